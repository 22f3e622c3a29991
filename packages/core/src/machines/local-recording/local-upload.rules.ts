import { apiFailureStatus } from '../../ports/api-failure.port.js';
import { LOCAL_SYNC_QUIET_MS, STALE_UPLOAD_SESSION_MS } from '../../util/constants.js';
import { type LoadedStream, LocalUploadError, type LocalUploadFailure, type StoredCheck } from './local-upload.types.js';

/** What an upload call's failure tells the machine to do with the stream. */
export type UploadAnswer = 'story_deleted' | 'access_lost' | 'not_found' | 'mismatch' | 'quota' | 'fatal' | 'retry';

const failureCode = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
};

/**
 * Reads a failed upload call. Only the server's own 410 STORY_DELETED says the story was deleted: a bare 404 (a proxy,
 * a missing upload row) or a 410 without that code does not. 403 is lost access, 409 PARTS_MISMATCH (or the device's own
 * comparison) a mismatch, 413 STORAGE_QUOTA_EXCEEDED a full organization, another 413 bytes the address would not take.
 * Everything else (5xx, network, other 4xx) is worth retrying.
 */
export function uploadAnswer(error: unknown): UploadAnswer {
  if (error instanceof LocalUploadError) return error.kind;
  const status = apiFailureStatus(error);
  const code = failureCode(error);
  if (status === 410 && code === 'STORY_DELETED') return 'story_deleted';
  if (status === 403) return 'access_lost';
  if (status === 404) return 'not_found';
  if (status === 409 && code === 'PARTS_MISMATCH') return 'mismatch';
  if (status === 413) return code === 'STORAGE_QUOTA_EXCEEDED' ? 'quota' : 'mismatch';
  return 'retry';
}

/** Whether a failed upload call says the story was deleted on purpose: the one answer on which the device lets go. */
export function isStoryDeleted(error: unknown): boolean {
  return uploadAnswer(error) === 'story_deleted';
}

/** Whether a failure cannot get better by retrying: the stream or a part's metadata or bytes are missing. */
export function isFatal(error: unknown): boolean {
  return uploadAnswer(error) === 'fatal';
}

/** Whether a stopped stream is kept on the device and shown as needing attention: every reason but a deleted story. */
export function needsAttention(failure: LocalUploadFailure | null): boolean {
  return failure !== null && failure !== 'story_deleted';
}

/**
 * Whether a stream that needs attention is tried again, quietly, at each minute's check: all but a broken stored
 * recording, which retrying cannot mend. (Lost access may come back; a mismatched upload is sent afresh.)
 */
export function retriedOnCheck(failure: LocalUploadFailure | null): boolean {
  return needsAttention(failure) && failure !== 'fatal';
}

/**
 * The part numbers whose bytes the server does not hold as the device wrote them: the server must list exactly the
 * device's parts, each of the same size with the same SHA-256. Empty: the server holds every byte, and only then may
 * the device delete its copy.
 */
export function partsNotHeld(check: StoredCheck): number[] {
  const server = new Map(check.server.map((p) => [p.PartNumber, p]));
  const wrong = check.device
    .filter((d) => {
      const held = server.get(d.partNumber);
      return !held || held.Size !== d.size || held.SHA256 === null || held.SHA256 !== d.sha256;
    })
    .map((d) => d.partNumber);
  const extra = check.server.filter((p) => !check.device.some((d) => d.partNumber === p.PartNumber)).map((p) => p.PartNumber);
  if (check.device.length === 0) return [0];
  return [...wrong, ...extra];
}

/**
 * Whether the person may delete a copy the server does not hold: only one that needs attention (never one still
 * uploading), and only after saving it to their computer or confirming the loss in so many words.
 */
export function mayDiscardLocalCopy(stream: { failure: LocalUploadFailure | null; saved: boolean }, confirmed: boolean): boolean {
  return needsAttention(stream.failure) && (stream.saved || confirmed);
}

/**
 * A stream waits for a minute of quiet after its last change (or its stop) before it is uploaded, unless forced or
 * already kept for attention by an earlier attempt (it is tried again at once, so its page shows the fresh reason).
 */
export function isQuietEnough(loaded: LoadedStream, force: boolean): boolean {
  return force || loaded.stream.attention !== undefined || loaded.now - loaded.updatedAt >= LOCAL_SYNC_QUIET_MS;
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
 * recording on a shared device waits for its owner, whose access the server checks. Signed
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
