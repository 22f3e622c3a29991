import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { AccountApi, normalizeEmail, pathTo, signInLabels } from '@storykeep/core';
import { lazy, Suspense, useRef, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { AppLink } from '../../components/app-link.js';
import { FormCard } from '../../components/form-card.js';
import { FormMessage } from '../../components/form-message.js';
import { useAuth, useAuthActor } from '../../shared/auth-context.js';
import { useContainerLoader } from '../../shared/container-context.js';
import { pageSso } from '../../shared/page-sso.js';
import { useLoad } from '../../shared/use-load.js';
import { signInFailureText } from './auth-messages.js';
import { GuestRegisterForm, TicketGuestPrompt, useRequestedTicket } from './ticket-guest-offer.js';

// Only a session that owes its two-factor code shows the step: the sign-in form does not carry it.
const TwoFactorStep = lazy(() => import('./two-factor-step.js').then((m) => ({ default: m.TwoFactorStep })));
// Nor the new-password step, owed only by an account whose password was made for it.
const PasswordChangeStep = lazy(() => import('./password-change-step.js').then((m) => ({ default: m.PasswordChangeStep })));

const useStyles = makeStyles({ links: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalM } });

/**
 * `/login` and `/auth/login`: e-mail and password, then the two-factor code when the session owes one and a new
 * password when the account's was made for it; after sign-in
 * the auth machine goes to the requested page. On the way to a ticket link it also offers a guest account; with
 * single sign-on set up, a link leads to `/sso`.
 */
export function SignInPage() {
  const styles = useStyles();
  const auth = useAuthActor();
  const signingIn = useAuth((s) => s.matches({ signedOut: 'signingIn' }));
  const authenticated = useAuth((s) => s.context.authenticated);
  const awaitingCode = useAuth((s) => s.matches('awaitingTwoFactor'));
  const awaitingPassword = useAuth((s) => s.matches('awaitingPasswordChange'));
  const failure = useAuth((s) => signInFailureText(s.context.failure));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // From the page when the server wrote it there, so the form paints without the container; else asked for.
  const loadContainer = useContainerLoader();
  const sso = useLoad(async () => pageSso() ?? (await loadContainer()).get<AccountApi>(AccountApi).ssoConfig(), [loadContainer]);
  // Someone about to sign in: the rest of the app (which signing in needs) loads while they type.
  const getReady = () => void loadContainer().catch(() => undefined);
  // Set once this form signs in: the auth machine then goes to the requested page, so this page must not go home.
  const [submitted, setSubmitted] = useState(false);
  const ticket = useRequestedTicket();
  const [registering, setRegistering] = useState(false);
  // A session that finished a step here (the code, a new password) is sent on by the auth machine, as a submitted form is.
  const stepped = useRef(false);
  if (awaitingCode || awaitingPassword) stepped.current = true;
  if (awaitingCode)
    return (
      <Suspense fallback={null}>
        <TwoFactorStep />
      </Suspense>
    );
  if (awaitingPassword)
    return (
      <Suspense fallback={null}>
        <PasswordChangeStep />
      </Suspense>
    );
  if (authenticated) return submitted || stepped.current ? null : <Navigate to={pathTo('home')} replace />;
  if (ticket && registering)
    return <GuestRegisterForm ticket={ticket} onSubmit={() => setSubmitted(true)} onSignIn={() => setRegistering(false)} />;
  return (
    <FormCard
      title={signInLabels.signIn}
      onSubmit={() => {
        setSubmitted(true);
        auth.send({ type: 'auth.signIn', email: normalizeEmail(email), password });
      }}
    >
      {ticket && <TicketGuestPrompt onCreate={() => setRegistering(true)} />}
      <Field label={signInLabels.email} required>
        <Input type="email" autoComplete="username" value={email} onChange={(_, d) => setEmail(d.value)} onFocus={getReady} />
      </Field>
      <Field label={signInLabels.password} required>
        <Input
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(_, d) => setPassword(d.value)}
          onFocus={getReady}
        />
      </Field>
      <FormMessage text={failure} />
      <Button type="submit" appearance="primary" disabled={signingIn || !email || !password}>
        {signingIn ? signInLabels.signingIn : signInLabels.signIn}
      </Button>
      <div className={styles.links}>
        <AppLink to={pathTo('passwordRecovery')}>{signInLabels.forgotYourPassword}</AppLink>
        <AppLink to={pathTo('magicLink')}>{signInLabels.emailMeASignInLink}</AppLink>
      </div>
      {sso.state === 'ready' && sso.value.enabled ? (
        <AppLink to={pathTo('sso')}>
          {signInLabels.signInWith} {sso.value.name}
        </AppLink>
      ) : null}
    </FormCard>
  );
}
