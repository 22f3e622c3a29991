import { Button, Field, Input } from '@fluentui/react-components';
import { AccountApi, authLabels, messages, normalizeEmail, pathTo } from '@storykeep/core';
import { useState } from 'react';
import { AppLink } from '../../components/app-link.js';
import { FormCard } from '../../components/form-card.js';
import { FormMessage } from '../../components/form-message.js';
import { useService } from '../../shared/container-context.js';

/** `/password_recovery`: e-mails a link to `/password/new/{token}`. */
export function PasswordRecoveryPage() {
  const account = useService<AccountApi>(AccountApi);
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ text: string; intent: 'success' | 'error' } | null>(null);
  const submit = async () => {
    setBusy(true);
    try {
      await account.sendPasswordRecovery(normalizeEmail(email));
      setResult({ text: messages.recoveryMailSent, intent: 'success' });
    } catch {
      setResult({ text: messages.recoveryMailFailed, intent: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormCard title={authLabels.passwordRecovery} onSubmit={submit}>
      <Field label={authLabels.email} required>
        <Input type="email" autoComplete="email" value={email} onChange={(_, d) => setEmail(d.value)} />
      </Field>
      {result && <FormMessage text={result.text} intent={result.intent} />}
      <Button type="submit" appearance="primary" disabled={busy || !email.trim()}>
        {authLabels.sendRecoveryLink}
      </Button>
      <AppLink to={pathTo('login')}>{authLabels.backToSignIn}</AppLink>
    </FormCard>
  );
}
