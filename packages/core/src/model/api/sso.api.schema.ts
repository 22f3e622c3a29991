import { z } from 'zod';

/** `GET /auth/sso/config`: whether single sign-on is set up on this server, and the provider's name to show. */
export const SsoConfigResponseSchema = z.object({ enabled: z.boolean(), name: z.string().nullable() });
export type SsoConfigResponse = z.infer<typeof SsoConfigResponseSchema>;

/**
 * `GET /auth/sso/callback`: the identity provider's answer. Providers add parameters of their own (`iss`,
 * `session_state`, `scope`), which are dropped rather than refused.
 */
export const SsoCallbackQuerySchema = z.object({
  state: z.string().min(1).max(200),
  code: z.string().min(1).max(4000).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
});
export type SsoCallbackQuery = z.infer<typeof SsoCallbackQuerySchema>;

/** `POST /auth/sso/exchange`: the single-use login code the callback handed to `/sso`, for a session. */
export const SsoExchangeRequestSchema = z.strictObject({
  code: z.string().min(16).max(200),
  visitorId: z.string().min(1).max(200).optional(),
});
export type SsoExchangeRequest = z.infer<typeof SsoExchangeRequestSchema>;

/** Why the callback sent the browser to `/sso?error=…`. */
export const SsoErrorCodeSchema = z.enum([
  'not_configured',
  'provider_unreachable',
  'state_invalid',
  'provider_refused',
  'token_invalid',
  'email_unverified',
  'unknown_account',
  'account_unverified',
]);
export type SsoErrorCode = z.infer<typeof SsoErrorCodeSchema>;
