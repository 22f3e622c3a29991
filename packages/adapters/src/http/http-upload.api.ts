import {
  type AttachUploadRequest,
  type PartUpload,
  type PartUploadRequest,
  planUploadParts,
  StartStoryResponseSchema,
  type StartUploadRequest,
  type UploadApi,
  UploadCompletionResponseSchema,
  UploadConfigResponseSchema,
  UploadedPartsResponseSchema,
  type UploadSession,
} from '@storykeep/core';
import { inject, injectable } from 'inversify';
import { ApiError } from './api-error.js';
import { HttpClient } from './http-client.js';
import { queryString, segment } from './query-string.js';

/** The slice of XMLHttpRequest a part upload uses, so tests can hand in their own. */
export type PartRequest = Pick<XMLHttpRequest, 'open' | 'send' | 'abort' | 'status' | 'statusText' | 'onload' | 'onerror' | 'onabort'> & {
  upload: Pick<XMLHttpRequestUpload, 'onprogress'>;
};

/** Where the browser puts a file whose type it does not know. */
const UNKNOWN_MIME_TYPE = 'application/octet-stream';

/**
 * UploadApi over HTTP. JSON calls go through the API client; the parts themselves are PUT to their signed addresses
 * with XMLHttpRequest, because fetch reports no upload progress, and `xhr.abort()` stops a part on cancel.
 */
@injectable()
export class HttpUploadApi implements UploadApi {
  /** Makes the request of each part (tests replace it). */
  createRequest: () => PartRequest = () => new XMLHttpRequest();

  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async start({ file, target, partCount }: StartUploadRequest): Promise<UploadSession> {
    const { storyId } = await this.http.request('POST', '/stories/start', StartStoryResponseSchema, {
      upload: true,
      project: target.projectId,
      ...(target.folderIds.length > 0 ? { folders: target.folderIds } : {}),
      ...(target.ticket ? { ticket: target.ticket } : {}),
      file_name: file.name,
    });
    return this.attach({ storyId, file, partCount });
  }

  async attach({ storyId, file, partCount }: AttachUploadRequest): Promise<UploadSession> {
    // The size lets the server sign each part's exact length and check the organization's storage first.
    const query = queryString({ type: file.type || UNKNOWN_MIME_TYPE, numUploadParts: partCount, fileName: file.name, size: file.size });
    const config = await this.http.request('GET', `/stories/${segment(storyId)}/upload-config${query}`, UploadConfigResponseSchema);
    const partUrls = [...config.Parts].sort((a, b) => a.PartNumber - b.PartNumber).map((p) => p.signedUrl);
    return { storyId, key: config.Key, uploadId: config.UploadId, partUrls, size: file.size };
  }

  putPart({ file, start, end, url, onProgress }: PartUploadRequest): PartUpload {
    const request = this.createRequest();
    const done = new Promise<void>((resolve, reject) => {
      request.upload.onprogress = (event) => onProgress(event.loaded);
      request.onload = () => {
        if (request.status >= 200 && request.status < 300) {
          onProgress(end - start);
          resolve();
        } else reject(new ApiError(request.status, 'PART_REFUSED', request.statusText || `Part refused with ${request.status}`));
      };
      request.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', 'The part could not be sent'));
      request.onabort = () => reject(new ApiError(0, 'ABORTED', 'The part was cancelled'));
    });
    request.open('PUT', url);
    request.send((file as unknown as Blob).slice(start, end));
    return { done, abort: () => request.abort() };
  }

  async uploadedParts(session: UploadSession): Promise<number[]> {
    const query = queryString({ uploadId: session.uploadId, key: session.key });
    const answer = await this.http.request(
      'GET',
      `/stories/${segment(session.storyId)}/media/upload/parts${query}`,
      UploadedPartsResponseSchema,
    );
    return answer.Parts.map((p) => p.PartNumber);
  }

  async complete(session: UploadSession): Promise<void> {
    // Every part named with its size: a part missing or cut short on the server refuses the completion (409) rather
    // than leaving a shorter file.
    const parts =
      session.size === undefined
        ? undefined
        : planUploadParts(session.size).map((p) => ({ PartNumber: p.partNumber, Size: p.end - p.start }));
    await this.http.request('POST', `/stories/${segment(session.storyId)}/media/upload/completion`, UploadCompletionResponseSchema, {
      key: session.key,
      uploadId: session.uploadId,
      ...(parts ? { parts } : {}),
    });
  }
}
