import {
  Body1,
  makeStyles,
  mergeClasses,
  Spinner,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { adminLabels, messages, OrganizationApi, pathTo } from '@storykeep/core';
import { AppLink } from '../../components/app-link.js';
import { useCardTableStyles } from '../../components/card-table.js';
import { useService } from '../../shared/container-context.js';
import { useLoad } from '../../shared/use-load.js';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** Every organization of the workspace, each linking to its administration page. */
export function AdminOrganizations() {
  const styles = useStyles();
  const cards = useCardTableStyles();
  const api = useService<OrganizationApi>(OrganizationApi);
  const list = useLoad(() => api.listAll(), [api]);
  const items = list.state === 'ready' ? list.value : [];
  return (
    <section className={styles.section} aria-labelledby="admin-organizations">
      <Subtitle2 as="h2" id="admin-organizations">
        {messages.labels.organizations}
      </Subtitle2>
      {list.state === 'loading' && <Spinner size="tiny" label={adminLabels.loadingOrganizations} />}
      {list.state === 'failed' && <Body1 role="alert">{messages.organizationsLoadFailed}</Body1>}
      {list.state === 'ready' && items.length === 0 && <Body1>{adminLabels.noOrganizationsYet}</Body1>}
      {items.length > 0 && (
        <Table className={cards.table} aria-label={messages.labels.organizations}>
          <TableHeader className={cards.header}>
            <TableRow>
              <TableHeaderCell>{adminLabels.name}</TableHeaderCell>
              <TableHeaderCell>{adminLabels.code}</TableHeaderCell>
              <TableHeaderCell>{adminLabels.twoFactorRequired}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody className={cards.body}>
            {items.map((o) => (
              <TableRow className={cards.row} key={o._id}>
                <TableCell className={mergeClasses(cards.cell, cards.unlabelled)}>
                  <AppLink to={pathTo('adminOrganization', { organizationCode: o.organizational_code })}>{o.organization_name}</AppLink>
                </TableCell>
                <TableCell className={cards.cell} data-label="Code">
                  {o.organizational_code}
                </TableCell>
                <TableCell className={cards.cell} data-label="Two-factor required">
                  {o.force_two_factor ? adminLabels.yes : adminLabels.no}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
