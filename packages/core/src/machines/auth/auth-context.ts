import { INITIAL_AUTH_STATE } from '../../model/auth-state.js';
import type { StoredAuthTokens } from '../../ports/device-storage.port.js';
import type { AuthContext, AuthMachineInput, AuthUser } from './auth.types.js';

/** The context before anything was tried: the stored tokens, pending until the current user is loaded. */
export function initialAuthContext(input: AuthMachineInput): AuthContext {
  return {
    ...INITIAL_AUTH_STATE,
    token: input.tokens?.access_token ?? null,
    superToken: input.tokens?.super_token ?? null,
    refreshToken: input.tokens?.refresh_token ?? null,
    superRefreshToken: input.tokens?.super_refresh_token ?? null,
    is2FACompleted: input.tokens?.is2FACompleted ?? false,
    visitorId: input.visitorId ?? null,
    requestedLocation: null,
    pendingNavigation: null,
    failure: null,
    mustChangePassword: false,
  };
}

/** Everything forgotten on sign-out except what belongs to the device or the pending redirect. */
export function signedOutContext(context: AuthContext): AuthContext {
  return {
    ...INITIAL_AUTH_STATE,
    authenticationPending: false,
    refreshToken: null,
    superRefreshToken: null,
    visitorId: context.visitorId,
    requestedLocation: context.requestedLocation,
    pendingNavigation: null,
    failure: context.failure,
    mustChangePassword: false,
  };
}

/** The user's fields copied into the auth state. */
export function withUser(context: AuthContext, user: AuthUser): Partial<AuthContext> {
  return {
    full_name: user.full_name,
    user_id: user.user_id,
    email: user.email,
    role: user.role,
    organization_info: user.organization_info ?? null,
    visitorId: user.visitorId ?? context.visitorId,
    is2FA: user.is2FA ?? context.is2FA,
    api_version: user.api_version ?? context.api_version,
    orgLevel2faEnabled: user.orgLevel2faEnabled ?? false,
    twofactorAuthenticationEnabled: user.twofactorAuthenticationEnabled ?? false,
    forceTwofactorAuthentication: user.forceTwofactorAuthentication ?? false,
    mustChangePassword: user.mustChangePassword ?? false,
  };
}

/** What the device should keep for this context (null once signed out). */
export function storedTokensOf(context: AuthContext): StoredAuthTokens | null {
  if (!context.token) return null;
  return {
    access_token: context.token,
    refresh_token: context.refreshToken,
    super_token: context.superToken,
    super_refresh_token: context.superRefreshToken,
    is2FACompleted: context.is2FACompleted,
  };
}
