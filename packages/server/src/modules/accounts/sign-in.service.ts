import type { SessionResponse } from '@storykeep/core';
import { normalizeEmail, shellMessages, workspaceMessages } from '@storykeep/core';
import type { AppContext } from '../../context/app-context.js';
import { HttpError, RetryLaterError } from '../../http/errors.js';
import { recordAudit } from '../audit/audit-log.js';
import { queueAccountMail } from './account-mail.jobs.js';
import { loadAccount, needsTwoFactor } from './account-view.js';
import { checkPassword, hashPassword, passwordPeppers } from './passwords.js';
import { openSession } from './session-tokens.js';
import { clearFailures, isKnownAddress, recordFailure, remainingDelay, rememberAddress } from './sign-in-delays.js';

/**
 * Email and password sign-in. Failures slow down the address they come from and the account they name, each with
 * growing waits rather than a lock; the account's wait does not hold back an address the account signed in from
 * before, so a stranger's guesses cannot keep its owner out. A wrong password and an unknown e-mail answer alike (401).
 * With two-factor on, the session waits for its code.
 */
export async function signIn(
  context: AppContext,
  input: { email: string; password: string; visitorId?: string | undefined },
  address: string,
): Promise<SessionResponse> {
  const email = normalizeEmail(input.email);
  const accountKey = `account:${email}`;
  const addressKey = `address:${address}`;
  const row = await context.db
    .selectFrom('users')
    .select(['id', 'password_hash', 'email_verified'])
    .where('email', '=', email)
    .executeTakeFirst();
  const addressWait = await remainingDelay(context, addressKey);
  const accountWait = await remainingDelay(context, accountKey);
  const wait = Math.max(
    addressWait,
    accountWait > 0 && !(row && (await isKnownAddress(context, row.id, address, context.accounts.knownAddressSeconds))) ? accountWait : 0,
  );
  if (wait > 0) {
    await recordAudit(context, {
      kind: 'sign_in.delayed',
      outcome: 'refused',
      actor: { userId: row?.id ?? null, email },
      address,
      details: { waitSeconds: wait },
    });
    throw new RetryLaterError(wait);
  }
  const peppers = passwordPeppers(context.sealer);
  const { valid, outdated } = await checkPassword(row?.password_hash, input.password, peppers);
  const account = valid && row ? await loadAccount(context, { id: row.id }) : undefined;
  if (!account || !row) {
    const waits = [
      await recordFailure(context, accountKey, context.accounts.accountDelay),
      await recordFailure(context, addressKey, context.accounts.addressDelay),
    ];
    await recordAudit(context, {
      kind: 'sign_in',
      outcome: 'failure',
      actor: { userId: row?.id ?? null, email },
      address,
      details: { reason: 'invalid_credentials', nextWaitSeconds: Math.max(...waits) },
    });
    throw new HttpError(401, 'INVALID_CREDENTIALS', shellMessages.signInUnauthorized);
  }
  await clearFailures(context, accountKey);
  // A hash from before the pepper (or under an older sealing key) is made again now, while the password is at hand.
  if (outdated) await upgradeHash(context, row.id, row.password_hash, await hashPassword(input.password, peppers));
  await rememberAddress(context, account.id, address);
  if (!row.email_verified) {
    // The password is right, so saying why is safe; a fresh link goes to the mailbox (the queue drops repeats).
    await queueAccountMail(context, { purpose: 'email_verification', email });
    await recordAudit(context, {
      kind: 'sign_in',
      outcome: 'refused',
      actor: { userId: account.id, email },
      address,
      details: { reason: 'email_unverified' },
    });
    throw new HttpError(403, 'EMAIL_NOT_VERIFIED', workspaceMessages.signInEmailUnverified, 'email');
  }
  await recordAudit(context, { kind: 'sign_in', outcome: 'success', actor: { userId: account.id, email }, address });
  return openSession(context, account, { twoFactorPending: needsTwoFactor(account), visitorId: input.visitorId });
}

/** Replaces the hash only if it is still the one checked (a password changed meanwhile is not overwritten). */
async function upgradeHash(context: AppContext, userId: string, checked: string | null, upgraded: string): Promise<void> {
  if (checked === null) return;
  await context.db
    .updateTable('users')
    .set({ password_hash: upgraded })
    .where('id', '=', userId)
    .where('password_hash', '=', checked)
    .execute();
}
