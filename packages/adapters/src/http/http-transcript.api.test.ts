import type { Paragraph } from '@storykeep/core';
import { describe, expect, it } from 'vitest';
import { HttpClient } from './http-client.js';
import { HttpStorySearchApi } from './http-search.api.js';
import { HttpTranscriptApi } from './http-transcript.api.js';

function client(status: number, answer: unknown, seen: { url: string; body?: unknown; method?: string }[], statusText = '') {
  return new HttpClient({
    baseUrl: '/api',
    fetch: async (input, init) => {
      seen.push({ url: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined, method: init?.method ?? 'GET' });
      return new Response(status === 204 ? null : JSON.stringify(answer), { status, statusText });
    },
  });
}

const transcript = {
  paragraphs: [
    {
      speaker: 'Ann',
      start: 0,
      end: 1,
      children: [
        {
          text: 'Hello there',
          words: [
            { text: 'Hello', start: 0, end: 0.5 },
            { text: 'there', start: 0.5, end: 1 },
          ],
        },
      ],
    },
  ],
};

describe('HttpTranscriptApi', () => {
  it('reads the transcript, and a 400 as none yet', async () => {
    const seen: { url: string }[] = [];
    await expect(new HttpTranscriptApi(client(200, { transcript }, seen)).get('s1')).resolves.toEqual(transcript);
    await expect(
      new HttpTranscriptApi(client(400, { error: { code: 'NO_TRANSCRIPT', message: 'none' } }, seen)).get('s1'),
    ).resolves.toBeNull();
    await expect(new HttpTranscriptApi(client(500, { error: { code: 'INTERNAL', message: 'boom' } }, seen)).get('s1')).rejects.toThrow(
      'boom',
    );
    expect(seen[0]?.url).toBe('/api/transcripts/s1');
  });

  it('reads the indexes of a story', async () => {
    const seen: { url: string }[] = [];
    const index = {
      _id: 'i1',
      title: 'Main',
      notes: '',
      metadata: [{ title: 'Mill', synopsis: '', keywords: 'loom; cotton', time: { start: 5 } }],
    };
    const [read] = await new HttpTranscriptApi(client(200, [index], seen)).indexes('s1');
    expect(read?.metadata[0]?.keywords).toEqual(['loom', 'cotton']);
    expect(seen[0]?.url).toBe('/api/stories/s1/index');
  });
});

describe('HttpTranscriptApi saving', () => {
  const report = { valid: true, skippedWithoutWords: 0, dropped: 0, missingTimings: 0, outOfOrderTimings: 0, text: '' };

  it('posts the paragraphs to the edit call and answers the saved transcript', async () => {
    const seen: { url: string; body?: unknown; method?: string }[] = [];
    const saved = { ...transcript, updated_at: '2024-05-03T12:00:00.000Z' };
    await expect(
      new HttpTranscriptApi(client(200, { transcript: saved, report }, seen)).save('s1', transcript.paragraphs),
    ).resolves.toEqual(saved);
    expect(seen[0]).toEqual({ url: '/api/transcripts/s1/edit', body: transcript.paragraphs, method: 'POST' });
  });

  it('creates an index with PUT and saves one with POST, sending only its content', async () => {
    const seen: { url: string; body?: unknown; method?: string }[] = [];
    const index = { _id: 'i1', title: 'Main', notes: 'n', metadata: [], unsaved: true };
    const api = new HttpTranscriptApi(client(200, { _id: 'i1', title: 'Main', notes: 'n', metadata: [] }, seen));
    await api.createIndex('s1', { title: 'Main' });
    await api.saveIndex('s1', index);
    expect(seen).toEqual([
      { url: '/api/stories/s1/index', body: { title: 'Main' }, method: 'PUT' },
      { url: '/api/stories/s1/index/i1', body: { title: 'Main', notes: 'n', metadata: [] }, method: 'POST' },
    ]);
  });

  it('answers an index delete as it came, a non-204 status included', async () => {
    const seen: { url: string; method?: string }[] = [];
    await expect(new HttpTranscriptApi(client(204, null, seen, 'No Content')).deleteIndex('s1', 'i1')).resolves.toEqual({
      status: 204,
      statusText: 'No Content',
      body: '',
    });
    await expect(
      new HttpTranscriptApi(client(404, { error: { code: 'NOT_FOUND', message: 'gone' } }, seen, 'Not Found')).deleteIndex('s1', 'i1'),
    ).resolves.toEqual({ status: 404, statusText: 'Not Found', body: '{"error":{"code":"NOT_FOUND","message":"gone"}}' });
    expect(seen[0]).toMatchObject({ url: '/api/stories/s1/index/i1', method: 'DELETE' });
  });
});

describe('HttpTranscriptApi saving changes', () => {
  const patch = {
    version: 3,
    changed: [{ id: 'p1', rev: 2, paragraph: transcript.paragraphs[0] as Paragraph }],
    inserted: [],
    deleted: [],
  };
  const report = { valid: true, skippedWithoutWords: 0, dropped: 0, missingTimings: 0, outOfOrderTimings: 0, text: '' };

  it('sends only the changes with PATCH and answers the new version and what others saved', async () => {
    const seen: { url: string; body?: unknown; method?: string }[] = [];
    const answer = { version: 4, updated_at: '2024-05-01T00:00:00.000Z', report, changes: [], complete: true };
    await expect(new HttpTranscriptApi(client(200, answer, seen)).savePatch('s1', patch)).resolves.toEqual({ saved: true, ...answer });
    expect(seen[0]).toEqual({ url: '/api/transcripts/s1', body: patch, method: 'PATCH' });
  });

  it('answers a stale save (409) as refused, with the version and the paragraphs named, and throws other failures', async () => {
    const seen: { url: string }[] = [];
    const stale = { error: { code: 'TRANSCRIPT_CONFLICT', message: 'stale', version: 5, conflicts: ['p1'] } };
    await expect(new HttpTranscriptApi(client(409, stale, seen)).savePatch('s1', patch)).resolves.toEqual({
      saved: false,
      version: 5,
      conflicts: ['p1'],
    });
    const failed = new HttpTranscriptApi(client(400, { error: { code: 'VALIDATION', message: 'bad id', field: 'changed.0.id' } }, seen));
    await expect(failed.savePatch('s1', patch)).rejects.toMatchObject({ status: 400, field: 'changed.0.id' });
  });

  it('asks the browser to finish the request after the page is gone when leaving', async () => {
    const inits: RequestInit[] = [];
    const http = new HttpClient({
      baseUrl: '/api',
      fetch: async (_input, init) => {
        inits.push(init ?? {});
        return new Response(JSON.stringify({ version: 4, updated_at: 'x', report, changes: [], complete: true }), { status: 200 });
      },
    });
    await new HttpTranscriptApi(http).savePatch('s1', patch, { keepalive: true });
    await new HttpTranscriptApi(http).savePatch('s1', patch);
    expect(inits.map((init) => init.keepalive)).toEqual([true, undefined]);
  });
});

describe('HttpStorySearchApi', () => {
  it('posts a hybrid query with alpha 0.5 and answers the items', async () => {
    const seen: { url: string; body?: unknown }[] = [];
    const items = [{ chapterTitle: 'Mill', avgScore: 0.8, chunks: [] }];
    await expect(new HttpStorySearchApi(client(200, { items }, seen)).search('s1', 'loom')).resolves.toEqual(items);
    expect(seen[0]).toEqual({ url: '/api/weaviate/s1/search', body: { query: 'loom', mode: 'hybrid', alpha: 0.5 }, method: 'POST' });
  });
});
