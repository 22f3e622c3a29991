import { z } from 'zod';
import { CurrentUserSchema, OrganizationInfoSchema } from '../auth.schema.js';
import { EmailAddressSchema } from '../email-address.schema.js';
import { IdSchema } from '../primitives.schema.js';
import { RoleSchema } from '../role.schema.js';
import { GivenPasswordSchema, NewPasswordSchema } from './new-password.schema.js';

const VisitorId = z.string().min(1).max(200);

/** `POST /signin`. */
export const SignInRequestSchema = z.strictObject({
  email: EmailAddressSchema,
  password: GivenPasswordSchema,
  visitorId: VisitorId.optional(),
});
export type SignInRequest = z.infer<typeof SignInRequestSchema>;

/** The two-factor part of a session, as sign-in and `current_user` report it. */
export const TwoFactorStatusSchema = z.object({
  /** Two-factor applies to this session (the user opted in, or the organization forces it). */
  is2FA: z.boolean(),
  /** The last code sent was right. */
  is2FASuccess: z.boolean(),
  /** This session has passed two-factor (or never needed it); until then only the two-factor calls answer. */
  is2FACompleted: z.boolean(),
  orgLevel2faEnabled: z.boolean(),
  twofactorAuthenticationEnabled: z.boolean(),
  forceTwofactorAuthentication: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>;

/** A new session: sign-in, registration, magic link, password update, refresh and impersonation answer with it. */
export const SessionResponseSchema = z.object({
  token: z.string().min(1),
  refresh_token: z.string().min(1),
  /** Seconds until `token` expires; refresh before then with `POST /auth/refresh`. */
  expires_in: z.number().int().positive(),
  user_id: IdSchema,
  email: z.email(),
  full_name: z.string(),
  role: RoleSchema,
  organization_info: OrganizationInfoSchema.nullable(),
  visitorId: z.string().nullable(),
  api_version: z.string(),
  ...TwoFactorStatusSchema.shape,
  /** The account's password was made for it (a new administrator): until a new one is chosen only that call answers. */
  mustChangePassword: z.boolean().optional(),
});
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

/** `GET /current_user`. */
export const CurrentUserQuerySchema = z.strictObject({ visitorId: VisitorId.optional() });
export const CurrentUserResponseSchema = CurrentUserSchema.extend({
  ...TwoFactorStatusSchema.shape,
  /** Set while an admin acts as this user. */
  impersonatedBy: IdSchema.nullable(),
  /** The account must choose a new password before anything else answers (see the session's field). */
  mustChangePassword: z.boolean().optional(),
});
export type CurrentUserResponse = z.infer<typeof CurrentUserResponseSchema>;

/** `POST /registerbyinvite` and `POST /registermanagerbyinvite`; 422 when the e-mail is already registered. */
export const RegisterRequestSchema = z.strictObject({
  email: EmailAddressSchema,
  fullname: z.string().trim().min(1).max(200),
  password: NewPasswordSchema,
  code: z.string().min(1).max(200),
  newsletter: z.boolean().optional(),
  visitorId: VisitorId.optional(),
});
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

/**
 * The answer to a registration: the account exists but is not active until its owner opens the link e-mailed to the
 * address (so nobody can register someone else's address and wait for them to sign in).
 */
export const RegistrationResponseSchema = z.object({ status: z.literal('verification_sent'), email: z.string() });
export type RegistrationResponse = z.infer<typeof RegistrationResponseSchema>;

/** `POST /send-password-recovery-email` and `POST /magic-link/send`: both answer ok whether or not the address is known. */
export const EmailRequestSchema = z.strictObject({ email: EmailAddressSchema });
export type EmailRequest = z.infer<typeof EmailRequestSchema>;

/** `POST /password/update`; 422 when the passwords differ, 400 for an unknown or used token. */
export const PasswordUpdateRequestSchema = z.strictObject({
  password: NewPasswordSchema,
  password_confirm: GivenPasswordSchema,
  token: z.string().min(1).max(200),
  visitorId: VisitorId.optional(),
});
export type PasswordUpdateRequest = z.infer<typeof PasswordUpdateRequestSchema>;

/** `POST /magic-link`: signs in with the token from the e-mailed link. */
export const MagicLinkRequestSchema = z.strictObject({ token: z.string().min(1).max(200), visitorId: VisitorId.optional() });
export type MagicLinkRequest = z.infer<typeof MagicLinkRequestSchema>;

/** `POST /auth/refresh`: a 401 means the session is over and the client signs out. */
export const RefreshRequestSchema = z.strictObject({ refresh_token: z.string().min(1).max(200) });
export type RefreshRequest = z.infer<typeof RefreshRequestSchema>;

/** `POST /auth/switchUser` (admin): answers the other user's session; the client keeps its own token as superToken. 404: no such user. */
export const SwitchUserRequestSchema = z.strictObject({ email: EmailAddressSchema });
export type SwitchUserRequest = z.infer<typeof SwitchUserRequestSchema>;

/** A six-digit one-time code from an authenticator app. */
export const TotpCodeRequestSchema = z.strictObject({ code: z.string().regex(/^\d{6}$/, 'Enter the 6-digit code') });
export type TotpCodeRequest = z.infer<typeof TotpCodeRequestSchema>;

/**
 * `POST /auth/2fa/setup` body: while two-factor is on, a new authenticator replaces the current one only with a code
 * from the current one (a stolen session must not swap in its own authenticator).
 */
export const TotpSetupRequestSchema = z
  .strictObject({
    code: z
      .string()
      .regex(/^\d{6}$/, 'Enter the 6-digit code')
      .optional(),
  })
  .optional();
export type TotpSetupRequest = z.infer<typeof TotpSetupRequestSchema>;

/** `POST /auth/2fa/setup`: a new secret to enter in an authenticator app, confirmed by `POST /auth/2fa/enable`. */
export const TotpSetupResponseSchema = z.object({ secret: z.string().min(16), otpauth_url: z.string().startsWith('otpauth://totp/') });
export type TotpSetupResponse = z.infer<typeof TotpSetupResponseSchema>;
