import { randomUUID } from 'node:crypto';
import type { OrganizationInfo, Role, SessionResponse, TwoFactorStatus } from '@storykeep/core';
import type { AppContext } from '../context.js';
import { hashToken, newToken } from './tokens.js';

/** An account and what its answers need: its first organization and whether any organization forces 2FA. */
export interface AccountView {
  id: string;
  email: string;
  full_name: string;
  role: Role;
  visitor_id: string | null;
  totp_enabled: boolean;
  organization_info: OrganizationInfo | null;
  orgLevel2fa: boolean;
}

/** Loads an account by id or e-mail (e-mails are stored lowercase). */
export async function loadAccount(context: AppContext, by: { id: string } | { email: string }): Promise<AccountView | undefined> {
  let query = context.db.selectFrom('users').select(['id', 'email', 'full_name', 'role', 'visitor_id', 'totp_enabled']);
  query = 'id' in by ? query.where('id', '=', by.id) : query.where('email', '=', by.email.toLowerCase());
  const user = await query.executeTakeFirst();
  if (!user) return undefined;
  const organizations = await context.db
    .selectFrom('organization_members as m')
    .innerJoin('organizations as o', 'o.id', 'm.organization_id')
    .select(['o.code', 'o.name', 'o.force_two_factor'])
    .where('m.user_id', '=', user.id)
    .orderBy('m.created_at')
    .orderBy('o.code')
    .execute();
  const first = organizations[0];
  return {
    ...user,
    organization_info: first ? { organizational_code: first.code, organization_name: first.name } : null,
    orgLevel2fa: organizations.some((o) => o.force_two_factor),
  };
}

/** Whether a sign-in of this account must pass a TOTP code before it counts. */
export function needsTwoFactor(account: AccountView): boolean {
  return account.totp_enabled || account.orgLevel2fa;
}

/** The two-factor fields of an answer, for a session that is (or is not yet) past its code. */
export function twoFactorStatus(account: AccountView, completed: boolean): TwoFactorStatus {
  const is2FA = needsTwoFactor(account);
  return {
    is2FA,
    is2FASuccess: is2FA && completed,
    is2FACompleted: completed,
    orgLevel2faEnabled: account.orgLevel2fa,
    twofactorAuthenticationEnabled: account.totp_enabled,
    forceTwofactorAuthentication: account.orgLevel2fa && !account.totp_enabled,
  };
}

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
  };
}
