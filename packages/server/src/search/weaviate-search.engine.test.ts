import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMediaTestApp, type MediaTestApp } from '../testing/media-test-kit.js';
import { testDatabases } from '../testing/test-databases.js';
import { addStory } from '../testing/world.js';

interface Seen {
  method: string;
  url: string;
  body: unknown;
  authorization: string | undefined;
}

/** A stand-in Weaviate on loopback: records every request, knows no class at first, answers one hit per search. */
function fakeWeaviate(seen: Seen[]): Promise<Server> {
  let hasClass = false;
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => {
      const body = text ? JSON.parse(text) : undefined;
      seen.push({ method: request.method ?? '', url: request.url ?? '', body, authorization: request.headers.authorization });
      const reply = (status: number, value: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(value));
      };
      if (request.method === 'GET' && request.url === '/v1/schema/StorykeepChunk')
        return hasClass ? reply(200, { class: 'StorykeepChunk' }) : reply(404, {});
      if (request.method === 'POST' && request.url === '/v1/schema') {
        hasClass = true;
        return reply(200, body);
      }
      if (request.url === '/v1/batch/objects') return reply(200, request.method === 'POST' ? [] : { results: { matches: 0 } });
      if (request.url === '/v1/graphql') {
        const storyId = /valueText: \["([^"]+)"/.exec(body.query)?.[1];
        return reply(200, {
          data: {
            Get: {
              StorykeepChunk: [
                {
                  storyId,
                  position: 1,
                  start_time: 4,
                  end_time: 7,
                  speaker: 'Ada',
                  transcription: 'the old barn burned',
                  _additional: { score: '0.83' },
                },
              ],
            },
          },
        });
      }
      reply(404, { error: 'unexpected' });
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe.each(testDatabases)('Weaviate search on $name', ({ open }) => {
  let t: MediaTestApp;
  let server: Server;
  const seen: Seen[] = [];
  beforeAll(async () => {
    server = await fakeWeaviate(seen);
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    t = await buildMediaTestApp(await open(), { env: { WEAVIATE_URL: url, WEAVIATE_API_KEY: 'secret-key' } });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('sends changed transcripts, then asks a hybrid query with alpha limited to the story', async () => {
    const token = t.world.tokens.user;
    const storyId = await addStory(t.db, t.world.own, 'Barn');
    const words = ['the', 'old', 'barn', 'burned'].map((text, i) => ({ text, start: 4 + i, end: 4.5 + i }));
    await t.call('POST', `/transcripts/${storyId}/edit`, {
      token,
      body: [{ speaker: 'Ada', start: 4, end: 8, children: [{ text: 'the old barn burned', words }] }],
    });
    const found = await t.call('POST', `/weaviate/${storyId}/search`, {
      token,
      body: { query: 'barn "fire"', mode: 'hybrid', alpha: 0.5 },
    });
    expect(found.status).toBe(200);
    expect(found.body.items).toEqual([
      {
        chapterTitle: 'First Section (auto-generated)',
        avgScore: 0.83,
        chunks: [
          {
            start_time: 4,
            end_time: 7,
            speaker: 'Ada',
            transcription: 'the old barn burned',
            highlight: 'the old <em>barn</em> burned',
            _weaviate_score: 0.83,
          },
        ],
      },
    ]);
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /v1/schema/StorykeepChunk',
      'POST /v1/schema',
      'DELETE /v1/batch/objects',
      'POST /v1/batch/objects',
      'POST /v1/graphql',
    ]);
    expect(seen.every((s) => s.authorization === 'Bearer secret-key')).toBe(true);
    expect(seen[2]?.body).toEqual({
      match: { class: 'StorykeepChunk', where: { path: ['storyId'], operator: 'Equal', valueText: storyId } },
    });
    expect(seen[3]?.body).toEqual({
      objects: [
        {
          class: 'StorykeepChunk',
          properties: { storyId, position: 1, start_time: 4, end_time: 7.5, speaker: 'Ada', transcription: 'the old barn burned' },
        },
      ],
    });
    const query = (seen[4]?.body as { query?: string } | undefined)?.query ?? '';
    expect(query).toContain('StorykeepChunk(hybrid: { query: "barn \\"fire\\"", alpha: 0.5, fusionType: relativeScoreFusion }');
    expect(query).toContain(`where: { path: ["storyId"], operator: ContainsAny, valueText: ["${storyId}"] }`);
    expect(query).toContain('_additional { score }');

    // Unchanged: only the query goes out. Edited: the story is sent again first.
    seen.length = 0;
    await t.call('POST', `/weaviate/${storyId}/search`, { token, body: { query: 'barn' } });
    expect(seen.map((s) => s.url)).toEqual(['/v1/graphql']);
    seen.length = 0;
    t.clock.now = new Date(Date.now() + 60_000);
    await t.call('POST', `/transcripts/${storyId}/edit`, {
      token,
      body: [{ speaker: 'Ada', start: 0, end: 1, children: [{ text: 'rebuilt', words: [{ text: 'rebuilt', start: 0, end: 1 }] }] }],
    });
    await t.call('POST', `/weaviate/${storyId}/search`, { token, body: { query: 'barn' } });
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual(['DELETE /v1/batch/objects', 'POST /v1/batch/objects', 'POST /v1/graphql']);
  });
});
