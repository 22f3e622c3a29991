import { Button, Checkbox, Field, Input, Link } from '@fluentui/react-components';
import { AccountApi, authLabels, type InviteKind, messages, normalizeEmail, pathTo } from '@storykeep/core';
import { useState } from 'react';
import { AppLink } from '../../components/app-link.js';
import { FormCard } from '../../components/form-card.js';
import { FormMessage } from '../../components/form-message.js';
import { meetsNewPasswordRule, NewPasswordField } from '../../components/new-password-field.js';
import { useAuthActor } from '../../shared/auth-context.js';
import { useService } from '../../shared/container-context.js';
import { registrationFailureText } from './auth-messages.js';

export interface RegisterFormProps {
  code: string;
  kind?: InviteKind;
  title?: string;
  /** Called as the form is sent. */
  onSubmit?: () => void;
  /** Back to a sign-in form on the same page; without it the form links to the sign-in page. */
  onSignIn?: () => void;
}

/**
 * Registration by invitation (or by ticket, for a guest): creates the account with the code. The account is active
 * once its owner opens the link e-mailed to the address, which signs them in (and leads a guest on to their ticket).
 */
export function RegisterForm({ code, kind = 'user', title = 'Create your account', onSubmit, onSignIn }: RegisterFormProps) {
  const account = useService<AccountApi>(AccountApi);
  const auth = useAuthActor();
  const [form, setForm] = useState({ fullname: '', email: '', password: '', newsletter: false });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const submit = async () => {
    setBusy(true);
    setError(null);
    onSubmit?.();
    try {
      const visitorId = auth.getSnapshot().context.visitorId;
      await account.register(
        {
          email: normalizeEmail(form.email),
          fullname: form.fullname.trim(),
          password: form.password,
          code,
          newsletter: form.newsletter,
          ...(visitorId ? { visitorId } : {}),
        },
        kind,
      );
      setSent(true);
    } catch (failure) {
      setError(registrationFailureText(failure));
    } finally {
      setBusy(false);
    }
  };
  if (sent)
    return (
      <FormCard title={title}>
        <FormMessage text={messages.registrationVerificationSent} intent="success" />
      </FormCard>
    );
  return (
    <FormCard title={title} onSubmit={submit}>
      <Field label={authLabels.fullName} required>
        <Input autoComplete="name" value={form.fullname} onChange={(_, d) => setForm({ ...form, fullname: d.value })} />
      </Field>
      <Field label={authLabels.email} required>
        <Input type="email" autoComplete="email" value={form.email} onChange={(_, d) => setForm({ ...form, email: d.value })} />
      </Field>
      <NewPasswordField label={authLabels.password} value={form.password} onChange={(password) => setForm({ ...form, password })} />
      <Checkbox
        label={authLabels.sendMeTheNewsletter}
        checked={form.newsletter}
        onChange={(_, d) => setForm({ ...form, newsletter: d.checked === true })}
      />
      <FormMessage text={error} />
      <Button
        type="submit"
        appearance="primary"
        disabled={busy || !form.fullname.trim() || !form.email.trim() || !meetsNewPasswordRule(form.password)}
      >
        {authLabels.createAccount}
      </Button>
      {onSignIn ? (
        <Link as="button" type="button" onClick={onSignIn}>
          {authLabels.iAlreadyHaveAnAccount}
        </Link>
      ) : (
        <AppLink to={pathTo('login')}>{authLabels.iAlreadyHaveAnAccount}</AppLink>
      )}
    </FormCard>
  );
}
