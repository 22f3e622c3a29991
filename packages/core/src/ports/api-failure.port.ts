/**
 * What every API adapter rejects with when the server answers an error: the HTTP status, the server's stable code
 * and, for bad input, the field at fault. Screens pick catalogue messages by status (401 on sign-in, 422 on
 * registration, 404 on impersonation) without knowing which adapter they talk to.
 */
export interface ApiFailure extends Error {
  status: number;
  code: string;
  field?: string | undefined;
}

/** The HTTP status of a failed API call, or undefined when the failure never reached the server. */
export function apiFailureStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  const status = (error as { status: unknown }).status;
  return typeof status === 'number' ? status : undefined;
}

/** The server's message of a failed API call, when it sent one. */
export function apiFailureMessage(error: unknown): string | undefined {
  if (apiFailureStatus(error) === undefined) return undefined;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && message.length > 0 ? message : undefined;
}

/** A failure shaped like the adapters' ApiError, for fakes and tests. */
export function apiFailure(status: number, code: string, message = code, field?: string): ApiFailure {
  return Object.assign(new Error(message), { name: 'ApiFailure', status, code, field });
}
