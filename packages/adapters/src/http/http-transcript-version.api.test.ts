import { describe, expect, it } from 'vitest';
import { HttpClient } from './http-client.js';
import { HttpTranscriptionApi, HttpTranscriptVersionApi } from './http-transcript-version.api.js';

type Seen = { method: string; url: string; body?: unknown };

function client(answers: { status: number; body: unknown }[], seen: Seen[]) {
  return new HttpClient({
    baseUrl: '/api',
    fetch: async (input, init) => {
      seen.push({ method: init?.method ?? 'GET', url: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const answer = answers.shift() ?? { status: 500, body: {} };
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    },
  });
}

const transcript = {
  paragraphs: [{ speaker: 'Ann', start: 0, end: 1, children: [{ text: 'Hello', words: [{ text: 'Hello', start: 0, end: 1 }] }] }],
};

describe('HttpTranscriptVersionApi', () => {
  it('lists versions newest first and reads one by file name', async () => {
    const seen: Seen[] = [];
    const versions = [
      { path: 'v/a.json', created_at: '2024-01-01T00:00:00Z' },
      { path: 'v/b.json', created_at: '2024-03-01T00:00:00Z' },
    ];
    const api = new HttpTranscriptVersionApi(
      client(
        [
          { status: 200, body: versions },
          { status: 200, body: { transcript } },
        ],
        seen,
      ),
    );
    expect((await api.list('s 1')).map((v) => v.path)).toEqual(['v/b.json', 'v/a.json']);
    expect(await api.read('s 1', 'b.json')).toEqual(transcript);
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /api/transcripts/s%201/versions',
      'GET /api/transcripts/s%201/version/file/b.json',
    ]);
  });

  it('keeps the current transcript, and answers null when there is none (400)', async () => {
    const seen: Seen[] = [];
    const api = new HttpTranscriptVersionApi(
      client(
        [
          { status: 200, body: { path: 'v/c.json', created_at: '2024-04-01T00:00:00Z' } },
          { status: 400, body: { error: { code: 'NO_TRANSCRIPT', message: 'none' } } },
          { status: 403, body: { error: { code: 'FORBIDDEN', message: 'not yours' } } },
        ],
        seen,
      ),
    );
    expect(await api.keepCurrent('s1')).toEqual({ path: 'v/c.json', created_at: '2024-04-01T00:00:00Z' });
    expect(await api.keepCurrent('s1')).toBeNull();
    await expect(api.keepCurrent('s1')).rejects.toThrow('not yours');
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/transcripts/s1/saveversion' });
  });

  it('keeps a copy of the paragraphs sent as a version', async () => {
    const seen: Seen[] = [];
    const api = new HttpTranscriptVersionApi(
      client([{ status: 200, body: { path: 'v/mine.json', created_at: '2024-04-01T00:00:00Z' } }], seen),
    );
    const paragraphs = [{ speaker: 'Ann', start: 0, end: 1, children: [{ text: 'mine', words: [{ text: 'mine', start: 0, end: 1 }] }] }];
    expect(await api.keepCopy('s1', paragraphs)).toEqual({ path: 'v/mine.json', created_at: '2024-04-01T00:00:00Z' });
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/transcripts/s1/versions', body: { paragraphs } });
  });
});

describe('HttpTranscriptionApi', () => {
  it('sends standard requests to /transcribe and advanced ones to /advanced_transcribe with their field names', async () => {
    const seen: Seen[] = [];
    const queued = { queued: true, jobId: 'j1', asyncOperations: [] };
    const api = new HttpTranscriptionApi(
      client(
        [
          { status: 200, body: queued },
          { status: 200, body: { ...queued, queued: false, jobId: null } },
        ],
        seen,
      ),
    );
    expect(await api.request('s1', { mode: 'standard', language: 'en', regenerate: true })).toBe(true);
    expect(await api.request('s1', { mode: 'advanced', language: 'pt-BR', regenerate: false })).toBe(false);
    expect(seen).toEqual([
      { method: 'POST', url: '/api/stories/s1/transcribe', body: { language_code: 'en', regenerate: true } },
      { method: 'POST', url: '/api/stories/s1/advanced_transcribe', body: { language: 'pt-BR', regenerate: false } },
    ]);
  });
});
