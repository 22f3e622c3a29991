import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { AccountSettingsApi, apiFailureMessage, apiFailureStatus, messages } from '@storykeep/core';
import { useState } from 'react';
import { FormMessage } from '../components/form-message.js';
import { meetsNewPasswordRule, NewPasswordField } from '../components/new-password-field.js';
import { useService } from './container-context.js';

const useStyles = makeStyles({ form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

export interface PasswordChangeFormProps {
  /** The label of the current password's field ("Current password", or "The password you were given"). */
  currentLabel: string;
  /** After the server changed the password. */
  onChanged(): void;
}

/**
 * The current password and a new one typed twice; the server checks the current one, ends every other session and
 * every e-mailed link. Used by the account page and by the sign-in step of an account whose password was made for it.
 */
export function PasswordChangeForm({ currentLabel, onChanged }: PasswordChangeFormProps) {
  const styles = useStyles();
  const settings = useService<AccountSettingsApi>(AccountSettingsApi);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (next !== again) {
      setError(messages.passwordsDiffer);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await settings.changePassword({ currentPassword: current, newPassword: next });
      setCurrent('');
      setNext('');
      setAgain('');
      onChanged();
    } catch (failure) {
      // 400 and 422 name what is wrong in the server's words; anything else is a plain failure.
      const status = apiFailureStatus(failure);
      setError(
        (status === 400 || status === 422 || status === 429 ? apiFailureMessage(failure) : undefined) ?? messages.passwordChangeFailed,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      noValidate
      className={styles.form}
    >
      <Field label={currentLabel} required>
        <Input type="password" autoComplete="current-password" value={current} onChange={(_, d) => setCurrent(d.value)} />
      </Field>
      <NewPasswordField label={messages.newPasswordLabel} value={next} onChange={setNext} />
      <Field label={messages.newPasswordAgainLabel} required>
        <Input type="password" autoComplete="new-password" value={again} onChange={(_, d) => setAgain(d.value)} />
      </Field>
      <FormMessage text={error} />
      <Button type="submit" appearance="primary" disabled={busy || !current || !meetsNewPasswordRule(next) || !again}>
        {messages.passwordChangeSubmit}
      </Button>
    </form>
  );
}
