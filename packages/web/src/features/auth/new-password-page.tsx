import { Button, Field, Input } from '@fluentui/react-components';
import { AccountApi, apiFailureMessage, authLabels, messages } from '@storykeep/core';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { FormCard } from '../../components/form-card.js';
import { FormMessage } from '../../components/form-message.js';
import { meetsNewPasswordRule, NewPasswordField } from '../../components/new-password-field.js';
import { useAuthActor } from '../../shared/auth-context.js';
import { useService } from '../../shared/container-context.js';

/** `/password/new/{token}`: sets a new password, which also signs the user in. */
export function NewPasswordPage() {
  const { token = '' } = useParams();
  const account = useService<AccountApi>(AccountApi);
  const auth = useAuthActor();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      const visitorId = auth.getSnapshot().context.visitorId;
      const session = await account.updatePassword({ password, password_confirm: confirm, token, ...(visitorId ? { visitorId } : {}) });
      auth.send({ type: 'auth.tokenReceived', token: session.token, refreshToken: session.refresh_token });
    } catch (failure) {
      setError(apiFailureMessage(failure) ?? messages.passwordChangeFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormCard title={authLabels.chooseANewPassword} onSubmit={submit}>
      <NewPasswordField label={authLabels.newPassword} value={password} onChange={setPassword} />
      <Field label={authLabels.confirmPassword} required>
        <Input type="password" autoComplete="new-password" value={confirm} onChange={(_, d) => setConfirm(d.value)} />
      </Field>
      <FormMessage text={error} />
      <Button type="submit" appearance="primary" disabled={busy || !meetsNewPasswordRule(password) || !confirm}>
        {authLabels.savePassword}
      </Button>
    </FormCard>
  );
}
