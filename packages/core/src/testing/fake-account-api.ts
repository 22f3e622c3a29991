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
import type { OrganizationInfo } from '../model/auth.schema.js';
import type { Role } from '../model/role.schema.js';
import type { AccountApi, InviteKind } from '../ports/account-api.port.js';
import { apiFailure } from '../ports/api-failure.port.js';

/** An account the fake knows, with its password and (for forced two-factor) the code it accepts. */
export interface FakeAccount {
  user_id: string;
  email: string;
  full_name: string;
  role: Role;
  password: string;
  totpCode?: string;
  forceTwoFactor?: boolean;
  /** The password was made for the account: sessions report that a new one is due. */
  mustChangePassword?: boolean;
  /** The organization `current_user` names; none unless given. */
  organization_info?: OrganizationInfo | null;
}

const NO_TWO_FACTOR: TwoFactorStatus = {
  is2FA: false,
  is2FASuccess: false,
  is2FACompleted: true,
  orgLevel2faEnabled: false,
  twofactorAuthenticationEnabled: false,
  forceTwofactorAuthentication: false,
};

/**
 * In-memory AccountApi: sign-in checks the password (401 otherwise), registration refuses a known e-mail (422) and
 * makes a guest from a ticket code, switching to an unknown user answers 404. `currentToken` plays the HTTP client's Authorization header.
 */
export class FakeAccountApi implements AccountApi {
  readonly accounts = new Map<string, FakeAccount>();
  readonly sessions = new Map<string, string>();
  readonly recoveryMails: string[] = [];
  readonly magicLinks: string[] = [];
  /** What `ssoConfig` answers; single sign-on is off unless a test turns it on. */
  sso: SsoConfigResponse = { enabled: false, name: null };
  /** Login codes single sign-on would hand out, each usable once, by the e-mail it signs in. */
  readonly ssoCodes = new Map<string, string>();
  /** The token requests carry, like the HTTP client's Authorization header; `readTokenFrom` makes it live. */
  currentToken: string | null = null;
  private tokenSource: (() => string | null) | null = null;
  failWith: Error | null = null;
  /** Unused tickets: like the server, a user registration with one of these as its code makes a guest. */
  readonly ticketCodes = new Set<string>();
  readonly registrations: RegisterRequest[] = [];
  private counter = 0;

  constructor(accounts: FakeAccount[] = []) {
    for (const account of accounts) this.accounts.set(account.email, account);
  }

  /** Reads the request token from elsewhere (e.g. the auth actor's context), as the real HTTP client does. */
  readTokenFrom(source: () => string | null): void {
    this.tokenSource = source;
  }

  async signIn(request: SignInRequest): Promise<SessionResponse> {
    this.throwIfFailing();
    const account = this.accounts.get(request.email);
    if (!account || account.password !== request.password) throw apiFailure(401, 'UNAUTHORIZED', 'Unknown email or invalid password');
    return this.open(account);
  }

  async currentUser(): Promise<CurrentUserResponse> {
    this.throwIfFailing();
    const account = this.signedIn();
    return {
      ...this.userOf(account),
      ...this.twoFactorOf(account),
      impersonatedBy: null,
      mustChangePassword: account.mustChangePassword ?? false,
    };
  }

  async signOut(): Promise<void> {
    const token = this.tokenSource ? this.tokenSource() : this.currentToken;
    if (token) this.sessions.delete(token);
  }

  /** A new account waits for its address: its confirmation link's token is the e-mail (see `signInWithMagicLink`). */
  async register(request: RegisterRequest, kind: InviteKind): Promise<RegistrationResponse> {
    this.throwIfFailing();
    if (this.accounts.has(request.email)) throw apiFailure(422, 'EMAIL_TAKEN', 'This email is already registered');
    this.registrations.push(request);
    const byTicket = kind === 'user' && this.ticketCodes.has(request.code);
    const account: FakeAccount = {
      user_id: `u${this.accounts.size + 1}`,
      email: request.email,
      full_name: request.fullname,
      role: byTicket ? 'guest' : kind === 'manager' ? 'manager' : 'user',
      password: request.password,
    };
    this.accounts.set(account.email, account);
    return { status: 'verification_sent', email: account.email };
  }

  async sendPasswordRecovery(email: string): Promise<void> {
    this.throwIfFailing();
    this.recoveryMails.push(email);
  }

  async updatePassword(request: PasswordUpdateRequest): Promise<SessionResponse> {
    this.throwIfFailing();
    if (request.password !== request.password_confirm)
      throw apiFailure(422, 'PASSWORDS_DIFFER', 'The passwords differ', 'password_confirm');
    const account = this.accounts.get(request.token);
    if (!account) throw apiFailure(400, 'BAD_TOKEN', 'This link is no longer valid');
    account.password = request.password;
    return this.open(account);
  }

