import type { TotpSetupResponse, TwoFactorStatus } from '@storykeep/core';
import { workspaceMessages } from '@storykeep/core';
import { sql } from 'kysely';
import type { AppContext } from '../../context/app-context.js';
import type { Actor } from '../../http/actor.js';
import { forbidden, HttpError, notFound } from '../../http/errors.js';
import { type AuditEntry, recordAudit } from '../audit/audit-log.js';
import { queueAccountNotice } from './account-notice.jobs.js';
import { loadAccount, twoFactorStatus } from './account-view.js';
import { assertNoDelay, clearFailures, recordFailure } from './sign-in-delays.js';
import { newTotpSecret, otpauthUrl, totpStep } from './totp.js';
import { openTotpSecret, sealTotpSecret } from './totp-seal.js';

const wrongCode = () => new HttpError(422, 'INVALID_CODE', 'That code is not right; try the newest one', 'code');
const usedCode = () => new HttpError(422, 'CODE_USED', workspaceMessages.twoFactorCodeUsed, 'code');

async function account(context: AppContext, actor: Actor) {
  const found = await loadAccount(context, { id: actor.userId });
  if (!found) throw notFound('User');
  return found;
}

const who = (actor: Actor): AuditEntry['actor'] => ({ userId: actor.userId, email: actor.email, impersonatorId: actor.impersonatorId });

/**
 * Checks a code and uses up its time step: a code is accepted once. The step is stored with a conditional update, so
 * two requests racing with the same code cannot both pass. Wrong codes slow the account down (growing waits).
 */
async function checkCode(
  context: AppContext,
  actor: Actor,
  secret: string | null,
  code: string,
  kind: AuditEntry['kind'],
  address: string | undefined,
): Promise<void> {
  const key = `totp:${actor.userId}`;
  await assertNoDelay(context, key);
  const step = secret ? totpStep(secret, code, Math.floor(context.now().getTime() / 1000)) : null;
  if (step === null) {
    await recordFailure(context, key, context.accounts.twoFactorDelay);
    await recordAudit(context, { kind, outcome: 'failure', actor: who(actor), address, details: { reason: 'wrong_code' } });
    throw wrongCode();
  }
  const taken = await context.db
    .updateTable('users')
    .set({ totp_last_step: step })
    .where('id', '=', actor.userId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', sql<number>`${step}`)]))
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) === 0) {
    await recordAudit(context, { kind, outcome: 'refused', actor: who(actor), address, details: { reason: 'code_reused' } });
    throw usedCode();
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
 * Starts enrolment: a new secret for the authenticator app. While two-factor is on, only a code from the current
 * authenticator lets a new one replace it, so a stolen session cannot swap in its own. A session still waiting for
 * its code may enrol only when the organization forces two-factor and the user has none yet.
 */
export async function setupTwoFactor(
  context: AppContext,
  actor: Actor,
  currentCode?: string,
  address?: string,
): Promise<TotpSetupResponse> {
  const user = await account(context, actor);
  if (actor.twoFactorPending && user.totp_enabled) throw forbidden('Enter your two-factor code first');
  if (user.totp_enabled) {
    if (!currentCode) throw new HttpError(422, 'CURRENT_CODE_REQUIRED', workspaceMessages.twoFactorCurrentCodeNeeded, 'code');
    const stored = await secrets(context, actor.userId);
    await checkCode(context, actor, stored.totp_secret, currentCode, 'two_factor.setup', address);
  }
  const secret = newTotpSecret();
  await context.db
    .updateTable('users')
    .set({ totp_pending_secret: sealTotpSecret(context.sealer, actor.userId, 'totp_pending_secret', secret) })
    .where('id', '=', actor.userId)
    .execute();
  await recordAudit(context, {
    kind: 'two_factor.setup',
    outcome: 'success',
    actor: who(actor),
    address,
    details: { replacing: user.totp_enabled },
  });
  return { secret, otpauth_url: otpauthUrl(secret, user.email) };
}

/**
 * Confirms enrolment with a first code; this session then counts as past two-factor. The holder is told by mail that
 * two-factor is now on, or that its authenticator was replaced.
 */
export async function enableTwoFactor(context: AppContext, actor: Actor, code: string, address?: string): Promise<TwoFactorStatus> {
  const stored = await secrets(context, actor.userId);
  if (actor.twoFactorPending && stored.totp_enabled) throw forbidden('Enter your two-factor code first');
  await checkCode(context, actor, stored.totp_pending_secret, code, 'two_factor.enable', address);
  const enrolled = sealTotpSecret(context.sealer, actor.userId, 'totp_secret', stored.totp_pending_secret ?? '');
  await context.db
    .updateTable('users')
    .set({ totp_secret: enrolled, totp_enabled: true, totp_pending_secret: null })
    .where('id', '=', actor.userId)
    .execute();
  await completeSession(context, actor);
  await recordAudit(context, { kind: 'two_factor.enable', outcome: 'success', actor: who(actor), address });
  await queueAccountNotice(context, stored.totp_enabled ? 'two_factor_replace' : 'two_factor_enable', actor.userId);
  return twoFactorStatus(await account(context, actor), true);
}

/** The sign-in's second step: the code from the authenticator app. */
export async function verifyTwoFactor(context: AppContext, actor: Actor, code: string, address?: string): Promise<TwoFactorStatus> {
  const stored = await secrets(context, actor.userId);
  if (!stored.totp_enabled) throw new HttpError(409, 'TWO_FACTOR_NOT_SET_UP', 'Set up two-factor authentication first');
  await checkCode(context, actor, stored.totp_secret, code, 'two_factor.verify', address);
  await completeSession(context, actor);
  await recordAudit(context, { kind: 'two_factor.verify', outcome: 'success', actor: who(actor), address });
  return twoFactorStatus(await account(context, actor), true);
}

/** Turns two-factor off (with a current code), unless an organization of the user forces it; the holder is told by mail. */
export async function disableTwoFactor(context: AppContext, actor: Actor, code: string, address?: string): Promise<TwoFactorStatus> {
  const user = await account(context, actor);
  if (user.orgLevel2fa) throw forbidden('Your organization requires two-factor authentication');
  const stored = await secrets(context, actor.userId);
  await checkCode(context, actor, stored.totp_secret, code, 'two_factor.disable', address);
  await context.db.updateTable('users').set({ totp_secret: null, totp_enabled: false }).where('id', '=', actor.userId).execute();
  await recordAudit(context, { kind: 'two_factor.disable', outcome: 'success', actor: who(actor), address });
  await queueAccountNotice(context, 'two_factor_disable', actor.userId);
  return twoFactorStatus(await account(context, actor), true);
}
