import { apiFailureMessage, apiFailureStatus } from '../../ports/api-failure.port.js';
import { LOCAL_SYNC_QUIET_MS, STALE_UPLOAD_SESSION_MS } from '../../util/constants.js';
import { type LoadedStream, LocalUploadError } from './local-upload.types.js';

const UNINITIALIZABLE = 'UNITIALIZABLE_UPLOAD';

/** Whether a failed upload call says the story is gone: a 404, or the server's UNITIALIZABLE_UPLOAD answer. */
export function isStoryDeleted(error: unknown): boolean {
  if (error instanceof LocalUploadError) return error.kind === 'story_deleted';
  if (apiFailureStatus(error) === 404) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return code === UNINITIALIZABLE || (apiFailureMessage(error) ?? (error as Error | null)?.message ?? '').includes(UNINITIALIZABLE);
}

/** Whether a failure cannot get better by retrying: the stream or a part's metadata or bytes are missing. */
export function isFatal(error: unknown): boolean {
  return error instanceof LocalUploadError && error.kind === 'fatal';
}

/** A stream waits for a minute of quiet after its last change (or its stop) before it is uploaded, unless forced. */
export function isQuietEnough(loaded: LoadedStream, force: boolean): boolean {
  return force || loaded.now - loaded.updatedAt >= LOCAL_SYNC_QUIET_MS;
}

/**
 * The part numbers (1-based) of the parts that closed at the size limit: all but the last. The last part goes with the
 * completion, so a stream stopped less than a minute ago sends nothing it would not have sent while recording.
 */
export function closedPartNumbers(loaded: LoadedStream): number[] {
  return Array.from({ length: Math.max(0, loaded.parts.length - 1) }, (_, i) => i + 1);
}

/** Closed parts not yet uploaded: sent as soon as they close, long before the stream's completion may be. */
export function earlyPartNumbers(loaded: LoadedStream): number[] {
  return closedPartNumbers(loaded).filter((n) => loaded.parts[n - 1]?.state !== 'uploaded');
}

/** An upload session whose stream last changed more than 24 h ago may have expired on the server: open a new one. */
export function isSessionStale(loaded: LoadedStream): boolean {
  return loaded.stream.uploadId !== null && loaded.now - loaded.updatedAt > STALE_UPLOAD_SESSION_MS;
}

/**
 * The stored streams this person may upload: their own and those recorded without an account. Another account's
 * recording on a shared device waits for its owner, since a refusal would otherwise read as a deleted story. Signed
 * out (`userId` null), only call guests' recordings go, since only they carry their own credential.
 */
export function streamsToSync(
  streams: readonly { streamId: string; userId: string | null; guestToken?: string | undefined }[],
  userId: string | null,
): string[] {
  return streams
    .filter((s) => (userId === null ? s.userId === null && Boolean(s.guestToken) : s.userId === null || s.userId === userId))
    .map((s) => s.streamId);
}
