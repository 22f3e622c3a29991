import { apiFailureStatus, isStoryDeleted, uploadAnswer } from '@storykeep/core';
import { describe, expect, it } from 'vitest';
import { HttpClient } from './http-client.js';
import { HttpLocalRecordingUploadApi } from './http-local-recording-upload.api.js';

interface Seen {
  url: string;
  method: string;
  authorization: string | null;
  body: unknown;
}

const session = { key: 'stories/s1/st1.webm', uploadId: 'a'.repeat(32), token: 'upload-token' };
const sha = 'c'.repeat(64);
const metadata = {
  streamId: 'st1',
  sessionId: 'se1',
  recordingStart: '2026-05-01T12:00:00.000Z',
  recordingStop: '2026-05-01T12:01:00.000Z',
  localTimeOffset: -5,
  mimeType: 'audio/webm;codecs=opus',
};

function world(answer: (url: string) => { status: number; body?: unknown }) {
  const seen: Seen[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const headers = new Headers(init?.headers);
    seen.push({ url, method: init?.method ?? 'GET', authorization: headers.get('authorization'), body: init?.body });
    const { status, body } = answer(url);
    return new Response(body === undefined ? null : JSON.stringify(body), { status });
  };
  const http = new HttpClient({ baseUrl: '/api', fetch, getToken: () => 'user-token' });
  const api = new HttpLocalRecordingUploadApi(http);
  api.fetchImpl = fetch;
  return { api, seen };
}

