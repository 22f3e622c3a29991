import type { UploadFile, UploadSession, UploadTarget } from '../upload/upload-session.types.js';

/** What creating a story for a file needs. */
export interface StartUploadRequest {
  file: UploadFile;
  target: UploadTarget;
  partCount: number;
}

/** What adding a recording to an interview that has none needs: the interview, the file, its parts. */
export interface AttachUploadRequest {
  storyId: string;
  file: UploadFile;
  partCount: number;
}

/** One part of a file to PUT to its signed address; `onProgress` hears the bytes of this part sent so far. */
export interface PartUploadRequest {
  file: UploadFile;
  /** Byte range of the part in the file, end exclusive. */
  start: number;
  end: number;
  url: string;
  onProgress(loaded: number): void;
}

/** A part on its way: `done` settles when the server answered; `abort` stops it (then `done` rejects). */
export interface PartUpload {
  readonly done: Promise<void>;
  abort(): void;
}

/**
 * File upload (see docs/product/upload.md): `POST /stories/start` and `GET /stories/{id}/upload-config` open a multipart upload,
 * each part is PUT to its signed address, the received parts can be listed for a resume, and
 * `POST /stories/{id}/media/upload/completion` joins them and starts processing.
 */
export const UploadApi = Symbol('UploadApi');
export interface UploadApi {
  start(request: StartUploadRequest): Promise<UploadSession>;
  /** Opens a multipart upload of a file for an existing interview (`GET /stories/{id}/upload-config`): no new story. */
  attach(request: AttachUploadRequest): Promise<UploadSession>;
  /** Sends one part; a non-2xx answer or a network error rejects `done`. */
  putPart(request: PartUploadRequest): PartUpload;
  /** Part numbers the server already holds. */
  uploadedParts(session: UploadSession): Promise<number[]>;
  complete(session: UploadSession): Promise<void>;
}
