import { apiFailureStatus } from '@storykeep/core';
import { describe, expect, it } from 'vitest';
import { HttpClient } from './http-client.js';
import { HttpStoryApi } from './http-story.api.js';
import type { FileRequest } from './story-file-upload.js';

interface Seen {
  url: string;
  method: string;
  body?: unknown;
}

const stored = { _id: 'f1', title: 'Deed of gift', release_form: true, file_name: 'deed.pdf', content_type: 'application/pdf', size: 10 };

function api(answers: Record<string, { status?: number; body: unknown }>, seen: Seen[]) {
  const http = new HttpClient({
    baseUrl: '/api',
    fetch: async (input, init) => {
      const url = String(input);
      seen.push({ url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const answer = answers[`${init?.method ?? 'GET'} ${url}`];
      return new Response(JSON.stringify(answer?.body ?? {}), { status: answer ? (answer.status ?? 200) : 404 });
    },
  });
  return new HttpStoryApi(http);
}

/** A scripted XMLHttpRequest: records what was sent, then answers as told. */
class ScriptedRequest implements FileRequest {
  status = 0;
  statusText = '';
  onload: FileRequest['onload'] = null;
  onerror: FileRequest['onerror'] = null;
  onabort: FileRequest['onabort'] = null;
  upload: FileRequest['upload'] = { onprogress: null };
  opened: string[] = [];
  headers: Record<string, string> = {};
  sent: unknown;
  open(method: string, url: string | URL) {
    this.opened.push(`${method} ${String(url)}`);
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
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

const file = new File(['%PDF-1.4 x'], 'deed.pdf', { type: 'application/pdf' });
const opened = {
  body: { file: { ...stored }, url: '/api/media/stories/s1/files/f1?signature=x', headers: { 'Content-Type': 'application/pdf' } },
  status: 201,
};

async function until(check: () => boolean) {
  for (let i = 0; i < 50 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 1));
}

describe('HttpStoryApi story files', () => {
  it('announces the file, PUTs its bytes with the signed type while reporting progress, then confirms it', async () => {
    const seen: Seen[] = [];
    const stories = api({ 'POST /api/stories/s1/files/upload': opened, 'POST /api/stories/s1/files/f1/complete': { body: stored } }, seen);
    const request = new ScriptedRequest();
    stories.createRequest = () => request;
    const progress: number[] = [];
    const task = stories.uploadFile('s1', { file, title: 'Deed of gift', releaseForm: true, onProgress: (n) => progress.push(n) });
    await until(() => request.sent !== undefined);
    expect(seen[0]).toEqual({
      url: '/api/stories/s1/files/upload',
      method: 'POST',
      body: { title: 'Deed of gift', release_form: true, file_name: 'deed.pdf', content_type: 'application/pdf', size: 10 },
    });
    expect(request.opened).toEqual(['PUT /api/media/stories/s1/files/f1?signature=x']);
    expect(request.headers).toEqual({ 'Content-Type': 'application/pdf' });
    expect(request.sent).toBe(file);
    request.progress(4);
    request.answer(200);
    expect(await task.done).toEqual(stored);
    expect(progress).toEqual([4, 10]);
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'POST /api/stories/s1/files/upload',
      'POST /api/stories/s1/files/f1/complete',
    ]);
  });

  it('fails without confirming when the store refuses the bytes', async () => {
    const seen: Seen[] = [];
    const stories = api({ 'POST /api/stories/s1/files/upload': opened }, seen);
    const request = new ScriptedRequest();
    stories.createRequest = () => request;
    const task = stories.uploadFile('s1', { file, title: 'Deed', releaseForm: false, onProgress: () => {} });
    await until(() => request.sent !== undefined);
    request.answer(403);
    await expect(task.done).rejects.toSatisfy((error) => apiFailureStatus(error) === 403);
    expect(seen.map((s) => s.url)).toEqual(['/api/stories/s1/files/upload']);
  });

  it('stops a file on abort', async () => {
    const stories = api({ 'POST /api/stories/s1/files/upload': opened }, []);
    const request = new ScriptedRequest();
    stories.createRequest = () => request;
    const task = stories.uploadFile('s1', { file, title: 'Deed', releaseForm: false, onProgress: () => {} });
    await until(() => request.sent !== undefined);
    task.abort();
    await expect(task.done).rejects.toSatisfy((error) => apiFailureStatus(error) === 0);
  });

  it('asks for a download link, and deletes', async () => {
    const seen: Seen[] = [];
    const stories = api(
      {
        'GET /api/stories/s1/files/f1/download': { body: { url: '/api/media/stories/s1/files/f1?signature=y' } },
        'DELETE /api/stories/s1/files/f1': { body: { ok: true } },
      },
      seen,
    );
    expect(await stories.fileDownloadUrl('s1', 'f1')).toBe('/api/media/stories/s1/files/f1?signature=y');
    await stories.deleteFile('s1', 'f1');
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual(['GET /api/stories/s1/files/f1/download', 'DELETE /api/stories/s1/files/f1']);
  });
});
