import type { PasswordUpdateRequest, SessionResponse } from '@storykeep/core';
import type { AppContext } from '../../context/app-context.js';
import { badRequest, unprocessable } from '../../http/errors.js';
import { hashToken } from '../../tokens.js';
import { recordAudit } from '../audit/audit-log.js';
import { queueAccountMail } from './account-mail.jobs.js';
import { queueAccountNotice } from './account-notice.jobs.js';
import { loadAccount, needsTwoFactor } from './account-view.js';
import { assertNotCommonPassword } from './new-password.js';
import { hashPassword, passwordPeppers } from './passwords.js';
import { revokeCredentialsAfterPasswordChange } from './revoke-credentials.js';
import { openSession } from './session-tokens.js';

type Purpose = 'password_reset' | 'magic_link';

/**
 * Queues a single-use link for the address. Nothing is looked up here: known and unknown addresses take the same path
 * and get the same answer, and the mail is made and sent by a job (which sends nothing to an address without account).
 */
export async function sendLink(context: AppContext, email: string, purpose: Purpose, address?: string): Promise<void> {
  await queueAccountMail(context, { purpose, email });
  if (purpose === 'password_reset')
    await recordAudit(context, { kind: 'password.reset_request', outcome: 'success', actor: { email }, address });
}

const linkInvalid = () => badRequest('This link is no longer valid; ask for a new one', 'token');

/** Uses up a link token of one of `purposes`; answers its user and purpose, or refuses it as unknown, used or expired. */
async function consume(context: AppContext, token: string, purposes: readonly string[]) {
  const row = await context.db
    .updateTable('one_time_tokens')
    .set({ used_at: context.now() })
    .where('token_hash', '=', hashToken(token))
    .where('purpose', 'in', purposes as never)
    .where('used_at', 'is', null)
    .where('expires_at', '>', context.now())
    .returning(['user_id', 'purpose'])
    .executeTakeFirst();
  if (!row) throw linkInvalid();
  return row;
}

/**
 * Sets a new password from a recovery link and signs in. The mailbox is proved, so the address counts as verified;
 * every other session ends and every other outstanding link stops working, and the holder is told by mail.
 */
export async function updatePassword(context: AppContext, input: PasswordUpdateRequest, address?: string): Promise<SessionResponse> {
  if (input.password !== input.password_confirm) throw unprocessable('The passwords do not match', 'password_confirm');
  // Before the token is spent, so a refused password leaves the link usable.
  await assertNotCommonPassword(context, input.password, 'password');
  const { user_id: userId } = await consume(context, input.token, ['password_reset']);
  await context.db
    .updateTable('users')
    .set({ password_hash: await hashPassword(input.password, passwordPeppers(context.sealer)), email_verified: true })
    .where('id', '=', userId)
    .execute();
  const account = await loadAccount(context, { id: userId });
  if (!account) throw linkInvalid();
  await revokeCredentialsAfterPasswordChange(context, account);
  await recordAudit(context, { kind: 'password.reset', outcome: 'success', actor: { userId, email: account.email }, address });
  await queueAccountNotice(context, 'password_reset', userId);
  return openSession(context, account, { twoFactorPending: needsTwoFactor(account), visitorId: input.visitorId });
}

/**
 * Signs in with an e-mailed link; two-factor still applies. A registration's verification link also confirms the
 * address. A sign-in link that reaches an account never confirmed proves the mailbox too, but not that its holder chose
 * the password someone registered with, so that password is dropped (a reset sets a new one).
 */
export async function signInWithLink(context: AppContext, token: string, visitorId?: string, address?: string): Promise<SessionResponse> {
  const { user_id: userId, purpose } = await consume(context, token, ['magic_link', 'email_verification']);
  const before = await context.db.selectFrom('users').select('email_verified').where('id', '=', userId).executeTakeFirst();
  if (before && !before.email_verified) {
    await context.db
      .updateTable('users')
      .set({ email_verified: true, ...(purpose === 'magic_link' ? { password_hash: null } : {}) })
      .where('id', '=', userId)
      .execute();
  }
  const account = await loadAccount(context, { id: userId });
  if (!account) throw linkInvalid();
  const actor = { userId, email: account.email };
  if (before && !before.email_verified)
    await recordAudit(context, { kind: 'email.verify', outcome: 'success', actor, address, details: { by: purpose } });
  await recordAudit(context, { kind: 'sign_in.link', outcome: 'success', actor, address });
  return openSession(context, account, { twoFactorPending: needsTwoFactor(account), visitorId });
}
