import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../db/schema.js';
import type { ChunkHit } from '../ports/search-engine.port.js';
import { emptyDatabase, testDatabases } from '../testing/test-databases.js';
import { addStory, buildWorld } from '../testing/world.js';
import { RANK_CANDIDATES } from './lexical-search.query.js';
import { PostgresSearchEngine } from './postgres-search.engine.js';

/** Writes chunks straight into the search table, one per text, 30 s apart. */
async function chunks(db: Kysely<DB>, storyId: string, texts: readonly string[], from = 1): Promise<void> {
  const rows = texts.map((body, i) => ({
    story_id: storyId,
    position: from + i,
    speaker: 'Ada',
    start_time: (from + i) * 30,
    end_time: (from + i) * 30 + 29,
    body,
  }));
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('transcript_chunks')
      .values(rows.slice(i, i + 500))
      .execute();
}

const texts = (hits: readonly ChunkHit[]) => hits.map((h) => h.text);

describe.each(testDatabases)('PostgreSQL search engine on $name', ({ open }) => {
  let db: Kysely<DB>;
  let engine: PostgresSearchEngine;
  let stories: string[];
  beforeAll(async () => {
    const database = await open();
    await emptyDatabase(database);
    db = database.db;
    const world = await buildWorld(db);
    engine = new PostgresSearchEngine(db);
    stories = [await addStory(db, world.own, 'Old houses'), await addStory(db, world.own, 'Many new things')];
    const [houses, things] = stories as [string, string];
    await chunks(db, houses, [
      'old old old the old tree was old and old',
      'that old house how we loved it',
      'how old are you she asked and the old man said old that is',
      'we asked how old that barn was',
      'was it raining when you left',
      'as i said it was cold',
      'Then, new York! we moved in spring',
    ]);
    // More chunks holding a common word than a broad match ranks, stored before the one that says the phrase.
    await chunks(
      db,
      things,
      Array.from({ length: RANK_CANDIDATES + 50 }, (_, i) => `new things every day ${i} new shoes new coats`),
    );
    await chunks(db, things, ['and then new neighbours came'], RANK_CANDIDATES + 100);
  });
  const search = (query: string, limit = 20) => engine.search({ storyIds: stories, query, alpha: 0.5, limit });

  it('ranks the chunk that says the phrase as typed above chunks that only repeat its words', async () => {
    const hits = await search('how old that');
    expect(hits[0]?.text).toBe('we asked how old that barn was');
    // The stemmed phrase still finds the other mentions of "old", below it, including the one whose pairs sit apart.
    expect(texts(hits)).toEqual(
      expect.arrayContaining(['old old old the old tree was old and old', 'how old are you she asked and the old man said old that is']),
    );
    for (const other of hits.slice(1)) expect(other.score).toBeLessThan(hits[0]?.score ?? 0);
  });

  it('finds a phrase of stop words as said, word by word, never inside other words', async () => {
    expect(texts(await search('as i'))).toEqual(['as i said it was cold']);
    expect(texts(await search('Was It'))).toEqual(['was it raining when you left']);
    expect(await search('it as')).toEqual([]);
  });

  it('reads the phrase whatever the case and punctuation between its words', async () => {
    expect(texts(await search('then new york'))[0]).toBe('Then, new York! we moved in spring');
  });

  it('finds the phrase as typed even when its common word matches more chunks than are ranked', async () => {
    const hits = await search('then new', 10);
    expect(texts(hits.slice(0, 2)).sort()).toEqual(['Then, new York! we moved in spring', 'and then new neighbours came']);
    expect(hits).toHaveLength(10);
    expect(new Set(texts(hits)).size).toBe(10);
  });

  it('searches only the stories it is given', async () => {
    const hits = await engine.search({ storyIds: [stories[0] ?? ''], query: 'then new', alpha: 0.5, limit: 10 });
    expect(texts(hits)).toEqual(['Then, new York! we moved in spring']);
  });
});
