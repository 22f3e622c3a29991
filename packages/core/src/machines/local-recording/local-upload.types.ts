import type { z } from 'zod';
import type {
  LocalRecordingPartStatus,
  LocalRecordingStream,
  LocalUploadFailureSchema,
} from '../../model/local-recording-stream.schema.js';
import type { StreamUploadSession } from '../../ports/local-recording-upload-api.port.js';

/**
 * Why an upload stopped. Only `story_deleted` (the server's 410 STORY_DELETED) lets the recording leave the device;
 * every other reason keeps it and marks it "needs attention": the uploader lost access (403), the server knows nothing
 * of it (404), the server holds other bytes than the device sent (`mismatch`), the organization's storage is full
 * (`quota`), the stored recording is broken (`fatal`), or retries ran out (server errors, no network).
 */
export type LocalUploadFailure = z.infer<typeof LocalUploadFailureSchema>;

/** A stored stream ready to upload: the stream, its parts in recording order and when it last changed. */
export interface LoadedStream {
  stream: LocalRecordingStream;
  parts: LocalRecordingPartStatus[];
  /** Epoch ms of the last change; the stop time or start time when no update time was kept. */
  updatedAt: number;
  /** Epoch ms when it was loaded, by the device clock. */
  now: number;
}

/** One stream's upload, as its machine holds it. */
export interface LocalUploadContext {
  streamId: string;
  force: boolean;
  /** Upload whole instead of part by part. */
  singleFile: boolean;
  /** Never complete (the stream is still being recorded on this page): only its closed parts are sent. */
  partsOnly: boolean;
  /** This round sends closed parts ahead of the completion, which waits for its minute of quiet. */
  early: boolean;
  loaded: LoadedStream | null;
  session: StreamUploadSession | null;
  /** Part numbers (1-based) still to send in this session. */
  pending: number[];
  /** The part being sent, for the status view. */
  sending: number | null;
  streamRetries: number;
  partRetries: number;
  error: unknown;
  failure: LocalUploadFailure | null;
  /** The person saved the recording to their computer (this visit or an earlier one). */
  saved: boolean;
}

/** Kinds of failure the upload actors reject with, so the machine can tell fatal from retryable. */
export class LocalUploadError extends Error {
  constructor(
    readonly kind: 'story_deleted' | 'fatal' | 'mismatch',
    message: string,
  ) {
    super(message);
    this.name = 'LocalUploadError';
  }
}

/** Events a stream's upload machine takes. */
export type LocalUploadEvent =
  /** Try a failed upload again; `force` false (a sync check's retry) keeps the minute of quiet unless already forced. */
  | { type: 'upload.retry'; force?: boolean }
  /** Complete without the minute of quiet once the parts are sent (the recording was stopped on this page). */
  | { type: 'upload.force' }
  /** The person saved the recording to their computer. */
  | { type: 'upload.saved' }
  /** The person asks to delete a copy the server does not hold; `confirmed` when they confirmed it in so many words. */
  | { type: 'upload.discard'; confirmed: boolean };

/** What the completion (or the single-file form) tells: the parts as the device wrote them and as the server holds them. */
export interface StoredCheck {
  device: Array<{ partNumber: number; size: number; sha256: string }>;
  server: Array<{ PartNumber: number; Size: number; SHA256: string | null }>;
}

/** What a stream's upload machine tells the sync machine. */
export type LocalUploadReport =
  | { type: 'stream.deferred'; streamId: string }
  /** `partial`: closed parts sent ahead of the completion, nothing the person needs telling about. */
  | { type: 'stream.progress'; streamId: string; partial: boolean }
  | { type: 'stream.completed'; streamId: string }
  | { type: 'stream.failed'; streamId: string; failure: LocalUploadFailure }
  /** The person saved or deleted a copy the server does not hold. */
  | { type: 'stream.saved'; streamId: string }
  | { type: 'stream.discarded'; streamId: string };

export type { LocalRecordingStream };
