import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMediaTestApp, type MediaTestApp } from '../../testing/media-test-kit.js';
import { testDatabases } from '../../testing/test-databases.js';
import { addStory } from '../../testing/world.js';

/** A transcript where each sentence is one paragraph starting at the given second, words one second apart. */
function transcript(lines: [number, string, string][]) {
  return lines.map(([start, speaker, text]) => {
    const words = text.split(' ').map((w, i) => ({ text: w, start: start + i, end: start + i + 0.9 }));
    return { speaker, start, end: start + words.length, children: [{ text, words }] };
  });
}

describe.each(testDatabases)('search on $name', ({ open }) => {
  let t: MediaTestApp;
  let token: string;
  let storyId: string;
  beforeAll(async () => {
    t = await buildMediaTestApp(await open());
    token = t.world.tokens.user ?? '';
    storyId = await addStory(t.db, t.world.own, 'Harvest memories');
    const body = transcript([
      [0, 'Ada', 'we grew wheat on the family farm'],
      [30, 'Bo', 'the drought of fifty three ruined the harvest'],
      [90, 'Ada', 'after the drought my father sold the cattle'],
    ]);
    await t.call('POST', `/transcripts/${storyId}/edit`, { token, body });
    const index = await t.call('PUT', `/stories/${storyId}/index`, {
      token,
      body: {
        metadata: [
          { title: 'Childhood', time: { start: 0 } },
          { title: 'Hard years', time: { start: 60 } },
        ],
      },
    });
    expect(index.status).toBe(201);
  });
  afterAll(() => t.close());

  it('finds a spoken phrase inside a story, grouped by chapter, with highlights and scores', async () => {
    const found = await t.call('POST', `/weaviate/${storyId}/search`, { token, body: { query: 'drought', mode: 'hybrid', alpha: 0.5 } });
    expect(found.status).toBe(200);
    const chapters = found.body.items.map((i: { chapterTitle: string }) => i.chapterTitle).sort();
    expect(chapters).toEqual(['Childhood', 'Hard years']);
    const chunk = found.body.items.flatMap((i: { chunks: unknown[] }) => i.chunks).find((c: { start_time: number }) => c.start_time === 30);
    expect(chunk).toMatchObject({ speaker: 'Bo', end_time: 37.9, transcription: 'the drought of fifty three ruined the harvest' });
    expect(chunk.highlight).toContain('<em>drought</em>');
    for (const item of found.body.items) expect(item.avgScore).toBeGreaterThan(0);
  });

  it('forgives a misspelling through trigram similarity, and finds nothing for unrelated words', async () => {
    const typo = await t.call('POST', `/weaviate/${storyId}/search`, { token, body: { query: 'cattel' } });
    expect(typo.body.items.flatMap((i: { chunks: { start_time: number }[] }) => i.chunks.map((c) => c.start_time))).toEqual([90]);
    const none = await t.call('POST', `/weaviate/${storyId}/search`, { token, body: { query: 'submarine' } });
    expect(none.body.items).toEqual([]);
  });

  it('finds a phrase of stop words only as it is written', async () => {
    const found = await t.call('POST', `/weaviate/${storyId}/search`, { token, body: { query: 'On The' } });
    expect(found.body.items.flatMap((i: { chunks: { start_time: number }[] }) => i.chunks.map((c) => c.start_time))).toEqual([0]);
  });

  it('searches a project page by page, best story first, and only where the user may look', async () => {
    const second = await addStory(t.db, t.world.own, 'Drought diary');
    await t.call('POST', `/transcripts/${second}/edit`, { token, body: transcript([[0, 'Cy', 'drought drought everywhere a drought']]) });
    const foreign = t.world.other.stories[0] ?? '';
    await t.call('POST', `/transcripts/${foreign}/edit`, {
      token: t.world.tokens.admin,
      body: transcript([[0, 'Zed', 'the drought elsewhere']]),
    });
    const page1 = await t.call('POST', '/weaviate/search/enriched', {
      token,
      body: { query: 'drought', project_id: t.world.own.project, page: 1, pageSize: 1 },
    });
    // No embeddings server here: search is by words only, and says so.
    expect(page1.body).toMatchObject({ total: 2, page: 1, pageSize: 1, semantic: false, alpha: 0.5 });
    expect(page1.body.items).toHaveLength(1);
    const page2 = await t.call('POST', '/weaviate/search/enriched', {
      token,
      body: { query: 'drought', project_id: t.world.own.project, page: 2, pageSize: 1 },
    });
    const ids = [page1.body.items[0].storyId, page2.body.items[0].storyId].sort();
    expect(ids).toEqual([storyId, second].sort());
    expect(JSON.stringify([page1.body, page2.body])).not.toContain('elsewhere');
    const other = await t.call('POST', '/weaviate/search/enriched', {
      token,
      body: { query: 'drought', project_id: t.world.other.project },
    });
    expect(other.status).toBe(404);
    expect((await t.call('POST', `/weaviate/${foreign}/search`, { token, body: { query: 'drought' } })).status).toBe(404);
  });

  it('searches every story the user reaches without a project, and finds phrases in chapter titles, synopses and keywords', async () => {
    await t.call('PUT', `/stories/${storyId}/index`, {
      token,
      body: {
        metadata: [
          { title: 'Childhood', time: { start: 0 } },
          { title: 'Hard years', synopsis: 'The dust bowl summers', keywords: ['cattle auction'], time: { start: 60 } },
        ],
      },
    });
    const foreign = t.world.other.stories[0] ?? '';
    await t.call('POST', `/transcripts/${foreign}/edit`, {
      token: t.world.tokens.admin,
      body: transcript([[0, 'Zed', 'our father sold the cattle too']]),
    });
    const all = await t.call('POST', '/weaviate/search/enriched', { token, body: { query: 'father sold the cattle' } });
    expect(all.status).toBe(200);
    expect(all.body.items.map((i: { storyId: string }) => i.storyId)).toEqual([storyId]);
    expect(all.body.items[0]).toMatchObject({ projectId: t.world.own.project, title: 'Harvest memories', audio: false });
    expect(all.body.semantic).toBe(false);
    const moments = all.body.items[0].chapters.flatMap((c: { chunks: { start_time: number }[] }) => c.chunks.map((k) => k.start_time));
    expect(moments).toContain(90);
    for (const [phrase, title] of [
      ['dust bowl', 'Hard years'],
      ['Cattle Auction', 'Hard years'],
      ['hard years', 'Hard years'],
    ]) {
      const found = await t.call('POST', '/weaviate/search/enriched', { token, body: { query: phrase, project_id: t.world.own.project } });
      const chunk = found.body.items.find((i: { storyId: string }) => i.storyId === storyId)?.chapters[0]?.chunks[0];
      expect(chunk, phrase).toMatchObject({ start_time: 60 });
      expect(chunk.transcription).toContain(title);
    }
  });

  it('narrows a search across interviews by narrator and language, within reach', async () => {
    const diary = await addStory(t.db, t.world.own, 'Hailstorm diary');
    await t.call('POST', `/transcripts/${diary}/edit`, { token, body: transcript([[0, 'Cy', 'the hailstorm flattened the wheat']]) });
    await t.call('POST', `/transcripts/${storyId}/edit`, {
      token,
      body: transcript([
        [0, 'Ada', 'we grew wheat on the family farm'],
        [30, 'Bo', 'the drought of fifty three ruined the harvest'],
      ]),
    });
    await t.db.updateTable('stories').set({ narrator: 'Ada Bell', language: 'English' }).where('id', '=', storyId).execute();
    await t.db.updateTable('stories').set({ narrator: 'Cy Dunn', language: 'Welsh' }).where('id', '=', diary).execute();
    const found = async (filters: Record<string, string>) => {
      const answer = await t.call('POST', '/weaviate/search/enriched', { token, body: { query: 'wheat', ...filters } });
      expect(answer.status).toBe(200);
      return answer.body.items.map((i: { storyId: string }) => i.storyId).sort();
    };
    expect(await found({})).toEqual([storyId, diary].sort());
    expect(await found({ narrator: 'bell' })).toEqual([storyId]);
    expect(await found({ narrator: 'DUNN', project_id: t.world.own.project })).toEqual([diary]);
    expect(await found({ language: 'welsh' })).toEqual([diary]);
    expect(await found({ narrator: 'bell', language: 'welsh' })).toEqual([]);
    const refused = await t.call('POST', '/weaviate/search/enriched', { token, body: { query: 'wheat', narrator: 7 } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.field).toBe('narrator');
  });

  it('refuses bad queries naming the field', async () => {
    const call = (body: unknown) => t.call('POST', `/weaviate/${storyId}/search`, { token, body });
    expect((await call({ query: '  ' })).body.error.field).toBe('query');
    expect((await call({ query: 'x', alpha: 2 })).body.error.field).toBe('alpha');
    expect((await call({ query: 'x', mode: 'vector' })).body.error.field).toBe('mode');
    const enriched = await t.call('POST', '/weaviate/search/enriched', { token, body: { query: 'x', project_id: randomUUID(), page: 0 } });
    expect(enriched.body.error.field).toBe('page');
  });
});
