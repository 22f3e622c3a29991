import { makeStyles, Title1, Title2, tokens } from '@fluentui/react-components';
import { messages } from '@storykeep/core';
import { type ReactNode, useState } from 'react';
import { FormMessage } from '../../components/form-message.js';
import { PasswordChangeForm } from '../../shared/password-change-form.js';
import { AccountNameForm } from './account-name-form.js';
import { AccountTwoFactor } from './account-two-factor.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, maxWidth: '640px', minWidth: 0 },
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow4,
    minWidth: 0,
  },
  heading: { margin: 0 },
});

/** One titled part of the account page. */
export function AccountSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <Title2 as="h2" id={id} className={styles.heading}>
        {title}
      </Title2>
      {children}
    </section>
  );
}

/**
 * `/account` (the account menu's "Your account"): the signed-in person's name, their password (the current one
 * required; every other session and e-mailed link ends), and two-factor authentication (set up, or turned off with
 * a current code).
 */
export function AccountPage() {
  const styles = useStyles();
  const [passwordDone, setPasswordDone] = useState(false);
  return (
    <div className={styles.page}>
      <Title1 as="h1">{messages.accountPageTitle}</Title1>
      <AccountSection id="account-name" title={messages.accountNameHeading}>
        <AccountNameForm />
      </AccountSection>
      <AccountSection id="account-password" title={messages.accountPasswordHeading}>
        <FormMessage text={passwordDone ? messages.passwordChanged : null} intent="success" />
        <PasswordChangeForm currentLabel={messages.currentPasswordLabel} onChanged={() => setPasswordDone(true)} />
      </AccountSection>
      <AccountSection id="account-two-factor" title={messages.twoFactorHeading}>
        <AccountTwoFactor />
      </AccountSection>
    </div>
  );
}
