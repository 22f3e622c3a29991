import {
  type StoryFile,
  StoryFileSchema,
  type StoryFileUpload,
  StoryFileUploadResponseSchema,
  type StoryFileUploadTask,
} from '@storykeep/core';
import { ApiError } from './api-error.js';
import type { HttpClient } from './http-client.js';
import { segment } from './query-string.js';

/** The slice of XMLHttpRequest a file's PUT uses, so tests can hand in their own. */
export type FileRequest = Pick<
  XMLHttpRequest,
  'open' | 'send' | 'abort' | 'setRequestHeader' | 'status' | 'statusText' | 'onload' | 'onerror' | 'onabort'
> & {
  upload: Pick<XMLHttpRequestUpload, 'onprogress'>;
};

/**
 * A story file's three steps: announce it (the server checks name, kind and size and answers a signed address), PUT
 * the bytes there with the Content-Type the address was signed for (XMLHttpRequest, for upload progress), confirm.
 */
export function uploadStoryFile(
  http: HttpClient,
  createRequest: () => FileRequest,
  storyId: string,
  upload: StoryFileUpload,
): StoryFileUploadTask {
  let request: FileRequest | undefined;
  let aborted = false;
  const cancelled = () => new ApiError(0, 'ABORTED', 'The upload was cancelled');
  const send = (url: string, headers: Record<string, string>) =>
    new Promise<void>((resolve, reject) => {
      const xhr = createRequest();
      request = xhr;
      xhr.upload.onprogress = (event) => upload.onProgress(event.loaded);
      xhr.onload = () => {
        if (xhr.status >= 200 && xhr.status < 300) {
          upload.onProgress(upload.file.size);
          resolve();
        } else reject(new ApiError(xhr.status, 'FILE_REFUSED', xhr.statusText || `The file was refused with ${xhr.status}`));
      };
      xhr.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', 'The file could not be sent'));
      xhr.onabort = () => reject(cancelled());
      xhr.open('PUT', url);
      for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
      xhr.send(upload.file as unknown as Blob);
    });
  const run = async (): Promise<StoryFile> => {
    const base = `/stories/${segment(storyId)}/files`;
    const opened = await http.request('POST', `${base}/upload`, StoryFileUploadResponseSchema, {
      title: upload.title,
      ...(upload.description ? { description: upload.description } : {}),
      release_form: upload.releaseForm,
      file_name: upload.file.name,
      content_type: upload.file.type,
      size: upload.file.size,
    });
    if (aborted) throw cancelled();
    await send(opened.url, opened.headers);
    if (aborted) throw cancelled();
    return http.request('POST', `${base}/${segment(opened.file._id)}/complete`, StoryFileSchema);
  };
  return {
    done: run(),
    abort: () => {
      aborted = true;
      request?.abort();
    },
  };
}
