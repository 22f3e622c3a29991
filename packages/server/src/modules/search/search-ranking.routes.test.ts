import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMediaTestApp, type MediaTestApp } from '../../testing/media-test-kit.js';
import { testDatabases } from '../../testing/test-databases.js';
import { addStory } from '../../testing/world.js';

/** One paragraph per line, each starting at the given second, words one second apart. */
function transcript(lines: [number, string][]) {
  return lines.map(([start, text]) => {
    const words = text.split(' ').map((w, i) => ({ text: w, start: start + i, end: start + i + 0.9 }));
    return { speaker: 'Ada', start, end: start + words.length, children: [{ text, words }] };
  });
}

interface Item {
  storyId: string;
  chapters: { chunks: { start_time: number; highlight: string }[] }[];
}

describe.each(testDatabases)('project search ranking on $name', ({ open }) => {
  let t: MediaTestApp;
  let token: string;
  let says: string;
  let repeats: string;
  beforeAll(async () => {
    t = await buildMediaTestApp(await open());
    token = t.world.tokens.user ?? '';
    repeats = await addStory(t.db, t.world.own, 'Old trees');
    says = await addStory(t.db, t.world.own, 'The barn');
    await t.call('POST', `/transcripts/${repeats}/edit`, {
      token,
      body: transcript([
        [0, 'old old old the old tree was old and old'],
        [40, 'was it raining that old day'],
      ]),
    });
    await t.call('POST', `/transcripts/${says}/edit`, {
      token,
      body: transcript([
        [0, 'we farmed the land'],
        [40, 'we asked how old that barn was, as i recall'],
      ]),
    });
  });
  afterAll(() => t.close());

  const search = async (query: string) => {
    const found = await t.call('POST', '/weaviate/search/enriched', { token, body: { query, project_id: t.world.own.project } });
    expect(found.status).toBe(200);
    return found.body as { total: number; items: Item[] };
  };

  it('puts the story that says the phrase as typed first, above one that only repeats its word', async () => {
    const found = await search('how old that');
    expect(found.items.map((i) => i.storyId)).toEqual([says, repeats]);
    const moment = found.items[0]?.chapters.flatMap((c) => c.chunks)[0];
    expect(moment?.start_time).toBe(40);
    expect(moment?.highlight).toContain('<em>old</em>');
  });

  it('finds a phrase of stop words only where its words are said in order', async () => {
    const found = await search('as I');
    expect(found.items.map((i) => i.storyId)).toEqual([says]);
    expect((await search('was it')).items.map((i) => i.storyId)).toEqual([repeats]);
  });
});