describe('HttpLocalRecordingUploadApi', () => {
  it('opens the stream as the user, asks part addresses and completes with the upload token, PUTs the bytes', async () => {
    const { api, seen } = world((url) => {
      if (url.includes('/upload/new')) return { status: 200, body: session };
      if (url.includes('/upload/next')) return { status: 200, body: { partUrl: 'https://store/part-1' } };
      if (url.includes('/completion'))
        return { status: 200, body: { ok: true, key: session.key, size: 3, parts: [{ PartNumber: 1, Size: 3, SHA256: sha }] } };
      return { status: 200 };
    });
    const opened = await api.openStream('s1', {
      type: 'audio',
      streamId: 'st1',
      recordingStart: metadata.recordingStart,
      localTimeOffset: -5,
      sessionId: 'se1',
      mimeType: metadata.mimeType,
    });
    expect(opened).toEqual(session);
    const url = await api.nextPartUrl('s1', session, { partNumber: 1, size: 3, sha256: sha });
    await api.putPart(url, [new Uint8Array([1, 2]).buffer, new Uint8Array([3]).buffer]);
    const held = await api.completeStream('s1', session, metadata, [{ partNumber: 1, size: 3, sha256: sha }]);
    expect(held).toEqual([{ PartNumber: 1, Size: 3, SHA256: sha }]);
    expect(seen.map((s) => `${s.method} ${s.url} ${s.authorization}`)).toEqual([
      'POST /api/stories/s1/media/upload/new Bearer user-token',
      `GET /api/stories/s1/media/upload/next?uploadId=${session.uploadId}&key=stories%2Fs1%2Fst1.webm&partNumber=1&size=3 Bearer upload-token`,
      'PUT https://store/part-1 null',
      'POST /api/stories/s1/media/upload/completion Bearer upload-token',
    ]);
    expect([...new Uint8Array(await ((seen[2]?.body as Blob | undefined) ?? new Blob()).arrayBuffer())]).toEqual([1, 2, 3]);
    expect(JSON.parse(String(seen[3]?.body))).toEqual({
      uploadId: session.uploadId,
      key: session.key,
      metadata,
      parts: [{ PartNumber: 1, Size: 3, SHA256: sha }],
    });
  });

  it('opens a call guest’s stream with their join token (no account) and names the speaker', async () => {
    const { api, seen } = world((url) =>
      url.includes('/upload-url') ? { status: 200, body: { url: 'https://store/form', fields: {} } } : { status: 200, body: session },
    );
    await api.openStream(
      's1',
      {
        type: 'audio',
        streamId: 'st1',
        recordingStart: metadata.recordingStart,
        localTimeOffset: 0,
        sessionId: 'se1',
        mimeType: 'audio/webm',
        participantName: 'Nora Narrator',
      },
      { guestToken: 'join-token' },
    );
    expect(seen[0]?.authorization).toBe('Bearer join-token');
    expect(JSON.parse(String(seen[0]?.body))).toMatchObject({ participantName: 'Nora Narrator' });
    await api
      .uploadWhole(
        's1',
        { id: 'st1', metadata: { ...metadata, participantName: 'Nora Narrator' }, parts: [], size: 0 },
        { guestToken: 'join-token' },
      )
      .catch(() => undefined);
    expect(seen[1]?.authorization).toBe('Bearer join-token');
    expect(seen[1]?.url).toContain('participantName=Nora+Narrator');
  });

  it('rejects with the status and code: only 410 STORY_DELETED reads as a deleted story, a 404 does not, a refused part is retryable', async () => {
    const { api } = world((url) =>
      url.includes('/upload/new') ? { status: 404, body: { error: { code: 'NOT_FOUND' } } } : { status: 503 },
    );
    const gone = await api
      .openStream('s1', {
        type: 'audio',
        streamId: 'st1',
        recordingStart: metadata.recordingStart,
        localTimeOffset: 0,
        sessionId: 'se1',
        mimeType: 'audio/webm',
      })
      .catch((e: unknown) => e);
    expect(isStoryDeleted(gone)).toBe(false);
    expect(uploadAnswer(gone)).toBe('not_found');
    const refused = await api.putPart('https://store/p', [new ArrayBuffer(1)]).catch((e: unknown) => e);
    expect(apiFailureStatus(refused)).toBe(503);
    expect(uploadAnswer(refused)).toBe('retry');

    const deleted = world(() => ({ status: 410, body: { error: { code: 'STORY_DELETED', message: 'gone' } } }));
    const next = await deleted.api.nextPartUrl('s1', session, { partNumber: 1, size: 1, sha256: sha }).catch((e: unknown) => e);
    expect(isStoryDeleted(next)).toBe(true);
    // The media routes' own codes come back on a refused PUT: a body past its cap is not a deleted story.
    const capped = world(() => ({ status: 413, body: { error: { code: 'too_large', message: 'at most 3 bytes' } } }));
    const tooLong = await capped.api.putPart('https://store/p', [new ArrayBuffer(4)]).catch((e: unknown) => e);
    expect(tooLong).toMatchObject({ status: 413, code: 'TOO_LARGE', message: 'at most 3 bytes' });
    expect(uploadAnswer(tooLong)).toBe('mismatch');
  });

  it('posts the whole recording as a form with the signed fields, the metadata and the file last', async () => {
    const { api, seen } = world((url) =>
      url.includes('/upload-url')
        ? { status: 200, body: { url: '/api/media/form?sig=x', fields: { key: 'k', storyId: 's1' } } }
        : { status: 200, body: { key: 'k', size: 3, sha256: sha } },
    );
    const stored = await api.uploadWhole('s1', {
      id: 'st1',
      metadata,
      parts: [new Uint8Array([1, 2]).buffer, new Uint8Array([3]).buffer],
      size: 3,
    });
    expect(stored).toEqual({ key: 'k', size: 3, sha256: sha });
    expect(seen[0]?.url).toContain('size=3');
    const form = seen[1]?.body as FormData;
    expect(seen[1]?.url).toBe('/api/media/form?sig=x');
    expect([...form.keys()]).toEqual(['key', 'storyId', 'recordingStart', 'recordingStop', 'localTimeOffset', 'sessionId', 'file']);
    const file = form.get('file') as Blob;
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual([1, 2, 3]);
  });
});
