import { Button, Field, Input, Spinner } from '@fluentui/react-components';
import { AccountApi, apiFailureMessage, authLabels, messages, normalizeEmail, pathTo, ticketInLocation } from '@storykeep/core';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../components/app-link.js';
import { FormCard } from '../../components/form-card.js';
import { FormMessage } from '../../components/form-message.js';
import { useAuthActor } from '../../shared/auth-context.js';
import { useService } from '../../shared/container-context.js';

type Result = { text: string; intent: 'success' | 'error' } | null;

/**
 * `/magic-link`: asks for a sign-in link by e-mail, or, opened from that link (`?token=`), signs in with it. A new
 * account's confirmation link is one too; a guest's names the ticket link to go on to (`?next=/ticket/…`), and nothing
 * else is followed.
 */
export function MagicLinkPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const next = params.get('next');
  const account = useService<AccountApi>(AccountApi);
  const auth = useAuthActor();
  const [email, setEmail] = useState('');
  const [result, setResult] = useState<Result>(null);

  useEffect(() => {
    if (!token) return;
    let live = true;
    account.signInWithMagicLink(token, auth.getSnapshot().context.visitorId).then(
      (session) => {
        if (!live) return;
        if (next && ticketInLocation(next)) auth.send({ type: 'auth.requireLogin', from: next });
        auth.send({ type: 'auth.tokenReceived', token: session.token, refreshToken: session.refresh_token });
      },
      (failure: unknown) => live && setResult({ text: apiFailureMessage(failure) ?? messages.magicLinkInvalid, intent: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [account, auth, token, next]);

  if (token && !result) return <Spinner label={authLabels.signingYouIn} />;
  const submit = async () => {
    try {
      await account.sendMagicLink(normalizeEmail(email));
      setResult({ text: messages.magicLinkSent, intent: 'success' });
    } catch (failure) {
      setResult({ text: apiFailureMessage(failure) ?? messages.magicLinkSendFailed, intent: 'error' });
    }
  };
  return (
    <FormCard title={authLabels.signInByEmail} onSubmit={submit}>
      <Field label={authLabels.email} required>
        <Input type="email" autoComplete="email" value={email} onChange={(_, d) => setEmail(d.value)} />
      </Field>
      <FormMessage text={result?.text ?? null} intent={result?.intent} />
      <Button type="submit" appearance="primary" disabled={!email.trim()}>
        {authLabels.sendMeALink}
      </Button>
      <AppLink to={pathTo('login')}>{authLabels.backToSignIn}</AppLink>
    </FormCard>
  );
}
