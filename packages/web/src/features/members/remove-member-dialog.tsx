import { Body1 } from '@fluentui/react-components';
import { membersLabels, messages } from '@storykeep/core';
import { FormDialog, useSubmission } from '../../components/form-dialog.js';
import { FormMessage } from '../../components/form-message.js';
import type { MemberRow, ScopeMembers } from './member-scope.js';

export interface RemoveMemberDialogProps {
  members: ScopeMembers;
  member: MemberRow | null;
  onClose(): void;
  onRemoved(): void;
}

/** Asks before removing someone: they lose access at once, and only an invitation brings them back. */
export function RemoveMemberDialog({ members, member, onClose, onRemoved }: RemoveMemberDialogProps) {
  const { busy, error, setError, run } = useSubmission(messages.memberRemoveFailed);
  const close = () => {
    setError(null);
    onClose();
  };
  const remove = () =>
    run(async () => {
      if (!member) return;
      await members.remove(member.user_id);
      close();
      onRemoved();
    });
  return (
    <FormDialog
      open={member !== null}
      title={membersLabels.removeMemberQuestion(member?.full_name ?? '')}
      submitLabel="Remove"
      submitDisabled={busy}
      onDismiss={close}
      onSubmit={() => void remove()}
    >
      <Body1>
        {member?.full_name} ({member?.email}
        {membersLabels.willNoLongerReachThis} {members.noun}
        {membersLabels.youCanInviteThemAgainLater}
      </Body1>
      <FormMessage text={error} />
    </FormDialog>
  );
}
