/** Why a timecode operation was refused; stable across releases so callers can branch on it. */
export type TimecodeErrorCode = 'UNSUPPORTED_FRAMERATE' | 'DROP_FRAME_UNSUPPORTED' | 'INVALID_TIMECODE' | 'INVALID_FRAME_COUNT';

/** A library error of the timecode helper (no user message: callers that read user input show their own). */
export class TimecodeError extends Error {
  override readonly name = 'TimecodeError';

  constructor(
    readonly code: TimecodeErrorCode,
    message: string,
  ) {
    super(message);
  }
}
