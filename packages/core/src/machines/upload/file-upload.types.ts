import type { AnyActorRef } from 'xstate';
import type { StoryUploadFields } from '../../model/story-upload.schema.js';
import type { UploadPart } from '../../upload/upload-parts.js';
import type { UploadFile, UploadSession, UploadTarget } from '../../upload/upload-session.types.js';

/** What a file's upload tells the batch it belongs to. */
export type FileUploadReport =
  | { type: 'file.settled'; id: string; outcome: 'complete' | 'failed' }
  | { type: 'file.progress'; id: string }
  | { type: 'file.removed'; id: string };

export interface FileUploadInput {
  id: string;
  file: UploadFile;
  target: UploadTarget;
  /** The batch to report to; a file uploaded on its own reports to nobody. */
  reportTo?: AnyActorRef;
}

export interface FileUploadContext extends Required<Pick<StoryUploadFields, 'uploadedPartCount' | 'complete' | 'needToDelete'>> {
  id: string;
  file: UploadFile;
  target: UploadTarget;
  reportTo: AnyActorRef | null;
  parts: UploadPart[];
  session: UploadSession | null;
  /** Part numbers the server has. */
  uploadedParts: number[];
  /** Bytes of the part in flight that have been sent so far. */
  inFlightBytes: number;
  /** The newest progress heard while reports wait out their 2.5 s; null when none is held. */
  heldBytes: number | null;
  /** Undefined while queued, a percent string while uploading, 'FAILED' after an error or cancel. */
  uploadProgress: StoryUploadFields['uploadProgress'];
  error: unknown;
  /** Set when deleting the story on removal failed, so the screen can say so. */
  deleteFailed: boolean;
}

/** What the part actor is given: one part of the file and where to PUT it. */
export interface UploadPartInput {
  file: UploadFile;
  part: UploadPart;
  url: string;
}

/** What the part actor sends back while it works. */
export type UploadPartEvent =
  | { type: 'part.progress'; loaded: number }
  | { type: 'part.done' }
  /** A non-2xx answer or a network error. */
  | { type: 'part.failed'; error: unknown };

export type FileUploadEvent =
  | { type: 'upload.start' }
  | { type: 'upload.cancel' }
  | { type: 'upload.resume' }
  | { type: 'upload.remove' }
  | UploadPartEvent;

export interface StartUploadInput {
  file: UploadFile;
  target: UploadTarget;
  partCount: number;
}

export interface CompleteUploadInput {
  session: UploadSession;
  file: UploadFile;
  target: UploadTarget;
}
