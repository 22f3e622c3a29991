import { messages, SsoErrorCodeSchema } from '@storykeep/core';

const byCode = {
  not_configured: messages.ssoNotConfigured,
  provider_unreachable: messages.ssoProviderUnreachable,
  state_invalid: messages.ssoStateInvalid,
  provider_refused: messages.ssoProviderRefused,
  token_invalid: messages.ssoTokenInvalid,
  email_unverified: messages.ssoEmailUnverified,
  unknown_account: messages.ssoUnknownAccount,
  account_unverified: messages.ssoAccountUnverified,
} as const;

/** The catalogue text for the reason single sign-on sent the browser back with (`/sso?error=`); a general one otherwise. */
export function ssoErrorText(code: string): string {
  const known = SsoErrorCodeSchema.safeParse(code);
  return known.success ? byCode[known.data] : messages.ssoFailed;
}
