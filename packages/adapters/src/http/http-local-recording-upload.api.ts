import {
  FormUploadUrlResponseSchema,
  type LocalRecordingType,
  type LocalRecordingUploadApi,
  NewStreamResponseSchema,
  NextPartResponseSchema,
  type RecordingUploadMetadata,
  StartStoryResponseSchema,
  type StreamUploadSession,
  type UploadAuth,
  UploadCompletionResponseSchema,
} from '@storykeep/core';
import { inject, injectable } from 'inversify';
import { ApiError } from './api-error.js';
import { HttpClient } from './http-client.js';
import { queryString, segment } from './query-string.js';

/** A call guest's join token replaces the signed-in account's for the calls that open an upload. */
const tokenOf = (auth: UploadAuth): { token?: string } => (auth.guestToken ? { token: auth.guestToken } : {});

/**
 * Local recordings' upload calls over HTTP. The part addresses are asked with the stream's upload token, not the
 * user's, so a guest's recording still uploads; the bytes go straight to the signed addresses with fetch.
 */
@injectable()
export class HttpLocalRecordingUploadApi implements LocalRecordingUploadApi {
  /** Sends the bytes (tests hand in their own). */
  fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init);

  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async createStory(projectId: string, request: { title: string; folderIds?: string[] }): Promise<string> {
    const folders = request.folderIds ?? [];
    const { storyId } = await this.http.request('POST', '/stories/start', StartStoryResponseSchema, {
      project: projectId,
      title: request.title,
      type: 'local',
      ...(folders.length > 0 ? { folders } : {}),
    });
    return storyId;
  }

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
    auth: UploadAuth = {},
  ): Promise<StreamUploadSession> {
    return this.http.request('POST', `/stories/${segment(storyId)}/media/upload/new`, NewStreamResponseSchema, request, tokenOf(auth));
  }

  async nextPartUrl(storyId: string, session: StreamUploadSession, partNumber: number): Promise<string> {
    const query = queryString({ uploadId: session.uploadId, key: session.key, partNumber });
    const answer = await this.http.request(
      'GET',
      `/stories/${segment(storyId)}/media/upload/next${query}`,
      NextPartResponseSchema,
      undefined,
      {
        token: session.token,
      },
    );
    return answer.partUrl;
  }

  async putPart(url: string, slices: readonly ArrayBuffer[]): Promise<void> {
    // A Blob of the slices: the browser streams it as one body without the page joining them into one buffer.
    const response = await this.send(url, { method: 'PUT', body: new Blob(slices as ArrayBuffer[]) });
    if (!response.ok) throw new ApiError(response.status, 'PART_REFUSED', response.statusText || `Part refused with ${response.status}`);
  }

  async completeStream(storyId: string, session: StreamUploadSession, metadata: RecordingUploadMetadata): Promise<void> {
    await this.http.request(
      'POST',
      `/stories/${segment(storyId)}/media/upload/completion`,
      UploadCompletionResponseSchema,
      { uploadId: session.uploadId, key: session.key, metadata },
      { token: session.token },
    );
  }

  async uploadWhole(
    storyId: string,
    request: { id: string; metadata: RecordingUploadMetadata; parts: ArrayBuffer[] },
    auth: UploadAuth = {},
  ): Promise<void> {
    const { metadata } = request;
    const query = queryString({
      id: request.id,
      streamId: metadata.streamId,
      mimeType: metadata.mimeType,
      participantName: metadata.participantName,
    });
    const target = await this.http.request(
      'GET',
      `/stories/${segment(storyId)}/media/upload-url${query}`,
      FormUploadUrlResponseSchema,
      undefined,
      tokenOf(auth),
    );
    const form = new FormData();
    for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
    form.append('recordingStart', metadata.recordingStart);
    form.append('recordingStop', metadata.recordingStop);
    form.append('localTimeOffset', String(metadata.localTimeOffset));
    form.append('sessionId', metadata.sessionId);
    form.append('file', new Blob(request.parts, { type: metadata.mimeType }), `${metadata.streamId}.webm`);
    const response = await this.send(target.url, { method: 'POST', body: form });
    if (!response.ok) throw new ApiError(response.status, response.status === 404 ? 'NOT_FOUND' : 'UPLOAD_REFUSED', response.statusText);
  }

  private async send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await this.fetchImpl(url, init);
    } catch {
      throw new ApiError(0, 'NETWORK_ERROR', 'The recording could not be sent');
    }
  }
}
