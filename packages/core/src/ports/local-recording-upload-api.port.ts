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

/** How an upload call is authorized: a call guest's join token instead of the signed-in account. */
export interface UploadAuth {
  guestToken?: string | undefined;
}

/**
 * Local recordings' upload calls: `POST media/upload/new` opens a stream's multipart upload, `GET media/upload/next`
 * (authorized by the upload token) gives each part's address, the bytes are PUT there, and
 * `POST media/upload/completion` joins them. The single-file form asks `GET media/upload-url` and POSTs a form.
 * Rejections carry the HTTP status as ApiFailure does; a 404 means the story is gone.
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
  nextPartUrl(storyId: string, session: StreamUploadSession, partNumber: number): Promise<string>;
  /** PUTs one part, given as its stored slices in order: sent as one body without being joined in memory first. */
  putPart(url: string, slices: readonly ArrayBuffer[]): Promise<void>;
  completeStream(storyId: string, session: StreamUploadSession, metadata: RecordingUploadMetadata): Promise<void>;
  /** The single-file form: the whole recording (every part's slices, in order) POSTed as a form to the address the server signs. */
  uploadWhole(
    storyId: string,
    request: { id: string; metadata: RecordingUploadMetadata; parts: ArrayBuffer[] },
    auth?: UploadAuth,
  ): Promise<void>;
}
