import { randomUUID } from 'node:crypto';
import type { SessionResponse } from '@storykeep/core';
import type { AppContext } from '../../context/app-context.js';
import { hashToken, newToken } from '../../tokens.js';
import { type AccountView, twoFactorStatus } from './account-view.js';

interface SessionOptions {
  twoFactorPending: boolean;
  impersonatorId?: string;
  visitorId?: string | undefined;
}

/** Opens a session (a fresh access and refresh token) for the account and answers it. */
export async function openSession(context: AppContext, account: AccountView, options: SessionOptions): Promise<SessionResponse> {
  const token = newToken();
  const refreshToken = newToken();
  const now = context.now().getTime();
  await context.db
    .insertInto('sessions')
    .values({
      id: randomUUID(),
      user_id: account.id,
      access_hash: hashToken(token),
      refresh_hash: hashToken(refreshToken),
      access_expires_at: new Date(now + context.accounts.accessTokenSeconds * 1000),
      refresh_expires_at: new Date(now + context.accounts.refreshTokenSeconds * 1000),
      two_factor_pending: options.twoFactorPending,
      impersonator_id: options.impersonatorId ?? null,
      created_at: context.now(),
    })
    .execute();
  if (options.visitorId && options.visitorId !== account.visitor_id) {
    await context.db.updateTable('users').set({ visitor_id: options.visitorId }).where('id', '=', account.id).execute();
  }
  return sessionResponse(context, account, token, refreshToken, !options.twoFactorPending, options.visitorId);
}

/** The answer that hands a session's tokens to the client, with the account and its two-factor state. */
export function sessionResponse(
  context: AppContext,
  account: AccountView,
  token: string,
  refreshToken: string,
  completed: boolean,
  visitorId?: string,
): SessionResponse {
  return {
    token,
    refresh_token: refreshToken,
    expires_in: context.accounts.accessTokenSeconds,
    user_id: account.id,
    email: account.email,
    full_name: account.full_name,
    role: account.role,
    organization_info: account.organization_info,
    visitorId: visitorId ?? account.visitor_id,
    api_version: context.apiVersion,
    ...twoFactorStatus(account, completed),
    mustChangePassword: account.must_change_password,
  };
}
