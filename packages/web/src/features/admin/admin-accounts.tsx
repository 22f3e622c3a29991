import {
  Body1,
  Button,
  Field,
  makeStyles,
  mergeClasses,
  SearchBox,
  Select,
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
import { type AdminAccount, AdminApi, adminLabels, apiFailureMessage, messages, pageCount, type Role, RoleSchema } from '@storykeep/core';
import { useState } from 'react';
import { useCardTableStyles } from '../../components/card-table.js';
import { useTypingPause } from '../../components/use-typing-pause.js';
import { useAuth, useAuthActor } from '../../shared/auth-context.js';
import { useService } from '../../shared/container-context.js';
import { useNotify } from '../../shared/notices.js';
import { useLoad } from '../../shared/use-load.js';

const PAGE_SIZE = 25;

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  search: { maxWidth: '360px', width: '100%' },
  email: { overflowWrap: 'anywhere' },
});

/** Accounts of the whole workspace for an admin: search by name or e-mail, change a role, sign in as the account. */
export function AdminAccounts() {
  const styles = useStyles();
  const cards = useCardTableStyles();
  const api = useService<AdminApi>(AdminApi);
  const auth = useAuthActor();
  const me = useAuth((s) => s.context.user_id);
  const notify = useNotify();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  useTypingPause(typed, (text) => {
    setSearch(text);
    setPage(1);
  });
  const list = useLoad(() => api.listAccounts({ search: search || undefined, page, pageSize: PAGE_SIZE }), [api, search, page]);
  const [changed, setChanged] = useState<Record<string, Role>>({});

  async function changeRole(account: AdminAccount, role: Role) {
    try {
      const saved = await api.setRole(account.id, role);
      setChanged((c) => ({ ...c, [account.id]: saved.role }));
      notify({ intent: 'success', text: messages.accountRoleChanged });
    } catch (error) {
      notify({ intent: 'error', text: apiFailureMessage(error) ?? messages.roleChangeFailed });
    }
  }

  const items = list.state === 'ready' ? list.value.items : [];
  const total = list.state === 'ready' ? list.value.total : 0;
  const pages = pageCount(total, PAGE_SIZE);
  return (
    <section className={styles.section} aria-labelledby="admin-accounts">
      <Subtitle2 as="h2" id="admin-accounts">
        {adminLabels.accounts}
      </Subtitle2>
      <div className={styles.bar}>
        <Field label={adminLabels.searchAccounts} className={styles.search}>
          <SearchBox value={typed} onChange={(_, d) => setTyped(d.value)} placeholder={adminLabels.nameOrEMail} />
        </Field>
        {list.state === 'ready' && <Body1>{adminLabels.accountCount(total)}</Body1>}
      </div>
      {list.state === 'loading' && <Spinner size="tiny" label={adminLabels.loadingAccounts} />}
      {list.state === 'failed' && <Body1 role="alert">{apiFailureMessage(list.error) ?? messages.accountsLoadFailed}</Body1>}
      {list.state === 'ready' && items.length === 0 && <Body1>{adminLabels.noAccountsMatch}</Body1>}
      {items.length > 0 && (
        <Table className={cards.table} aria-label={adminLabels.accounts}>
          <TableHeader className={cards.header}>
            <TableRow>
              <TableHeaderCell>{adminLabels.name}</TableHeaderCell>
              <TableHeaderCell>{adminLabels.eMail}</TableHeaderCell>
              <TableHeaderCell>{adminLabels.organizations}</TableHeaderCell>
              <TableHeaderCell>{adminLabels.role}</TableHeaderCell>
              <TableHeaderCell>{adminLabels.actions}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody className={cards.body}>
            {items.map((account) => {
              const name = account.full_name || account.email;
              const own = account.id === me;
              return (
                <TableRow className={cards.row} key={account.id}>
                  <TableCell className={mergeClasses(cards.cell, cards.unlabelled)}>{name}</TableCell>
                  <TableCell className={mergeClasses(cards.cell, styles.email)} data-label="E-mail">
                    {account.email}
                  </TableCell>
                  <TableCell className={cards.cell} data-label="Organizations">
                    {account.organizations.join(', ') || '—'}
                  </TableCell>
                  <TableCell className={cards.cell} data-label="Role">
                    <Select
                      aria-label={adminLabels.roleOfAccount(name)}
                      value={changed[account.id] ?? account.role}
                      disabled={own}
                      onChange={(_, d) => void changeRole(account, RoleSchema.parse(d.value))}
                    >
                      {RoleSchema.options.map((role) => (
                        <option key={role} value={role}>
                          {role}
                        </option>
                      ))}
                    </Select>
                  </TableCell>
                  <TableCell className={cards.cell} data-label="Actions">
                    {!own && (
                      <Button
                        aria-label={adminLabels.signInAsAccount(name)}
                        onClick={() => auth.send({ type: 'auth.impersonate', email: account.email })}
                      >
                        {adminLabels.signInAs}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      {pages > 1 && (
        <nav className={styles.bar} aria-label={adminLabels.accountPages}>
          <Button disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {adminLabels.previous}
          </Button>
          <Body1>{adminLabels.pageOfPages(page, pages)}</Body1>
          <Button disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            {adminLabels.next}
          </Button>
        </nav>
      )}
    </section>
  );
}
