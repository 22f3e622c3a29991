import type { CompletedPart, FormUploadResult } from '../model/api/upload.api.schema.js';
import type { LocalRecordingType } from '../model/local-recording.schema.js';

/** An open multipart upload of one stream; `token` authorizes its part addresses. */
export interface StreamUploadSession {
  key: string;
  uploadId: string;
  token: string;
}

/** What the server learns about a recording when its upload completes. */
export interface RecordingUploadMetadata {
  streamId: string;
  sessionId: string;
  recordingStart: string;
  recordingStop: string;
  localTimeOffset: number;
  mimeType: string;
  /** Who speaks on the recording (a call participant's name); the uploading account's name otherwise. */
  participantName?: string | undefined;
}

/** A part as the device wrote it: its number, length and SHA-256 (hex), told to the server with the completion. */
export interface DevicePart {
  partNumber: number;
  size: number;
  sha256: string;
}

/** How an upload call is authorized: a call guest's join token instead of the signed-in account. */
export interface UploadAuth {
  guestToken?: string | undefined;
}

/**
 * Local recordings' upload calls: `POST media/upload/new` opens a stream's multipart upload, `GET media/upload/next`
 * (authorized by the upload token) gives each part's address, the bytes are PUT there, and
 * `POST media/upload/completion` joins them and answers each part's size and SHA-256 as stored. The single-file form
 * asks `GET media/upload-url` and POSTs a form, whose answer is the stored size and SHA-256. Rejections carry the HTTP
 * status and code as ApiFailure does; only 410 STORY_DELETED means the story was deleted (docs/product/recording.md).
 */
export const LocalRecordingUploadApi = Symbol('LocalRecordingUploadApi');
export interface LocalRecordingUploadApi {
  /** A new story of a project to record into (`POST /stories/start`); answers its id. */
  createStory(projectId: string, request: { title: string; folderIds?: string[] }): Promise<string>;
  openStream(
    storyId: string,
    request: {
      type: LocalRecordingType;
      streamId: string;
      recordingStart: string;
      localTimeOffset: number;
      sessionId: string;
      mimeType: string;
      participantName?: string | undefined;
    },
    auth?: UploadAuth,
  ): Promise<StreamUploadSession>;
  /** The part's address, asked with its exact size and SHA-256 so the address takes those bytes only. */
  nextPartUrl(storyId: string, session: StreamUploadSession, part: DevicePart): Promise<string>;
  /** PUTs one part, given as its stored slices in order: sent as one body without being joined in memory first. */
  putPart(url: string, slices: readonly ArrayBuffer[]): Promise<void>;
  /** Joins the parts named (with the device's sizes and hashes); answers every part as the server holds it. */
  completeStream(
    storyId: string,
    session: StreamUploadSession,
    metadata: RecordingUploadMetadata,
    parts: readonly DevicePart[],
  ): Promise<CompletedPart[]>;
  /** The single-file form: the whole recording (every part's slices, in order) POSTed as a form to the address the server signs. */
  uploadWhole(
    storyId: string,
    request: { id: string; metadata: RecordingUploadMetadata; parts: ArrayBuffer[]; size: number },
    auth?: UploadAuth,
  ): Promise<FormUploadResult>;
}
