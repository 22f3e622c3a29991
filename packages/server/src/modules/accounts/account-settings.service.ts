import type { ChangePasswordRequest, RenameAccountResponse } from '@storykeep/core';
import type { AppContext } from '../../context/app-context.js';
import type { Actor } from '../../http/actor.js';
import { HttpError } from '../../http/errors.js';
import { recordAudit } from '../audit/audit-log.js';
import { queueAccountNotice } from './account-notice.jobs.js';
import { assertNotCommonPassword } from './new-password.js';
import { checkPassword, hashPassword, passwordPeppers } from './passwords.js';
import { revokeCredentialsAfterPasswordChange } from './revoke-credentials.js';
import { assertNoDelay, clearFailures, recordFailure } from './sign-in-delays.js';

const wrongPassword = () => new HttpError(422, 'INVALID_PASSWORD', 'Your current password is not right', 'currentPassword');

/**
 * `POST /auth/password`: a new password for the signed-in person, given the current one. The forced first change of a
 * made password comes here too (the only call such a session may make besides sign-out). Every other session of the
 * account ends, and so does every outstanding reset or sign-in link, so whoever knew the old password is out; the
 * account's holder is told by mail (a queued notice).
 */
export async function changePassword(context: AppContext, actor: Actor, input: ChangePasswordRequest, address?: string): Promise<void> {
  // The code first: a password alone must not change the password of an account with two-factor.
  if (actor.twoFactorPending) throw new HttpError(401, 'TWO_FACTOR_REQUIRED', 'Enter your two-factor code first');
  const key = `password:${actor.userId}`;
  await assertNoDelay(context, key);
  const row = await context.db.selectFrom('users').select('password_hash').where('id', '=', actor.userId).executeTakeFirstOrThrow();
  const audit = { kind: 'password.change' as const, actor: { userId: actor.userId, email: actor.email }, address };
  const peppers = passwordPeppers(context.sealer);
  if (!(await checkPassword(row.password_hash, input.currentPassword, peppers)).valid) {
    // The same growing waits as sign-in: a stolen session cannot guess the current password quickly.
    await recordFailure(context, key, context.accounts.accountDelay);
    await recordAudit(context, { ...audit, outcome: 'failure', details: { reason: 'wrong_password' } });
    throw wrongPassword();
  }
  await clearFailures(context, key);
  if (input.newPassword === input.currentPassword)
    throw new HttpError(422, 'SAME_PASSWORD', 'Choose a password different from the current one', 'newPassword');
  await assertNotCommonPassword(context, input.newPassword, 'newPassword');
  const hash = await hashPassword(input.newPassword, peppers);
  await context.db.updateTable('users').set({ password_hash: hash, must_change_password: false }).where('id', '=', actor.userId).execute();
  await revokeCredentialsAfterPasswordChange(context, { id: actor.userId, email: actor.email }, actor.sessionId);
  await recordAudit(context, { ...audit, outcome: 'success' });
  await queueAccountNotice(context, 'password_change', actor.userId);
}

/** `PATCH /account`: the name the app shows for the signed-in person. */
export async function renameAccount(context: AppContext, actor: Actor, fullname: string): Promise<RenameAccountResponse> {
  await context.db.updateTable('users').set({ full_name: fullname }).where('id', '=', actor.userId).execute();
  return { full_name: fullname };
}
