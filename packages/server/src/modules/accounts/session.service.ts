import type { CurrentUserResponse, SessionResponse } from '@storykeep/core';
import type { AppContext } from '../../app-context.js';
import type { Actor } from '../../http/actor.js';
import { HttpError, notFound } from '../../http/errors.js';
import { hashToken, newToken } from '../../tokens.js';
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
export async function signOut(context: AppContext, actor: Actor): Promise<void> {
  await context.db.deleteFrom('sessions').where('id', '=', actor.sessionId).execute();
}

/**
 * Swaps a refresh token for a new pair (the old pair stops working). A 401 here means the session is
 * over and the client signs out.
 */
export async function refresh(context: AppContext, refreshToken: string): Promise<SessionResponse> {
  const token = newToken();
  const nextRefresh = newToken();
  const now = context.now().getTime();
  const session = await context.db
    .updateTable('sessions')
    .set({
      access_hash: hashToken(token),
      refresh_hash: hashToken(nextRefresh),
      access_expires_at: new Date(now + context.accounts.accessTokenSeconds * 1000),
    })
    .where('refresh_hash', '=', hashToken(refreshToken))
    .where('refresh_expires_at', '>', context.now())
    .returning(['user_id', 'two_factor_pending'])
    .executeTakeFirst();
  const account = session ? await loadAccount(context, { id: session.user_id }) : undefined;
  if (!session || !account) throw new HttpError(401, 'SESSION_ENDED', 'Your session has ended; sign in again');
  return sessionResponse(context, account, token, nextRefresh, !session.two_factor_pending);
}
