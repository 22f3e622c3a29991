import { Button, Card, Field, Input, makeStyles, mergeClasses, Subtitle2, Title1, tokens } from '@fluentui/react-components';
import { adminLabels, apiFailureMessage, apiFailureStatus, messages, normalizeEmail, pathTo } from '@storykeep/core';
import { useEffect, useState } from 'react';
import { AppLink } from '../../components/app-link.js';
import { FormMessage } from '../../components/form-message.js';
import { useAuth, useAuthActor } from '../../shared/auth-context.js';
import { AdminAccounts } from './admin-accounts.js';
import { AdminOrganizations } from './admin-organizations.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  narrow: { maxWidth: '640px' },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
});

/** `/admin`: every organization and account (search, role, sign in as), switching user by e-mail (404: user not found), and the administration pages. */
export function AdminPage() {
  const styles = useStyles();
  const auth = useAuthActor();
  const switching = useAuth((s) => s.matches({ authenticated: 'impersonating' }));
  const failure = useAuth((s) => (s.context.failure?.during === 'impersonate' ? s.context.failure.cause : null));
  const [email, setEmail] = useState('');
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (switching) setTried(true);
  }, [switching]);
  const error =
    tried && failure
      ? apiFailureStatus(failure) === 404
        ? messages.impersonationUserNotFound
        : (apiFailureMessage(failure) ?? messages.impersonationUserNotFound)
      : null;
  return (
    <div className={styles.page}>
      <Title1 as="h1">{messages.labels.admin}</Title1>
      <AdminOrganizations />
      <AdminAccounts />
      <Card className={mergeClasses(styles.card, styles.narrow)}>
        <Subtitle2 as="h2">{adminLabels.switchUser}</Subtitle2>
        <form
          className={styles.card}
          onSubmit={(e) => {
            e.preventDefault();
            setTried(true);
            auth.send({ type: 'auth.impersonate', email: normalizeEmail(email) });
          }}
        >
          <Field label={adminLabels.userEmail} required>
            <Input type="email" value={email} onChange={(_, d) => setEmail(d.value)} />
          </Field>
          <FormMessage text={error} />
          <Button type="submit" appearance="primary" disabled={switching || !email.trim()}>
            {adminLabels.switchUser}
          </Button>
        </form>
      </Card>
      <Card className={mergeClasses(styles.card, styles.narrow)}>
        <Subtitle2 as="h2">{adminLabels.administration}</Subtitle2>
        <AppLink to={pathTo('organizations')}>{messages.labels.organizations}</AppLink>
        <AppLink to={pathTo('adminTestimonials')}>{adminLabels.testimonials}</AppLink>
        <AppLink to={pathTo('adminPlayground')}>{adminLabels.searchPlayground}</AppLink>
        <AppLink to={pathTo('adminAuditEvents')}>{messages.auditEventsLink}</AppLink>
      </Card>
    </div>
  );
}
