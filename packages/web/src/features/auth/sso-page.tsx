import { Body1, Button, Spinner } from '@fluentui/react-components';
import { AccountApi, apiFailureMessage, authLabels, messages, pathTo } from '@storykeep/core';
import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { AppLink } from '../../components/app-link.js';
import { FormCard } from '../../components/form-card.js';
import { FormMessage } from '../../components/form-message.js';
import { useAuth, useAuthActor } from '../../shared/auth-context.js';
import { useService } from '../../shared/container-context.js';
import { useLoad } from '../../shared/use-load.js';
import { PasswordChangeStep } from './password-change-step.js';
import { ssoErrorText } from './sso-messages.js';
import { TwoFactorStep } from './two-factor-step.js';

/**
 * `/sso`: single sign-on through the organization's identity provider, when the server has one. The button leaves for
 * the provider (through the server, which keeps the attempt's secrets); the provider's answer comes back here with a
 * single-use login code (`?code=`), exchanged for a session as a magic link is, or with the reason it failed (`?error=`).
 */
export function SsoPage() {
  const [params] = useSearchParams();
  const code = params.get('code');
  const error = params.get('error');
  const account = useService<AccountApi>(AccountApi);
  const auth = useAuthActor();
  const authenticated = useAuth((s) => s.context.authenticated);
  const awaitingCode = useAuth((s) => s.matches('awaitingTwoFactor'));
  const awaitingPassword = useAuth((s) => s.matches('awaitingPasswordChange'));
  const config = useLoad(() => account.ssoConfig(), [account]);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!code) return;
    let live = true;
    account.signInWithSso(code, auth.getSnapshot().context.visitorId).then(
      (session) => live && auth.send({ type: 'auth.tokenReceived', token: session.token, refreshToken: session.refresh_token }),
      (cause: unknown) => live && setFailure(apiFailureMessage(cause) ?? messages.ssoCodeInvalid),
    );
    return () => {
      live = false;
    };
  }, [account, auth, code]);

  if (awaitingCode) return <TwoFactorStep />;
  if (awaitingPassword) return <PasswordChangeStep />;
  // After an exchange the auth machine goes to the requested page; anyone else already signed in goes home.
  if (authenticated) return code ? null : <Navigate to={pathTo('home')} replace />;
  if (code && !failure) return <Spinner label={authLabels.signingYouIn} />;
  const enabled = config.state === 'ready' && config.value.enabled;
  const name = config.state === 'ready' ? (config.value.name ?? '') : '';
  return (
    <FormCard title={authLabels.singleSignOn}>
      <FormMessage text={failure ?? (error ? ssoErrorText(error) : null)} />
      {config.state === 'loading' ? <Spinner size="small" label={authLabels.checkingSingleSignOn} /> : null}
      {enabled ? (
        <Button appearance="primary" as="a" href={account.ssoStartAddress()}>
          {authLabels.continueWith} {name}
        </Button>
      ) : null}
      {config.state !== 'loading' && !enabled ? <Body1 as="p">{authLabels.singleSignOnThroughYourOrganization}</Body1> : null}
      <AppLink to={pathTo('login')}>{authLabels.signInWithEMailAnd}</AppLink>
      <AppLink to={pathTo('magicLink')}>{authLabels.getASignInLinkBy}</AppLink>
    </FormCard>
  );
}
