import type {
  CurrentUserResponse,
  PasswordUpdateRequest,
  RegisterRequest,
  RegistrationResponse,
  SessionResponse,
  SignInRequest,
  TotpSetupResponse,
  TwoFactorStatus,
} from '../model/api/account.api.js';
import type { SsoConfigResponse } from '../model/api/sso.api.schema.js';

/** Which invitation a registration redeems: a plain user's or a manager's. */
export type InviteKind = 'user' | 'manager';

/**
 * The account calls of docs/product/api.md, sign-out, refresh, magic link and two-factor included.
 * Calls needing a session use the token the HTTP client is configured with.
 */
export const AccountApi = Symbol('AccountApi');
export interface AccountApi {
  signIn(request: SignInRequest): Promise<SessionResponse>;
  currentUser(visitorId?: string | null): Promise<CurrentUserResponse>;
  signOut(): Promise<void>;
  /** 422 when the e-mail is already registered. The account is active once the e-mailed link is opened. */
  register(request: RegisterRequest, kind: InviteKind): Promise<RegistrationResponse>;
  sendPasswordRecovery(email: string): Promise<void>;
  updatePassword(request: PasswordUpdateRequest): Promise<SessionResponse>;
  sendMagicLink(email: string): Promise<void>;
  signInWithMagicLink(token: string, visitorId?: string | null): Promise<SessionResponse>;
  /** Rejects when the session is over. */
  refresh(refreshToken: string): Promise<SessionResponse>;
  /** Admin only; 404 when no user has this e-mail. */
  switchUser(email: string): Promise<SessionResponse>;
  /** `currentCode`: a code of the authenticator in use, required while two-factor is on. */
  setupTwoFactor(currentCode?: string): Promise<TotpSetupResponse>;
  enableTwoFactor(code: string): Promise<TwoFactorStatus>;
  /** 422 when the code is wrong. */
  verifyTwoFactor(code: string): Promise<TwoFactorStatus>;
  disableTwoFactor(code: string): Promise<TwoFactorStatus>;
  /** Whether single sign-on is set up on the server, and its provider's name. */
  ssoConfig(): Promise<SsoConfigResponse>;
  /** Where the browser goes to start single sign-on (a full page load: the server redirects to the provider). */
  ssoStartAddress(): string;
  /** Signs in with the single-use login code single sign-on sent the browser back with; 400 when used or expired. */
  signInWithSso(code: string, visitorId?: string | null): Promise<SessionResponse>;
}
