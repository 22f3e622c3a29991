import { describe, expect, it } from 'vitest';
import { HttpClient } from './http-client.js';
import { HttpStorySearchApi } from './http-search.api.js';
import { HttpTranscriptApi } from './http-transcript.api.js';

function client(status: number, answer: unknown, seen: { url: string; body?: unknown }[]) {
  return new HttpClient({
    baseUrl: '/api',
    fetch: async (input, init) => {
      seen.push({ url: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return new Response(JSON.stringify(answer), { status });
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

describe('HttpStorySearchApi', () => {
  it('posts a hybrid query with alpha 0.5 and answers the items', async () => {
    const seen: { url: string; body?: unknown }[] = [];
    const items = [{ chapterTitle: 'Mill', avgScore: 0.8, chunks: [] }];
    await expect(new HttpStorySearchApi(client(200, { items }, seen)).search('s1', 'loom')).resolves.toEqual(items);
    expect(seen[0]).toEqual({ url: '/api/weaviate/s1/search', body: { query: 'loom', mode: 'hybrid', alpha: 0.5 } });
  });
});
