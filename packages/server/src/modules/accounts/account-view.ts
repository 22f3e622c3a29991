import { normalizeEmail, type OrganizationInfo, type Role, type TwoFactorStatus } from '@storykeep/core';
import type { AppContext } from '../../context/app-context.js';

/** An account and what its answers need: its first organization and whether any organization forces 2FA. */
export interface AccountView {
  id: string;
  email: string;
  full_name: string;
  role: Role;
  visitor_id: string | null;
  totp_enabled: boolean;
  /** A password made for the account is still in use: the next step is choosing one. */
  must_change_password: boolean;
  organization_info: OrganizationInfo | null;
  orgLevel2fa: boolean;
}

/** Loads an account by id or e-mail (e-mails are stored normalised). */
export async function loadAccount(context: AppContext, by: { id: string } | { email: string }): Promise<AccountView | undefined> {
  let query = context.db
    .selectFrom('users')
    .select(['id', 'email', 'full_name', 'role', 'visitor_id', 'totp_enabled', 'must_change_password']);
  query = 'id' in by ? query.where('id', '=', by.id) : query.where('email', '=', normalizeEmail(by.email));
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
