import type { CurrentUserResponse, SessionResponse } from '@storykeep/core';
import type { AppContext } from '../../context/app-context.js';
import type { Actor } from '../../http/actor.js';
import { HttpError, notFound } from '../../http/errors.js';
import { hashToken, newToken } from '../../tokens.js';
import { recordAudit } from '../audit/audit-log.js';
import { loadAccount, twoFactorStatus } from './account-view.js';
import { sessionResponse } from './session-tokens.js';

/** `GET /current_user`: the account, its organization and two-factor state; remembers the visitor id. */
export async function currentUser(context: AppContext, actor: Actor, visitorId?: string): Promise<CurrentUserResponse> {
  if (visitorId) await context.db.updateTable('users').set({ visitor_id: visitorId }).where('id', '=', actor.userId).execute();
  const account = await loadAccount(context, { id: actor.userId });
  if (!account) throw notFound('User');
  return {
    user_id: account.id,
    email: account.email,
    full_name: account.full_name,
    role: account.role,
    ...(account.visitor_id ? { visitorId: account.visitor_id } : {}),
    organization_info: account.organization_info,
    impersonatedBy: actor.impersonatorId,
    ...twoFactorStatus(account, !actor.twoFactorPending),
    mustChangePassword: actor.passwordChangePending,
  };
}

/** Ends the session of this token. */
export async function signOut(context: AppContext, actor: Actor, address?: string): Promise<void> {
  await context.db.deleteFrom('sessions').where('id', '=', actor.sessionId).execute();
  await recordAudit(context, { kind: 'sign_out', outcome: 'success', actor: { userId: actor.userId, email: actor.email }, address });
}

const sessionEnded = () => new HttpError(401, 'SESSION_ENDED', 'Your session has ended; sign in again');

/**
 * Swaps a refresh token for a new pair (the old pair stops working). A 401 here means the session is over and the
 * client signs out. A refresh token that was already swapped is a copy in someone else's hands (or the owner's, with
 * the thief already using the new one): its whole session ends, so neither can go on with it.
 */
export async function refresh(context: AppContext, refreshToken: string, address?: string): Promise<SessionResponse> {
  const token = newToken();
  const nextRefresh = newToken();
  const presented = hashToken(refreshToken);
  const now = context.now().getTime();
  const session = await context.db
    .updateTable('sessions')
    .set({
      access_hash: hashToken(token),
      refresh_hash: hashToken(nextRefresh),
      access_expires_at: new Date(now + context.accounts.accessTokenSeconds * 1000),
    })
    .where('refresh_hash', '=', presented)
    .where('refresh_expires_at', '>', context.now())
    .returning(['id', 'user_id', 'two_factor_pending', 'refresh_expires_at'])
    .executeTakeFirst();
  if (!session) {
    const spent = await context.db
      .selectFrom('spent_refresh_tokens as t')
      .innerJoin('sessions as s', 's.id', 't.session_id')
      .select(['s.id', 's.user_id'])
      .where('t.refresh_hash', '=', presented)
      .executeTakeFirst();
    if (spent) {
      await context.db.deleteFrom('sessions').where('id', '=', spent.id).execute();
      await recordAudit(context, {
        kind: 'session.refresh_reuse',
        outcome: 'refused',
        actor: { userId: spent.user_id },
        address,
        details: { sessionEnded: true },
      });
    }
    throw sessionEnded();
  }
  await context.db
    .insertInto('spent_refresh_tokens')
    .values({ refresh_hash: presented, session_id: session.id, expires_at: session.refresh_expires_at })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const account = await loadAccount(context, { id: session.user_id });
  if (!account) throw sessionEnded();
  return sessionResponse(context, account, token, nextRefresh, !session.two_factor_pending);
}
