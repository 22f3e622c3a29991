import { workspaceMessages } from '@storykeep/core';

/** An answer other than success, with the API's error body `{ error: { code, message, field? } }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    /** More the caller needs to act on the error (a stale save's current version and conflicting paragraphs). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }

  toBody(): { error: { code: string; message: string; field?: string } } {
    return { error: { ...this.details, code: this.code, message: this.message, ...(this.field ? { field: this.field } : {}) } };
  }
}

/** A 429 that says how many seconds to wait (`retry-after`), as the growing sign-in delays answer. */
export class RetryLaterError extends HttpError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string = workspaceMessages.signInDelayed,
  ) {
    super(429, 'TOO_MANY_ATTEMPTS', message);
  }
}

export const badRequest = (message: string, field?: string) => new HttpError(400, 'BAD_REQUEST', message, field);
export const unauthorized = (message = 'Sign in first') => new HttpError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'You do not have access to this') => new HttpError(403, 'FORBIDDEN', message);
export const notFound = (what: string) => new HttpError(404, 'NOT_FOUND', `${what} not found`);
export const conflict = (message: string, field?: string) => new HttpError(409, 'CONFLICT', message, field);
export const unprocessable = (message: string, field?: string) => new HttpError(422, 'UNPROCESSABLE', message, field);
