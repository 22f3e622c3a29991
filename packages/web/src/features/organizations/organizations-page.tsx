import {
  Body1,
  Button,
  makeStyles,
  mergeClasses,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Title1,
  tokens,
} from '@fluentui/react-components';
import {
  canListOrganizations,
  isAdmin as isAdminRole,
  messages,
  OrganizationApi,
  type OrganizationResponse,
  organizationsLabels,
  pathTo,
} from '@storykeep/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AppLink } from '../../components/app-link.js';
import { useCardTableStyles } from '../../components/card-table.js';
import { useAuth } from '../../shared/auth-context.js';
import { useService } from '../../shared/container-context.js';
import { useLoad } from '../../shared/use-load.js';
import { OrganizationCreateDialog } from './organization-create-dialog.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  bar: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center' },
});

/** Where an organization's row leads: admins to its administration page, others to its projects. */
export function organizationPath(code: string, isAdmin: boolean): string {
  return isAdmin ? pathTo('adminOrganization', { organizationCode: code }) : pathTo('organizationProjects', { organizationCode: code });
}

/** `/organizations`: all organizations for an admin, one's own for a manager; admins also create them. */
export function OrganizationsPage() {
  const styles = useStyles();
  const cards = useCardTableStyles();
  const api = useService<OrganizationApi>(OrganizationApi);
  const navigate = useNavigate();
  const role = useAuth((s) => s.context.role);
  const isAdmin = isAdminRole({ role });
  const [creating, setCreating] = useState(false);
  const list = useLoad<OrganizationResponse[]>(
    () => (canListOrganizations(role) ? (isAdmin ? api.listAll() : api.listOwn()) : Promise.resolve([])),
    [api, role, isAdmin],
  );
  const items = list.state === 'ready' ? list.value : [];
  return (
    <div className={styles.page}>
      <Title1 as="h1">{messages.labels.organizations}</Title1>
      {isAdmin && (
        <div className={styles.bar}>
          <Button appearance="primary" onClick={() => setCreating(true)}>
            {organizationsLabels.newOrganization}
          </Button>
        </div>
      )}
      {list.state === 'loading' && <Spinner size="tiny" label={organizationsLabels.loadingOrganizations} />}
      {list.state === 'failed' && <Body1 role="alert">{messages.organizationsLoadFailed}</Body1>}
      {list.state === 'ready' && items.length === 0 && <Body1>{organizationsLabels.noOrganizationsYet}</Body1>}
      {items.length > 0 && (
        <Table className={cards.table} aria-label={messages.labels.organizations}>
          <TableHeader className={cards.header}>
            <TableRow>
              <TableHeaderCell>{organizationsLabels.name}</TableHeaderCell>
              <TableHeaderCell>{organizationsLabels.code}</TableHeaderCell>
              <TableHeaderCell>{organizationsLabels.sessionPasswords}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody className={cards.body}>
            {items.map((organization) => (
              <TableRow className={cards.row} key={organization._id}>
                <TableCell className={mergeClasses(cards.cell, cards.unlabelled)}>
                  <AppLink to={organizationPath(organization.organizational_code, isAdmin)}>{organization.organization_name}</AppLink>
                </TableCell>
                <TableCell className={cards.cell} data-label="Code">
                  {organization.organizational_code}
                </TableCell>
                <TableCell className={cards.cell} data-label="Session passwords">
                  {organization.require_session_passwords ? organizationsLabels.required : organizationsLabels.optional}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {isAdmin && (
        <OrganizationCreateDialog
          open={creating}
          onClose={() => setCreating(false)}
          onCreated={(organization) => {
            setCreating(false);
            navigate(organizationPath(organization.organizational_code, true));
          }}
        />
      )}
    </div>
  );
}
