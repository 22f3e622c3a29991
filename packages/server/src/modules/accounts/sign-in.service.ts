import type { SessionResponse } from '@storykeep/core';
import { shellMessages } from '@storykeep/core';
import type { AppContext } from '../../app-context.js';
import { HttpError } from '../../http/errors.js';
import { loadAccount, needsTwoFactor } from './account-view.js';
import { verifyPassword } from './passwords.js';
import { assertNotLimited, clearFailures, recordFailure } from './rate-limit.js';
import { openSession } from './session-tokens.js';

/**
 * Email and password sign-in, limited per account and per address. A wrong password and an unknown
 * e-mail answer alike (401). With two-factor on, the session waits for its code.
 */
export async function signIn(
  context: AppContext,
  input: { email: string; password: string; visitorId?: string | undefined },
  address: string,
): Promise<SessionResponse> {
  const email = input.email.toLowerCase();
  const accountKey = `account:${email}`;
  const addressKey = `address:${address}`;
  await assertNotLimited(context, [
    { key: accountKey, max: context.accounts.maxFailuresPerAccount },
    { key: addressKey, max: context.accounts.maxFailuresPerAddress },
  ]);
  const row = await context.db.selectFrom('users').select(['id', 'password_hash']).where('email', '=', email).executeTakeFirst();
  const valid = await verifyPassword(row?.password_hash, input.password);
  const account = valid && row ? await loadAccount(context, { id: row.id }) : undefined;
  if (!account) {
    await recordFailure(context, [accountKey, addressKey]);
    throw new HttpError(401, 'INVALID_CREDENTIALS', shellMessages.signInUnauthorized);
  }
  await clearFailures(context, accountKey);
  return openSession(context, account, { twoFactorPending: needsTwoFactor(account), visitorId: input.visitorId });
}
