import { Body1, Button, Field, Input, Spinner } from '@fluentui/react-components';
import { AccountApi, apiFailureMessage, authLabels, messages, type TotpSetupResponse } from '@storykeep/core';
import { useEffect, useState } from 'react';
import { FormCard } from '../../components/form-card.js';
import { FormMessage } from '../../components/form-message.js';
import { useAuth, useAuthActor } from '../../shared/auth-context.js';
import { useService } from '../../shared/container-context.js';

/**
 * The sign-in's second step. With an authenticator already set up: the current code. Without one (the organization
 * forces two-factor): a new secret to add to the app, confirmed by its first code.
 */
export function TwoFactorStep() {
  const account = useService<AccountApi>(AccountApi);
  const auth = useAuthActor();
  const enrolled = useAuth((s) => s.context.twofactorAuthenticationEnabled);
  const [setup, setSetup] = useState<TotpSetupResponse | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (enrolled) return;
    let live = true;
    account.setupTwoFactor().then(
      (answer) => live && setSetup(answer),
      (failure: unknown) => live && setError(apiFailureMessage(failure) ?? messages.twoFactorSetupUnavailable),
    );
    return () => {
      live = false;
    };
  }, [account, enrolled]);

  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await (enrolled ? account.verifyTwoFactor(code.trim()) : account.enableTwoFactor(code.trim()));
      auth.send({ type: 'auth.twoFactorCompleted' });
    } catch (failure) {
      setError(apiFailureMessage(failure) ?? messages.twoFactorCodeCheckFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormCard title={enrolled ? authLabels.twoFactorVerification : authLabels.setUpTwoFactorAuthentication} onSubmit={submit}>
      {!enrolled && !setup && !error && <Spinner size="tiny" label={authLabels.preparingYourSecret} />}
      {!enrolled && setup && (
        <Body1 as="p">
          {authLabels.addThisKeyToYourAuthenticator} <code>{setup.secret}</code>
        </Body1>
      )}
      {enrolled && <Body1 as="p">{authLabels.enterThe6DigitCodeFrom}</Body1>}
      <Field label={authLabels.code} required>
        <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(_, d) => setCode(d.value)} />
      </Field>
      <FormMessage text={error} />
      <Button type="submit" appearance="primary" disabled={busy || !/^\d{6}$/.test(code.trim())}>
        {authLabels.verify}
      </Button>
      <Button appearance="subtle" onClick={() => auth.send({ type: 'auth.signOut' })}>
        {authLabels.cancel}
      </Button>
    </FormCard>
  );
}
