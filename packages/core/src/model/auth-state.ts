import type { AuthState } from './auth.schema.js';

// Apart from the schemas, so the auth machine's start-up state does not bring zod onto the first page.

/** The state before anything is known: pending until the stored token has been tried. */
export const INITIAL_AUTH_STATE: AuthState = {
  token: null,
  full_name: null,
  user_id: null,
  email: null,
  role: '',
  organization_info: null,
  visitorId: null,
  superToken: null,
  authenticated: false,
  authenticationPending: true,
  is2FA: false,
  is2FASuccess: false,
  is2FACompleted: false,
  api_version: null,
  orgLevel2faEnabled: false,
  twofactorAuthenticationEnabled: false,
  forceTwofactorAuthentication: false,
};
