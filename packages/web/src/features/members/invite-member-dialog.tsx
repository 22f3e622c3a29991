import { Body1, Field, Input, Select } from '@fluentui/react-components';
import { membersLabels, messages, normalizeEmail } from '@storykeep/core';
import { useState } from 'react';
import { FormDialog, useSubmission } from '../../components/form-dialog.js';
import { FormMessage } from '../../components/form-message.js';
import { roleLabel, type ScopeMembers } from './member-scope.js';

export interface InviteMemberDialogProps {
  members: ScopeMembers;
  open: boolean;
  onClose(): void;
  onInvited(email: string): void;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** E-mails an invitation: the person registers (or signs in) through its link and joins. */
export function InviteMemberDialog({ members, open, onClose, onInvited }: InviteMemberDialogProps) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState(members.inviteRoles[0]?.value ?? '');
  const [touched, setTouched] = useState(false);
  const { busy, error, setError, run } = useSubmission(messages.invitationSendFailed);
  const valid = EMAIL.test(email.trim());
  const close = () => {
    setEmail('');
    setTouched(false);
    setError(null);
    onClose();
  };
  const submit = () => {
    setTouched(true);
    if (!valid) return;
    void run(async () => {
      await members.invite(normalizeEmail(email), role);
      const sent = email.trim();
      close();
      onInvited(sent);
    });
  };
  const single = members.inviteRoles.length === 1;
  return (
    <FormDialog
      open={open}
      title={membersLabels.inviteByEMail}
      submitLabel="Send invitation"
      submitDisabled={busy}
      onDismiss={close}
      onSubmit={submit}
    >
      <Field label={membersLabels.eMail} required validationMessage={touched && !valid ? membersLabels.enterAnEMailAddress : undefined}>
        <Input inputMode="email" value={email} onChange={(_, d) => setEmail(d.value)} autoComplete="off" />
      </Field>
      {single ? (
        <Body1>
          {membersLabels.theyJoinAs} {roleLabel(role).toLowerCase()}.
        </Body1>
      ) : (
        <Field label={membersLabels.role}>
          <Select value={role} onChange={(_, d) => setRole(d.value)}>
            {members.inviteRoles.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </Select>
        </Field>
      )}
      <FormMessage text={error} />
    </FormDialog>
  );
}
