import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { AccountSettingsApi, apiFailureMessage, apiFailureStatus, messages } from '@storykeep/core';
import { useState } from 'react';
import { FormMessage } from '../../components/form-message.js';
import { useAuth, useAuthActor } from '../../shared/auth-context.js';
import { useService } from '../../shared/container-context.js';

const useStyles = makeStyles({ form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

/** The name the app shows for the signed-in person (the account menu shows the new one at once). */
export function AccountNameForm() {
  const styles = useStyles();
  const settings = useService<AccountSettingsApi>(AccountSettingsApi);
  const auth = useAuthActor();
  const current = useAuth((s) => s.context.full_name) ?? '';
  const [name, setName] = useState(current);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ text: string; intent: 'error' | 'success' } | null>(null);

  const submit = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      const saved = await settings.rename(name);
      auth.send({ type: 'auth.accountChanged', full_name: saved.full_name });
      setName(saved.full_name);
      setOutcome({ text: messages.accountNameSaved, intent: 'success' });
    } catch (failure) {
      const reason = apiFailureStatus(failure) === 400 ? apiFailureMessage(failure) : undefined;
      setOutcome({ text: reason ?? messages.accountNameSaveFailed, intent: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Field label={messages.accountNameLabel} required>
        <Input autoComplete="name" value={name} onChange={(_, d) => setName(d.value)} maxLength={200} />
      </Field>
      <FormMessage text={outcome?.text ?? null} intent={outcome?.intent} />
      <Button type="submit" appearance="primary" disabled={busy || !name.trim() || name.trim() === current}>
        {messages.accountNameSave}
      </Button>
    </form>
  );
}
