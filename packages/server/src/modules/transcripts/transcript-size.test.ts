import { generateTranscript } from '@storykeep/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMediaTestApp, type MediaTestApp } from '../../testing/media-test-kit.js';
import { testDatabases } from '../../testing/test-databases.js';
import { addStory } from '../../testing/world.js';

// A four-hour interview: 40,000 words with timings is several megabytes of JSON, above the app's 1 MB body limit.
const FOUR_HOURS = generateTranscript({ words: 40_000, seed: 4 });
const BODY = JSON.stringify(FOUR_HOURS.paragraphs);
const wordsOf = (paragraphs: { children: { words: unknown[] }[] }[]) =>
  paragraphs.reduce((n, p) => n + p.children.reduce((m, c) => m + c.words.length, 0), 0);

describe.each(testDatabases)('a four-hour transcript on $name', ({ open }) => {
  let t: MediaTestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildMediaTestApp(await open());
    token = t.world.tokens.user ?? '';
  });
  afterAll(() => t.close());

  const post = (url: string, payload: string, authorization?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization: `Bearer ${authorization}` } : {}) },
      payload,
    });

  it('is saved whole by POST /transcripts/{id}/edit and read back', async () => {
    expect(BODY.length).toBeGreaterThan(1024 * 1024);
    const id = await addStory(t.db, t.world.own, 'Four hours');
    const saved = await post(`/transcripts/${id}/edit`, BODY, token);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().report).toMatchObject({ valid: true, dropped: 0, skippedWithoutWords: 0 });
    const read = await t.call('GET', `/transcripts/${id}`, { token });
    expect(wordsOf(read.body.transcript.paragraphs)).toBe(40_000);
  }, 120_000);

  it('keeps the ordinary limit on other routes, and asks strangers to sign in before reading a large body', async () => {
    const id = await addStory(t.db, t.world.own, 'Elsewhere');
    expect((await post(`/stories/${id}/index`, JSON.stringify({ title: 'x'.repeat(2 * 1024 * 1024) }), token)).statusCode).toBe(413);
    expect((await post(`/transcripts/${id}/edit`, BODY)).statusCode).toBe(401);
  });
});
