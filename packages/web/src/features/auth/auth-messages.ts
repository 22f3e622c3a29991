// The shell's own texts, not the whole catalogue: the sign-in page loads them before any area's.
import { type AuthFailure, apiFailureMessage, apiFailureStatus, shellMessages, signInFailed } from '@storykeep/core';

/** The catalogue text for a failed sign-in: 401 is a wrong e-mail or password; anything else adds the server's reason. */
export function signInFailureText(failure: AuthFailure | null): string | null {
  if (failure?.during !== 'signIn') return null;
  if (apiFailureStatus(failure.cause) === 401) return shellMessages.signInUnauthorized;
  return signInFailed(apiFailureMessage(failure.cause));
}

/** The catalogue text for a failed registration: 422 means the e-mail is already registered. */
export function registrationFailureText(error: unknown): string {
  return apiFailureStatus(error) === 422 ? shellMessages.registrationEmailTaken : shellMessages.registrationFailed;
}
