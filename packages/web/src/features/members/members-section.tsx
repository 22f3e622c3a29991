import {
  Body1,
  Button,
  makeStyles,
  Select,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { apiFailureMessage, MemberApi, membersLabels, messages } from '@storykeep/core';
import { useMemo, useState } from 'react';
import { FormMessage } from '../../components/form-message.js';
import { useService } from '../../shared/container-context.js';
import { useLoad } from '../../shared/use-load.js';
import { InviteMemberDialog } from './invite-member-dialog.js';
import { type MemberRow, type MemberScope, roleLabel, scopeMembers } from './member-scope.js';
import { RemoveMemberDialog } from './remove-member-dialog.js';

const NARROW = '@media (max-width: 640px)';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  table: { [NARROW]: { display: 'block' } },
  head: { [NARROW]: { display: 'none' } },
  body: { [NARROW]: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS } },
  // On a phone each member becomes a small card: name and e-mail above, role and removal below.
  row: {
    [NARROW]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      padding: tokens.spacingVerticalS,
      border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
      borderRadius: tokens.borderRadiusMedium,
    },
  },
  cell: { overflowWrap: 'anywhere', [NARROW]: { gridColumn: '1 / -1', display: 'block', height: 'auto' } },
  roleCell: { [NARROW]: { gridColumn: '1', display: 'block', height: 'auto', minWidth: 0 } },
  actionCell: { [NARROW]: { gridColumn: '2', display: 'block', height: 'auto' } },
  roleSelect: { [NARROW]: { minWidth: 0, width: '100%' } },
});

export interface MembersSectionProps {
  scope: MemberScope;
  /** Managers invite, change roles and remove; everybody else reads the list. */
  canManage: boolean;
}

/** A scope's members (name, e-mail, role) with invitation, role changes and removal for its managers; the list reloads after each. */
export function MembersSection({ scope, canManage }: MembersSectionProps) {
  const styles = useStyles();
  const api = useService<MemberApi>(MemberApi);
  const key = scope.kind === 'organization' ? scope.code : scope.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the scope is named by its kind and key
  const members = useMemo(() => scopeMembers(api, scope), [api, scope.kind, key]);
  const list = useLoad(() => members.list(), [members]);
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<MemberRow | null>(null);
  const [message, setMessage] = useState<{ text: string; intent: 'error' | 'success' } | null>(null);

  const changeRole = async (member: MemberRow, role: string) => {
    setMessage(null);
    try {
      await members.change(member.user_id, role);
      setMessage({ text: `${member.full_name} is now ${roleLabel(role).toLowerCase()}.`, intent: 'success' });
    } catch (failure) {
      setMessage({ text: apiFailureMessage(failure) ?? messages.roleChangeFailed, intent: 'error' });
    }
    list.reload();
  };

  const changeable = (role: string) => members.roles.some((choice) => choice.value === role);
  return (
    <section className={styles.section} aria-labelledby={`members-${key}`}>
      <div className={styles.header}>
        <Title2 as="h2" id={`members-${key}`}>
          {membersLabels.members}
        </Title2>
        {canManage && <Button onClick={() => setInviting(true)}>{membersLabels.inviteByEMail}</Button>}
      </div>
      <FormMessage text={message?.text ?? null} intent={message?.intent} />
      {list.state === 'loading' && <Spinner size="small" label={membersLabels.loadingTheMembers} />}
      {list.state === 'failed' && <Body1 role="alert">{messages.membersLoadFailed}</Body1>}
      {list.state === 'ready' && list.value.length === 0 && <Body1>{membersLabels.noMembersYet}</Body1>}
      {list.state === 'ready' && list.value.length > 0 && (
        <Table aria-labelledby={`members-${key}`} className={styles.table}>
          <TableHeader className={styles.head}>
            <TableRow>
              <TableHeaderCell>{membersLabels.name}</TableHeaderCell>
              <TableHeaderCell>{membersLabels.eMail}</TableHeaderCell>
              <TableHeaderCell>{membersLabels.role}</TableHeaderCell>
              {canManage && <TableHeaderCell>{membersLabels.actions}</TableHeaderCell>}
            </TableRow>
          </TableHeader>
          <TableBody className={styles.body}>
            {list.value.map((member) => (
              <TableRow key={member.user_id} className={styles.row}>
                <TableCell className={styles.cell}>{member.full_name}</TableCell>
                <TableCell className={styles.cell}>{member.email}</TableCell>
                <TableCell className={styles.roleCell}>
                  {canManage && changeable(member.role) ? (
                    <Select
                      className={styles.roleSelect}
                      aria-label={membersLabels.roleOfMember(member.full_name)}
                      value={member.role}
                      onChange={(_, d) => void changeRole(member, d.value)}
                    >
                      {members.roles.map((choice) => (
                        <option key={choice.value} value={choice.value}>
                          {choice.label}
                        </option>
                      ))}
                    </Select>
                  ) : (
                    roleLabel(member.role)
                  )}
                </TableCell>
                {canManage && (
                  <TableCell className={styles.actionCell}>
                    <Button
                      appearance="subtle"
                      aria-label={membersLabels.removeMember(member.full_name)}
                      onClick={() => setRemoving(member)}
                    >
                      {membersLabels.remove}
                    </Button>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {canManage && (
        <>
          <InviteMemberDialog
            members={members}
            open={inviting}
            onClose={() => setInviting(false)}
            onInvited={(email) => {
              setMessage({ text: `An invitation is on its way to ${email}.`, intent: 'success' });
              list.reload();
            }}
          />
          <RemoveMemberDialog
            members={members}
            member={removing}
            onClose={() => setRemoving(null)}
            onRemoved={() => {
              setMessage(null);
              list.reload();
            }}
          />
        </>
      )}
    </section>
  );
}
