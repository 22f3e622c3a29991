import { Body1, Field, Input } from '@fluentui/react-components';
import { messages, OrganizationApi, organizationsLabels, SESSION_PASSWORD_MIN_LENGTH } from '@storykeep/core';
import { useState } from 'react';
import { FormDialog, useSubmission } from '../../components/form-dialog.js';
import { FormMessage } from '../../components/form-message.js';
import { useService } from '../../shared/container-context.js';

export interface SessionLockDialogProps {
  organizationCode: string;
  /** Preparation sessions without a password; the dialog is open while this is above zero. */
  unsecuredCount: number;
  onClose(): void;
}

/** Offers to give every preparation session without a password one (`POST /organization/{code}/lock_unsecure_prep_sessions`). */
export function SessionLockDialog({ organizationCode, unsecuredCount, onClose }: SessionLockDialogProps) {
  const api = useService<OrganizationApi>(OrganizationApi);
  const [password, setPassword] = useState('');
  const { busy, error, setError, run } = useSubmission(messages.sessionsLockFailed);
  const close = () => {
    setPassword('');
    setError(null);
    onClose();
  };
  const lock = () =>
    run(async () => {
      await api.lockPrepSessions(organizationCode, password);
      close();
    });
  return (
    <FormDialog
      open={unsecuredCount > 0}
      title={organizationsLabels.lockPreparationSessions}
      submitLabel="Lock sessions"
      cancelLabel="Not now"
      submitDisabled={busy || password.length < SESSION_PASSWORD_MIN_LENGTH}
      onDismiss={close}
      onSubmit={() => void lock()}
    >
      <Body1>
        {unsecuredCount === 1
          ? organizationsLabels.n1PreparationSessionHasNoPassword
          : organizationsLabels.preparationSessionsHaveNoPassword(unsecuredCount)}{' '}
        {organizationsLabels.giveThemThisPasswordSoThat}
      </Body1>
      <Field label={organizationsLabels.sessionPassword} required hint={organizationsLabels.atLeastCharacters(SESSION_PASSWORD_MIN_LENGTH)}>
        <Input type="password" autoComplete="new-password" value={password} onChange={(_, d) => setPassword(d.value)} />
      </Field>
      <FormMessage text={error} />
    </FormDialog>
  );
}
