import {
  type AccountApi,
  type CurrentUserResponse,
  CurrentUserResponseSchema,
  type InviteKind,
  OkResponseSchema,
  type PasswordUpdateRequest,
  type RegisterRequest,
  type RegistrationResponse,
  RegistrationResponseSchema,
  type SessionResponse,
  SessionResponseSchema,
  type SignInRequest,
  type SsoConfigResponse,
  SsoConfigResponseSchema,
  type TotpSetupResponse,
  TotpSetupResponseSchema,
  type TwoFactorStatus,
  TwoFactorStatusSchema,
} from '@storykeep/core';
import { inject, injectable } from 'inversify';
import { HttpClient } from './http-client.js';
import { currentUserPath } from './read-paths.js';

/** AccountApi over HTTP: `/signin`, `/current_user`, registration, recovery, magic link, refresh, switch user, two-factor. */
@injectable()
export class HttpAccountApi implements AccountApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  signIn(request: SignInRequest): Promise<SessionResponse> {
    return this.http.request('POST', '/signin', SessionResponseSchema, request);
  }

  currentUser(visitorId?: string | null): Promise<CurrentUserResponse> {
    return this.http.request('GET', currentUserPath(visitorId), CurrentUserResponseSchema);
  }

  async signOut(): Promise<void> {
    await this.http.request('POST', '/signout', OkResponseSchema);
  }

  register(request: RegisterRequest, kind: InviteKind): Promise<RegistrationResponse> {
    const path = kind === 'manager' ? '/registermanagerbyinvite' : '/registerbyinvite';
    return this.http.request('POST', path, RegistrationResponseSchema, request);
  }

  async sendPasswordRecovery(email: string): Promise<void> {
    await this.http.request('POST', '/send-password-recovery-email', OkResponseSchema, { email });
  }

  updatePassword(request: PasswordUpdateRequest): Promise<SessionResponse> {
    return this.http.request('POST', '/password/update', SessionResponseSchema, request);
  }

  async sendMagicLink(email: string): Promise<void> {
    await this.http.request('POST', '/magic-link/send', OkResponseSchema, { email });
  }

  signInWithMagicLink(token: string, visitorId?: string | null): Promise<SessionResponse> {
    return this.http.request('POST', '/magic-link', SessionResponseSchema, visitorId ? { token, visitorId } : { token });
  }

  refresh(refreshToken: string): Promise<SessionResponse> {
    return this.http.request('POST', '/auth/refresh', SessionResponseSchema, { refresh_token: refreshToken });
  }

  switchUser(email: string): Promise<SessionResponse> {
    return this.http.request('POST', '/auth/switchUser', SessionResponseSchema, { email });
  }

  setupTwoFactor(currentCode?: string): Promise<TotpSetupResponse> {
    return this.http.request('POST', '/auth/2fa/setup', TotpSetupResponseSchema, currentCode ? { code: currentCode } : undefined);
  }

  enableTwoFactor(code: string): Promise<TwoFactorStatus> {
    return this.http.request('POST', '/auth/2fa/enable', TwoFactorStatusSchema, { code });
  }

  verifyTwoFactor(code: string): Promise<TwoFactorStatus> {
    return this.http.request('POST', '/auth/2fa/verify', TwoFactorStatusSchema, { code });
  }

  disableTwoFactor(code: string): Promise<TwoFactorStatus> {
    return this.http.request('POST', '/auth/2fa/disable', TwoFactorStatusSchema, { code });
  }

  ssoConfig(): Promise<SsoConfigResponse> {
    return this.http.request('GET', '/auth/sso/config', SsoConfigResponseSchema);
  }

  ssoStartAddress(): string {
    return this.http.addressOf('/auth/sso/start');
  }

  signInWithSso(code: string, visitorId?: string | null): Promise<SessionResponse> {
    return this.http.request('POST', '/auth/sso/exchange', SessionResponseSchema, visitorId ? { code, visitorId } : { code });
  }
}
