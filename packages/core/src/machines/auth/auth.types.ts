import type { AuthState, CurrentUser } from '../../model/auth.schema.js';
import type { StoredAuthTokens } from '../../ports/device-storage.port.js';

/** The current user plus the account's two-factor settings, as `GET /current_user` and sign-in answer them. */
export interface AuthUser
  extends CurrentUser,
    Partial<
      Pick<AuthState, 'is2FA' | 'api_version' | 'orgLevel2faEnabled' | 'twofactorAuthenticationEnabled' | 'forceTwofactorAuthentication'>
    > {
  /** The account's password was made for it: the server answers nothing else until a new one is chosen. */
  mustChangePassword?: boolean;
}

/** What a successful sign-in gives. */
export interface AuthSession {
  token: string;
  refreshToken?: string | null;
  user: AuthUser;
}

/** A renewed or switched access token, with the refresh token that goes with it. */
export interface AuthTokens {
  token: string;
  refreshToken?: string | null;
}

/** What the device remembered from the last session. */
export interface AuthMachineInput {
  tokens: StoredAuthTokens | null;
  visitorId?: string | null;
}

/** Which request failed, kept so the screen can pick the catalogue message (e.g. 401 on sign-in). */
export interface AuthFailure {
  during: 'signIn' | 'impersonate';
  cause: unknown;
}

export interface AuthContext extends AuthState {
  refreshToken: string | null;
  /** The admin's own refresh token, kept with superToken while impersonating. */
  superRefreshToken: string | null;
  /** The location the user asked for before being sent to sign in. */
  requestedLocation: string | null;
  /** Where to go once the user is authenticated (after sign-in, or /admin after 'Return to Self'). */
  pendingNavigation: string | null;
  failure: AuthFailure | null;
  /** Signed in with a password made for the account: the next step is choosing one (`awaitingPasswordChange`). */
  mustChangePassword: boolean;
}

export type AuthEvent =
  | { type: 'auth.signIn'; email: string; password: string }
  /** A token obtained outside the sign-in form (registration, magic link, SSO, ticket). */
  | { type: 'auth.tokenReceived'; token: string; refreshToken?: string | null }
  | { type: 'auth.signOut' }
  | { type: 'auth.requireLogin'; from: string }
  | { type: 'auth.twoFactorCompleted' }
  /** The account's own password was changed; a forced change lets the sign-in finish. */
  | { type: 'auth.passwordChanged' }
  /** The account page changed the person's name or two-factor setting. */
  | { type: 'auth.accountChanged'; full_name?: string; twofactorAuthenticationEnabled?: boolean }
  | { type: 'auth.impersonate'; email: string }
  | { type: 'auth.returnToSelf' }
  | { type: 'auth.refreshToken' };

export interface LoadCurrentUserInput {
  token: string;
  visitorId: string | null;
}

export interface SignInInput {
  email: string;
  password: string;
  visitorId: string | null;
}

export interface SwitchUserInput {
  email: string;
  /** The admin's own token, which authorizes the switch. */
  token: string;
}

export interface RefreshTokenInput {
  token: string;
  refreshToken: string | null;
}
