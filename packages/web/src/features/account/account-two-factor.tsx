import { Body1, Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { AccountApi, apiFailureMessage, messages, type TotpSetupResponse } from '@storykeep/core';
import { useState } from 'react';
import { FormMessage } from '../../components/form-message.js';
import { useAuth, useAuthActor } from '../../shared/auth-context.js';
import { useService } from '../../shared/container-context.js';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  // The key is one long word: it wraps rather than pushing a narrow screen sideways.
  key: { fontFamily: tokens.fontFamilyMonospace, overflowWrap: 'anywhere', wordBreak: 'break-all' },
});

/**
 * Two-factor authentication on the account page. Off: set it up (a new key for the authenticator app, confirmed by
 * its first code). On: turn it off with a current code, unless an organization of the person requires it. To move to
 * another authenticator, turn it off (with the current code) and set it up again.
 */
export function AccountTwoFactor() {
  const styles = useStyles();
  const account = useService<AccountApi>(AccountApi);
  const auth = useAuthActor();
  const enabled = useAuth((s) => s.context.twofactorAuthenticationEnabled);
  const forced = useAuth((s) => s.context.orgLevel2faEnabled);
  const [setup, setSetup] = useState<TotpSetupResponse | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ text: string; intent: 'error' | 'success' } | null>(null);

  const run = async (step: () => Promise<void>, fallback: string) => {
    setBusy(true);
    setOutcome(null);
    try {
      await step();
    } catch (failure) {
      setOutcome({ text: apiFailureMessage(failure) ?? fallback, intent: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const startSetup = () => run(async () => setSetup(await account.setupTwoFactor()), messages.twoFactorSetupUnavailable);
  const confirm = (turnOn: boolean) =>
    run(async () => {
      await (turnOn ? account.enableTwoFactor(code.trim()) : account.disableTwoFactor(code.trim()));
      auth.send({ type: 'auth.accountChanged', twofactorAuthenticationEnabled: turnOn });
      setSetup(null);
      setCode('');
      setOutcome({ text: turnOn ? messages.twoFactorEnabled : messages.twoFactorDisabled, intent: 'success' });
    }, messages.twoFactorCodeCheckFailed);

  const codeForm = (turnOn: boolean) => (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void confirm(turnOn);
      }}
    >
      <Field label={messages.twoFactorCodeLabel} required>
        <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(_, d) => setCode(d.value)} />
      </Field>
      <Button type="submit" appearance={turnOn ? 'primary' : 'secondary'} disabled={busy || !/^\d{6}$/.test(code.trim())}>
        {turnOn ? messages.twoFactorTurnOn : messages.twoFactorTurnOff}
      </Button>
    </form>
  );

  return (
    <>
      <Body1 as="p">{enabled ? (forced ? messages.twoFactorForcedNote : messages.twoFactorOnNote) : messages.twoFactorOffNote}</Body1>
      <FormMessage text={outcome?.text ?? null} intent={outcome?.intent} />
      {enabled && !forced ? (
        <>
          <Body1 as="p">{messages.twoFactorRemoveIntro}</Body1>
          {codeForm(false)}
        </>
      ) : null}
      {!enabled && !setup ? (
        <Button appearance="primary" disabled={busy} onClick={() => void startSetup()}>
          {messages.twoFactorSetUp}
        </Button>
      ) : null}
      {!enabled && setup ? (
        <>
          <Body1 as="p">
            {messages.twoFactorEnrolIntro} <code className={styles.key}>{setup.secret}</code>
          </Body1>
          {codeForm(true)}
        </>
      ) : null}
    </>
  );
}
