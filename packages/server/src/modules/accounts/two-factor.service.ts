import type { TotpSetupResponse, TwoFactorStatus } from '@storykeep/core';
import type { AppContext } from '../../app-context.js';
import type { Actor } from '../../http/actor.js';
import { forbidden, HttpError, notFound } from '../../http/errors.js';
import { loadAccount, twoFactorStatus } from './account-view.js';
import { assertNotLimited, clearFailures, recordFailure } from './rate-limit.js';
import { newTotpSecret, otpauthUrl, verifyTotp } from './totp.js';
import { openTotpSecret, sealTotpSecret } from './totp-seal.js';

const wrongCode = () => new HttpError(422, 'INVALID_CODE', 'That code is not right; try the newest one', 'code');

async function account(context: AppContext, actor: Actor) {
  const found = await loadAccount(context, { id: actor.userId });
  if (!found) throw notFound('User');
  return found;
}

async function checkCode(context: AppContext, actor: Actor, secret: string | null, code: string): Promise<void> {
  const key = `totp:${actor.userId}`;
  await assertNotLimited(context, [{ key, max: context.accounts.maxFailuresPerAccount }]);
  if (!secret || !verifyTotp(secret, code, Math.floor(context.now().getTime() / 1000))) {
    await recordFailure(context, [key]);
    throw wrongCode();
  }
  await clearFailures(context, key);
}

/** The account's two-factor secrets in the clear (the database keeps them sealed). */
async function secrets(context: AppContext, userId: string) {
  const row = await context.db
    .selectFrom('users')
    .select(['totp_secret', 'totp_pending_secret', 'totp_enabled'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    totp_enabled: row.totp_enabled,
    totp_secret: openTotpSecret(context.sealer, userId, 'totp_secret', row.totp_secret),
    totp_pending_secret: openTotpSecret(context.sealer, userId, 'totp_pending_secret', row.totp_pending_secret),
  };
}

async function completeSession(context: AppContext, actor: Actor): Promise<void> {
  await context.db.updateTable('sessions').set({ two_factor_pending: false }).where('id', '=', actor.sessionId).execute();
}

/**
 * Starts enrolment: a new secret for the authenticator app. A session still waiting for its code may
 * enrol only when the organization forces two-factor and the user has none yet; otherwise a stolen
 * password could replace the real second factor.
 */
export async function setupTwoFactor(context: AppContext, actor: Actor): Promise<TotpSetupResponse> {
  const user = await account(context, actor);
  if (actor.twoFactorPending && user.totp_enabled) throw forbidden('Enter your two-factor code first');
  const secret = newTotpSecret();
  await context.db
    .updateTable('users')
    .set({ totp_pending_secret: sealTotpSecret(context.sealer, actor.userId, 'totp_pending_secret', secret) })
    .where('id', '=', actor.userId)
    .execute();
  return { secret, otpauth_url: otpauthUrl(secret, user.email) };
}

/** Confirms enrolment with a first code; this session then counts as past two-factor. */
export async function enableTwoFactor(context: AppContext, actor: Actor, code: string): Promise<TwoFactorStatus> {
  const stored = await secrets(context, actor.userId);
  if (actor.twoFactorPending && stored.totp_enabled) throw forbidden('Enter your two-factor code first');
  await checkCode(context, actor, stored.totp_pending_secret, code);
  const enrolled = sealTotpSecret(context.sealer, actor.userId, 'totp_secret', stored.totp_pending_secret ?? '');
  await context.db
    .updateTable('users')
    .set({ totp_secret: enrolled, totp_enabled: true, totp_pending_secret: null })
    .where('id', '=', actor.userId)
    .execute();
  await completeSession(context, actor);
  return twoFactorStatus(await account(context, actor), true);
}

/** The sign-in's second step: the code from the authenticator app. */
export async function verifyTwoFactor(context: AppContext, actor: Actor, code: string): Promise<TwoFactorStatus> {
  const stored = await secrets(context, actor.userId);
  if (!stored.totp_enabled) throw new HttpError(409, 'TWO_FACTOR_NOT_SET_UP', 'Set up two-factor authentication first');
  await checkCode(context, actor, stored.totp_secret, code);
  await completeSession(context, actor);
  return twoFactorStatus(await account(context, actor), true);
}

/** Turns two-factor off (with a current code), unless an organization of the user forces it. */
export async function disableTwoFactor(context: AppContext, actor: Actor, code: string): Promise<TwoFactorStatus> {
  const user = await account(context, actor);
  if (user.orgLevel2fa) throw forbidden('Your organization requires two-factor authentication');
  const stored = await secrets(context, actor.userId);
  await checkCode(context, actor, stored.totp_secret, code);
  await context.db.updateTable('users').set({ totp_secret: null, totp_enabled: false }).where('id', '=', actor.userId).execute();
  return twoFactorStatus(await account(context, actor), true);
}
