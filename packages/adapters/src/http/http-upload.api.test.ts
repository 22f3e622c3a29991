import { apiFailureStatus, UPLOAD_PART_SIZE_BYTES } from '@storykeep/core';
import { describe, expect, it } from 'vitest';
import { HttpClient } from './http-client.js';
import { HttpUploadApi, type PartRequest } from './http-upload.api.js';

interface Seen {
  url: string;
  method: string;
  body?: unknown;
}

function api(answers: Record<string, unknown>, seen: Seen[]) {
  const http = new HttpClient({
    baseUrl: '/api',
    fetch: async (input, init) => {
      const url = String(input);
      seen.push({ url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const key = Object.keys(answers).find((prefix) => url.startsWith(prefix));
      return new Response(JSON.stringify(key ? answers[key] : {}), { status: key ? 200 : 404 });
    },
  });
  return new HttpUploadApi(http);
}

/** A scripted XMLHttpRequest: records what was sent, then answers as told. */
class ScriptedRequest implements PartRequest {
  status = 0;
  statusText = '';
  onload: PartRequest['onload'] = null;
  onerror: PartRequest['onerror'] = null;
  onabort: PartRequest['onabort'] = null;
  upload: PartRequest['upload'] = { onprogress: null };
  opened: string[] = [];
  sent: unknown;
  open(method: string, url: string | URL) {
    this.opened.push(`${method} ${String(url)}`);
  }
  send(body?: unknown) {
    this.sent = body;
  }
  abort() {
    this.onabort?.call(this as never, {} as ProgressEvent<XMLHttpRequestEventTarget>);
  }
  progress(loaded: number) {
    this.upload.onprogress?.call(this as never, { loaded } as ProgressEvent<XMLHttpRequestEventTarget>);
  }
  answer(status: number) {
    this.status = status;
    this.onload?.call(this as never, {} as ProgressEvent<XMLHttpRequestEventTarget>);
  }
}

const file = new File(['0123456789'], 'harbour.mp4', { type: 'video/mp4' });

describe('HttpUploadApi', () => {
  it('creates the story, asks for one signed URL per part and keeps them in part order', async () => {
    const seen: Seen[] = [];
    const uploads = api(
      {
        '/api/stories/start': { storyId: 's1', _id: 's1' },
        '/api/stories/s1/upload-config': {
          Parts: [
            { PartNumber: 2, signedUrl: 'http://media/2' },
            { PartNumber: 1, signedUrl: 'http://media/1' },
          ],
          Key: 'k',
          UploadId: 'u',
        },
      },
      seen,
    );
    const session = await uploads.start({ file, target: { projectId: 'p1', folderIds: ['f1'] }, partCount: 2 });
    expect(session).toEqual({ storyId: 's1', key: 'k', uploadId: 'u', partUrls: ['http://media/1', 'http://media/2'], size: 10 });
    expect(seen[0]).toEqual({
      url: '/api/stories/start',
      method: 'POST',
      body: { upload: true, project: 'p1', folders: ['f1'], file_name: 'harbour.mp4' },
    });
    expect(seen[1]?.url).toBe('/api/stories/s1/upload-config?type=video%2Fmp4&numUploadParts=2&fileName=harbour.mp4&size=10');
  });

  it('attaches a file to an existing interview: no new story, its own upload-config', async () => {
    const seen: Seen[] = [];
    const uploads = api(
      { '/api/stories/s9/upload-config': { Parts: [{ PartNumber: 1, signedUrl: 'http://media/1' }], Key: 'k9', UploadId: 'u9' } },
      seen,
    );
    const session = await uploads.attach({ storyId: 's9', file, partCount: 1 });
    // The file's size goes with the request (each part's length is signed) and stays with the session (completion checks it).
    expect(session).toEqual({ storyId: 's9', key: 'k9', uploadId: 'u9', partUrls: ['http://media/1'], size: file.size });
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      `GET /api/stories/s9/upload-config?type=video%2Fmp4&numUploadParts=1&fileName=harbour.mp4&size=${file.size}`,
    ]);
  });

  it('names the upload ticket when the file is sent through one', async () => {
    const seen: Seen[] = [];
    const uploads = api(
      {
        '/api/stories/start': { storyId: 's2', _id: 's2' },
        '/api/stories/s2/upload-config': { Parts: [{ PartNumber: 1, signedUrl: 'http://media/1' }], Key: 'k', UploadId: 'u' },
      },
      seen,
    );
    await uploads.start({ file, target: { projectId: 'p1', folderIds: [], ticket: 't-9' }, partCount: 1 });
    expect(seen[0]?.body).toEqual({ upload: true, project: 'p1', ticket: 't-9', file_name: 'harbour.mp4' });
  });

  it('PUTs the part’s bytes, reports progress and settles on a 2xx', async () => {
    const uploads = api({}, []);
    const request = new ScriptedRequest();
    uploads.createRequest = () => request;
    const progress: number[] = [];
    const part = uploads.putPart({ file, start: 2, end: 6, url: 'http://media/1', onProgress: (n) => progress.push(n) });
    expect(request.opened).toEqual(['PUT http://media/1']);
    expect(await (request.sent as Blob).text()).toBe('2345');
    request.progress(3);
    request.answer(200);
    await part.done;
    expect(progress).toEqual([3, 4]);
  });

  it('fails a part on a non-2xx answer, and on abort', async () => {
    const uploads = api({}, []);
    const refused = new ScriptedRequest();
    uploads.createRequest = () => refused;
    const first = uploads.putPart({ file, start: 0, end: 10, url: 'http://media/1', onProgress: () => {} });
    refused.answer(403);
    await expect(first.done).rejects.toSatisfy((error) => apiFailureStatus(error) === 403);
    const cancelled = new ScriptedRequest();
    uploads.createRequest = () => cancelled;
    const second = uploads.putPart({ file, start: 0, end: 10, url: 'http://media/1', onProgress: () => {} });
    second.abort();
    await expect(second.done).rejects.toThrow('cancelled');
  });

  it('lists received parts and completes with the key and upload id', async () => {
    const seen: Seen[] = [];
    const uploads = api(
      {
        '/api/stories/s1/media/upload/parts': { Parts: [{ PartNumber: 1, Size: 5, ETag: 'e' }] },
        '/api/stories/s1/media/upload/completion': { ok: true, key: 'k', size: 10, parts: [] },
      },
      seen,
    );
    const session = { storyId: 's1', key: 'stories/s1/original.mp4', uploadId: 'u1', partUrls: [] };
    await expect(uploads.uploadedParts(session)).resolves.toEqual([1]);
    await uploads.complete(session);
    expect(seen.map((s) => s.url)).toEqual([
      '/api/stories/s1/media/upload/parts?uploadId=u1&key=stories%2Fs1%2Foriginal.mp4',
      '/api/stories/s1/media/upload/completion',
    ]);
    expect(seen[1]?.body).toEqual({ key: 'stories/s1/original.mp4', uploadId: 'u1' });
    // Knowing the file's size, it names every part's: the server joins nothing shorter.
    await uploads.complete({ ...session, size: UPLOAD_PART_SIZE_BYTES + 7 });
    expect(seen[2]?.body).toEqual({
      key: 'stories/s1/original.mp4',
      uploadId: 'u1',
      parts: [
        { PartNumber: 1, Size: UPLOAD_PART_SIZE_BYTES },
        { PartNumber: 2, Size: 7 },
      ],
    });
  });
});
