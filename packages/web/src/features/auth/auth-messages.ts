import { type AuthFailure, apiFailureMessage, apiFailureStatus, messages } from '@storykeep/core';

/** The catalogue text for a failed sign-in: 401 is a wrong e-mail or password; anything else adds the server's reason. */
export function signInFailureText(failure: AuthFailure | null): string | null {
  if (failure?.during !== 'signIn') return null;
  if (apiFailureStatus(failure.cause) === 401) return messages.signInUnauthorized;
  return messages.signInFailed(apiFailureMessage(failure.cause));
}

/** The catalogue text for a failed registration: 422 means the e-mail is already registered. */
export function registrationFailureText(error: unknown): string {
  return apiFailureStatus(error) === 422 ? messages.registrationEmailTaken : messages.registrationFailed;
}