  async sendMagicLink(email: string): Promise<void> {
    this.throwIfFailing();
    this.magicLinks.push(email);
  }

  async signInWithMagicLink(token: string): Promise<SessionResponse> {
    this.throwIfFailing();
    const account = this.accounts.get(token);
    if (!account) throw apiFailure(400, 'BAD_TOKEN', 'This link is no longer valid');
    return this.open(account);
  }

  async refresh(refreshToken: string): Promise<SessionResponse> {
    const email = this.sessions.get(refreshToken.replace(/^refresh-/, ''));
    const account = email ? this.accounts.get(email) : undefined;
    if (!account) throw apiFailure(401, 'SESSION_ENDED', 'Your session has ended; sign in again');
    return this.open(account);
  }

  async switchUser(email: string): Promise<SessionResponse> {
    this.throwIfFailing();
    if (this.signedIn().role !== 'admin') throw apiFailure(403, 'FORBIDDEN', 'Admins only');
    const account = this.accounts.get(email);
    if (!account) throw apiFailure(404, 'NOT_FOUND', 'User not found');
    return this.open(account);
  }

  async setupTwoFactor(): Promise<TotpSetupResponse> {
    const account = this.signedIn();
    return { secret: 'JBSWY3DPEHPK3PXPJBSWY3DP', otpauth_url: `otpauth://totp/Storykeep:${account.email}?secret=JBSWY3DPEHPK3PXP` };
  }

  async enableTwoFactor(code: string): Promise<TwoFactorStatus> {
    const account = this.signedIn();
    account.totpCode = code;
    return { ...this.twoFactorOf(account), twofactorAuthenticationEnabled: true };
  }

  async verifyTwoFactor(code: string): Promise<TwoFactorStatus> {
    const account = this.signedIn();
    if (account.totpCode !== code) throw apiFailure(422, 'WRONG_CODE', 'Wrong code', 'code');
    return { ...this.twoFactorOf(account), is2FASuccess: true, is2FACompleted: true };
  }

  async disableTwoFactor(code: string): Promise<TwoFactorStatus> {
    const account = this.signedIn();
    if (account.totpCode !== code) throw apiFailure(422, 'WRONG_CODE', 'Wrong code', 'code');
    delete account.totpCode;
    return NO_TWO_FACTOR;
  }

  async ssoConfig(): Promise<SsoConfigResponse> {
    this.throwIfFailing();
    return this.sso;
  }

  ssoStartAddress(): string {
    return '/api/auth/sso/start';
  }

  async signInWithSso(code: string): Promise<SessionResponse> {
    this.throwIfFailing();
    const account = this.accounts.get(this.ssoCodes.get(code) ?? '');
    this.ssoCodes.delete(code);
    if (!account) throw apiFailure(400, 'BAD_REQUEST', 'This sign-in has expired or was already used. Start again.', 'code');
    return this.open(account);
  }

  private throwIfFailing(): void {
    if (this.failWith) throw this.failWith;
  }

  private signedIn(): FakeAccount {
    const token = this.tokenSource ? this.tokenSource() : this.currentToken;
    const email = token ? this.sessions.get(token) : undefined;
    const account = email ? this.accounts.get(email) : undefined;
    if (!account) throw apiFailure(401, 'UNAUTHORIZED', 'Sign in first');
    return account;
  }

  private userOf(account: FakeAccount) {
    return {
      user_id: account.user_id,
      email: account.email,
      full_name: account.full_name,
      role: account.role,
      organization_info: account.organization_info ?? null,
    };
  }

  private twoFactorOf(account: FakeAccount): TwoFactorStatus {
    const forced = account.forceTwoFactor ?? false;
    return { ...NO_TWO_FACTOR, is2FA: forced, is2FACompleted: !forced, forceTwofactorAuthentication: forced, orgLevel2faEnabled: forced };
  }

  /** Opens a session without a password, e.g. for a test that starts signed in; answers its token. */
  sessionFor(email: string): string {
    const account = this.accounts.get(email);
    if (!account) throw new Error(`no fake account ${email}`);
    return this.open(account).token;
  }

  private open(account: FakeAccount): SessionResponse {
    this.counter += 1;
    const token = `token-${this.counter}`;
    this.sessions.set(token, account.email);
    return {
      token,
      refresh_token: `refresh-${token}`,
      expires_in: 3600,
      ...this.userOf(account),
      visitorId: null,
      api_version: 'test',
      ...this.twoFactorOf(account),
      mustChangePassword: account.mustChangePassword ?? false,
    };
  }
}
