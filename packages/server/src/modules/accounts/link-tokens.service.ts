import type { PasswordUpdateRequest, SessionResponse } from '@storykeep/core';
import type { AppContext } from '../../app-context.js';
import { badRequest, unprocessable } from '../../http/errors.js';
import { hashToken, newToken } from '../../tokens.js';
import { loadAccount, needsTwoFactor } from './account-view.js';
import { hashPassword } from './passwords.js';
import { openSession } from './session-tokens.js';

type Purpose = 'password_reset' | 'magic_link';

const mails: Record<Purpose, { subject: string; path: (token: string) => string; text: string }> = {
  password_reset: {
    subject: 'Update your Storykeep password',
    path: (token) => `/password/new/${token}`,
    text: 'Someone asked to update the password of your Storykeep account. Choose a new one here:',
  },
  magic_link: {
    subject: 'Your Storykeep sign-in link',
    path: (token) => `/magic-link?token=${token}`,
    text: 'Sign in to Storykeep with this link:',
  },
};

/**
 * E-mails a single-use link to the account, if there is one. The answer is the same either way, so
 * the call does not reveal who has an account.
 */
export async function sendLink(context: AppContext, email: string, purpose: Purpose): Promise<void> {
  const user = await context.db.selectFrom('users').select('id').where('email', '=', email.toLowerCase()).executeTakeFirst();
  if (!user) return;
  const token = newToken();
  await context.db
    .insertInto('one_time_tokens')
    .values({
      token_hash: hashToken(token),
      user_id: user.id,
      purpose,
      expires_at: new Date(context.now().getTime() + context.accounts.linkTokenSeconds * 1000),
    })
    .execute();
  const mail = mails[purpose];
  const link = `${context.publicUrl}${mail.path(token)}`;
  await context.mailer.send({ to: email.toLowerCase(), subject: mail.subject, text: `${mail.text}\n\n${link}\n`, link });
}

/** Uses up a link token; answers its user id, or refuses the token as unknown, used or expired. */
async function consume(context: AppContext, token: string, purpose: Purpose): Promise<string> {
  const row = await context.db
    .updateTable('one_time_tokens')
    .set({ used_at: context.now() })
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', context.now())
    .returning('user_id')
    .executeTakeFirst();
  if (!row) throw badRequest('This link is no longer valid; ask for a new one', 'token');
  return row.user_id;
}

/** Sets a new password from a recovery link, ends every other session, and signs in. */
export async function updatePassword(context: AppContext, input: PasswordUpdateRequest): Promise<SessionResponse> {
  if (input.password !== input.password_confirm) throw unprocessable('The passwords do not match', 'password_confirm');
  const userId = await consume(context, input.token, 'password_reset');
  await context.db
    .updateTable('users')
    .set({ password_hash: await hashPassword(input.password) })
    .where('id', '=', userId)
    .execute();
  await context.db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  const account = await loadAccount(context, { id: userId });
  if (!account) throw badRequest('This link is no longer valid; ask for a new one', 'token');
  // Whoever owns the mailbox has proved it; earlier failed guesses no longer lock them out.
  await context.db.deleteFrom('sign_in_failures').where('key', '=', `account:${account.email}`).execute();
  return openSession(context, account, { twoFactorPending: needsTwoFactor(account), visitorId: input.visitorId });
}

/** Signs in with a magic link; two-factor still applies. */
export async function signInWithLink(context: AppContext, token: string, visitorId?: string): Promise<SessionResponse> {
  const userId = await consume(context, token, 'magic_link');
  const account = await loadAccount(context, { id: userId });
  if (!account) throw badRequest('This link is no longer valid; ask for a new one', 'token');
  return openSession(context, account, { twoFactorPending: needsTwoFactor(account), visitorId });
}
