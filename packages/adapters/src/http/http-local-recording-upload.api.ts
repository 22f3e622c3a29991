import {
  type CompletedPart,
  type DevicePart,
  type FormUploadResult,
  FormUploadResultSchema,
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

/** A refused PUT or POST of bytes as an ApiError with the server's code when it sent one (413 TOO_LARGE, 409, 410...). */
async function refusal(response: Response, fallback: string): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as { error?: { code?: unknown; message?: unknown } } | null;
  const code = typeof body?.error?.code === 'string' ? body.error.code.toUpperCase() : fallback;
  const message = typeof body?.error?.message === 'string' ? body.error.message : response.statusText || `Refused with ${response.status}`;
  return new ApiError(response.status, code, message);
}

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

  async nextPartUrl(storyId: string, session: StreamUploadSession, part: DevicePart): Promise<string> {
    // The part's size goes with the request: its address then takes exactly that many bytes.
    const query = queryString({ uploadId: session.uploadId, key: session.key, partNumber: part.partNumber, size: part.size });
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
    if (!response.ok) throw await refusal(response, 'PART_REFUSED');
  }

  async completeStream(
    storyId: string,
    session: StreamUploadSession,
    metadata: RecordingUploadMetadata,
    parts: readonly DevicePart[],
  ): Promise<CompletedPart[]> {
    const answer = await this.http.request(
      'POST',
      `/stories/${segment(storyId)}/media/upload/completion`,
      UploadCompletionResponseSchema,
      {
        uploadId: session.uploadId,
        key: session.key,
        metadata,
        parts: parts.map((p) => ({ PartNumber: p.partNumber, Size: p.size, SHA256: p.sha256 })),
      },
      { token: session.token },
    );
    return answer.parts;
  }

  async uploadWhole(
    storyId: string,
    request: { id: string; metadata: RecordingUploadMetadata; parts: ArrayBuffer[]; size: number },
    auth: UploadAuth = {},
  ): Promise<FormUploadResult> {
    const { metadata } = request;
    const query = queryString({
      id: request.id,
      streamId: metadata.streamId,
      mimeType: metadata.mimeType,
      participantName: metadata.participantName,
      size: request.size,
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
    if (!response.ok) throw await refusal(response, 'UPLOAD_REFUSED');
    // What the server stored, compared by the upload with what the device holds before it lets go.
    const stored = FormUploadResultSchema.safeParse(await response.json().catch(() => null));
    if (!stored.success) throw new ApiError(response.status, 'BAD_ANSWER', 'The server did not say what it stored');
    return stored.data;
  }

  private async send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await this.fetchImpl(url, init);
    } catch {
      throw new ApiError(0, 'NETWORK_ERROR', 'The recording could not be sent');
    }
  }
}
