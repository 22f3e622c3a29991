/**
 * The wording of every account mail, in one place: the mails that carry a link (a reset, a sign-in, the check of a
 * new address) and the notices that tell an account holder their sign-in details changed. The spec's catalogue has no
 * entry for mail, so these texts are the server's own; docs/product/security.md quotes them.
 */

/** The mails that carry a single-use link. */
export type AccountMailPurpose = 'password_reset' | 'magic_link' | 'email_verification';

export const linkMails: Record<AccountMailPurpose, { subject: string; text: string }> = {
  password_reset: {
    subject: 'Update your Storykeep password',
    text: 'Someone asked to update the password of your Storykeep account. Choose a new one here:',
  },
  magic_link: {
    subject: 'Your Storykeep sign-in link',
    text: 'Sign in to Storykeep with this link:',
  },
  email_verification: {
    subject: 'Confirm your e-mail address for Storykeep',
    text: 'Open this link to confirm your e-mail address and finish creating your Storykeep account. If you did not create one, ignore this mail.',
  },
};

/** The changes of an account's sign-in details its holder is told about. */
export type AccountNoticeKind = 'password_change' | 'password_reset' | 'two_factor_enable' | 'two_factor_disable' | 'two_factor_replace';

const notices: Record<AccountNoticeKind, { subject: string; what: string; more?: string }> = {
  password_change: {
    subject: 'Your Storykeep password was changed',
    what: 'The password of your Storykeep account was changed',
  },
  password_reset: {
    subject: 'Your Storykeep password was reset',
    what: 'The password of your Storykeep account was reset with a recovery link',
  },
  two_factor_enable: {
    subject: 'Two-factor authentication is on for your Storykeep account',
    what: 'Two-factor authentication was turned on for your Storykeep account',
  },
  two_factor_disable: {
    subject: 'Two-factor authentication is off for your Storykeep account',
    what: 'Two-factor authentication was turned off for your Storykeep account',
  },
  two_factor_replace: {
    subject: 'A new authenticator app for your Storykeep account',
    what: 'The authenticator app of your Storykeep account was replaced',
    more: 'Codes from the earlier app no longer work.',
  },
};

/** A moment as every reader can place it, whatever their language: `2024-06-01 12:00 UTC`. */
function plainTime(at: Date): string {
  return `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/**
 * A notice of a change: what changed and when, and where to take the account back if it was not the holder. It carries
 * no secret: the link is the page that asks for a reset link, not a reset link itself.
 */
export function noticeMail(kind: AccountNoticeKind, at: Date, recoveryPage: string): { subject: string; text: string } {
  const notice = notices[kind];
  return {
    subject: notice.subject,
    text: [
      `${notice.what} on ${plainTime(at)}.${notice.more ? ` ${notice.more}` : ''}`,
      'If this was you, there is nothing to do.',
      'If it was not you, someone else may be signed in as you: ask for a new password here at once (setting it signs everyone else out), and tell your administrator:',
      '',
      recoveryPage,
      '',
    ].join('\n'),
  };
}
