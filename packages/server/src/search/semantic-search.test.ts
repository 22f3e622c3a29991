import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FAKE_EMBEDDING_DIMENSIONS, type FakeEmbeddingsServer, startFakeEmbeddingsServer } from '../testing/fake-embeddings-server.js';
import { buildMediaTestApp, type MediaTestApp } from '../testing/media-test-kit.js';
import { testDatabases } from '../testing/test-databases.js';
import { addStory } from '../testing/world.js';
import { EMBED_CHUNKS_JOB } from './embed-chunks.job.js';

/** One paragraph per line, starting at the given second, words one second apart. */
function transcript(lines: [number, string][]) {
  return lines.map(([start, text]) => {
    const words = text.split(' ').map((w, i) => ({ text: w, start: start + i, end: start + i + 0.9 }));
    return { speaker: 'Ada', start, end: start + words.length, children: [{ text, words }] };
  });
}

interface Chunk {
  start_time: number;
  _weaviate_score: number;
  _lexical_score?: number;
  _vector_score?: number;
}

const chunksOf = (body: { items: { chunks: Chunk[] }[] }) =>
  body.items.flatMap((i) => i.chunks).sort((a, b) => b._weaviate_score - a._weaviate_score || a.start_time - b.start_time);

describe.each(testDatabases)('meaning search on $name', ({ name, open }) => {
  let t: MediaTestApp;
  let fake: FakeEmbeddingsServer;
  let token: string;
  let storyId: string;

  const embedQueued = async () =>
    Number(
      (
        await sql<{ n: number }>`select count(*)::integer as n from jobs where type = ${EMBED_CHUNKS_JOB} and status = 'queued'`.execute(
          t.db,
        )
      ).rows[0]?.n ?? 0,
    );
  const embedAll = async () => {
    await vi.waitFor(async () => expect(await embedQueued()).toBeGreaterThan(0));
    await t.drain();
  };
  const search = (query: string, alpha = 0.5) => t.call('POST', `/weaviate/${storyId}/search`, { token, body: { query, alpha } });

  beforeAll(async () => {
    fake = await startFakeEmbeddingsServer();
    t = await buildMediaTestApp(await open(), {
      env: {
        EMBEDDINGS_API_URL: fake.url,
        EMBEDDINGS_API_KEY: 'embed-key',
        EMBEDDINGS_MODEL: 'fake-bag-of-words',
        EMBEDDINGS_BATCH_SIZE: '2',
      },
    });
    token = t.world.tokens.user ?? '';
    storyId = await addStory(t.db, t.world.own, 'Harbour days');
    await t.call('POST', `/transcripts/${storyId}/edit`, {
      token,
      body: transcript([
        [0, 'the ship sailed out at dawn'],
        [30, 'we grew wheat on the farm'],
        [60, 'the boat came home to the harbour'],
      ]),
    });
    await embedAll();
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('embeds every chunk in batches with the model and key, as pgvector where the database has it', async () => {
    const inputs = fake.requests.flatMap((r) => r.input);
    expect(inputs.sort()).toEqual(['the boat came home to the harbour', 'the ship sailed out at dawn', 'we grew wheat on the farm']);
    expect(Math.max(...fake.requests.map((r) => r.input.length))).toBe(2);
    expect(new Set(fake.requests.map((r) => `${r.model} ${r.authorization}`))).toEqual(new Set(['fake-bag-of-words Bearer embed-key']));
    const offered = await sql<{ yes: boolean }>`select exists (select 1 from pg_available_extensions where name = 'vector') as yes`.execute(
      t.db,
    );
    if (name === 'pglite') expect(offered.rows[0]?.yes).toBe(true);
    const stored = await sql<{ vec: number; arr: number }>`
      select count(*) filter (where embedding is null)::integer as vec, count(*) filter (where embedding is not null)::integer as arr
      from chunk_embeddings where story_id = ${storyId}`.execute(t.db);
    expect(stored.rows[0]).toEqual(offered.rows[0]?.yes ? { vec: 3, arr: 0 } : { vec: 0, arr: 3 });
    const index = await sql<{ n: number }>`
      select count(*)::integer as n from pg_indexes where indexname = ${`chunk_embeddings_hnsw_${FAKE_EMBEDDING_DIMENSIONS}`}`.execute(
      t.db,
    );
    expect(index.rows[0]?.n).toBe(offered.rows[0]?.yes ? 1 : 0);
  });

  it('finds by meaning what the words alone miss', async () => {
    const words = await search('vessel', 0);
    expect(words.body.items).toEqual([]);
    const meaning = await search('vessel');
    expect(meaning.status).toBe(200);
    const found = chunksOf(meaning.body);
    expect(found.map((c) => c.start_time).sort((a, b) => a - b)).toEqual([0, 60]);
    for (const chunk of found) {
      expect(chunk._lexical_score).toBe(0);
      expect(chunk._vector_score).toBeGreaterThan(0.3);
    }
  });

  it('ranks a chunk matching in words and meaning above one matching in meaning only, at alpha 0.5', async () => {
    const found = chunksOf((await search('boat')).body);
    expect(found.map((c) => c.start_time)).toEqual([60, 0]);
    const [both, meaningOnly] = found;
    expect(both?._lexical_score).toBeGreaterThan(0);
    expect(meaningOnly?._lexical_score).toBe(0);
    expect(both?._vector_score).toBeCloseTo(meaningOnly?._vector_score ?? 0, 6);
    // Each side is scaled by its best: the word match scores 0.5 + 0.5, the meaning-only match 0.5.
    expect(both?._weaviate_score).toBeCloseTo(1, 6);
    expect(meaningOnly?._weaviate_score).toBeCloseTo(0.5, 6);
  });

  it('finds by meaning only in stories the user may see', async () => {
    const foreign = t.world.other.stories[0] ?? '';
    const saved = await t.call('POST', `/transcripts/${foreign}/edit`, {
      token: t.world.tokens.admin,
      body: transcript([[0, 'a sailboat on the water']]),
    });
    expect(saved.status).toBe(200);
    await embedAll();
    const embedded = await sql<{ n: number }>`select count(*)::integer as n from chunk_embeddings where story_id = ${foreign}`.execute(
      t.db,
    );
    expect(embedded.rows[0]?.n).toBe(1);
    const everywhere = await t.call('POST', '/weaviate/search/enriched', { token, body: { query: 'vessel' } });
    expect(everywhere.body.items.map((i: { storyId: string }) => i.storyId)).toEqual([storyId]);
    const asAdmin = await t.call('POST', `/weaviate/${foreign}/search`, { token: t.world.tokens.admin, body: { query: 'vessel' } });
    expect(chunksOf(asAdmin.body).map((c) => c.start_time)).toEqual([0]);
  });

  it('reports alpha and meaning search across a project', async () => {
    const found = await t.call('POST', '/weaviate/search/enriched', { token, body: { query: 'ship', project_id: t.world.own.project } });
    expect(found.body).toMatchObject({ semantic: true, alpha: 0.5, total: 1 });
  });

  it('embeds an edited transcript again, only the new text, and drops the vectors of text edited away', async () => {
    const before = fake.requests.length;
    await t.call('POST', `/transcripts/${storyId}/edit`, {
      token,
      body: transcript([
        [0, 'the ship sailed out at dawn'],
        [30, 'grandma baked bread every sunday'],
        [60, 'the boat came home to the harbour'],
      ]),
    });
    await embedAll();
    expect(fake.requests.slice(before).flatMap((r) => r.input)).toEqual(['grandma baked bread every sunday']);
    const granny = chunksOf((await search('granny')).body);
    expect(granny.map((c) => c.start_time)).toEqual([30]);
    const kept = await sql<{ n: number }>`select count(*)::integer as n from chunk_embeddings where story_id = ${storyId}`.execute(t.db);
    expect(kept.rows[0]?.n).toBe(3);
  });

  it('answers by words when the embeddings server fails, and the job tries again later', async () => {
    fake.failing = true;
    try {
      const found = await search('harbour');
      expect(found.status).toBe(200);
      expect(chunksOf(found.body).map((c) => c.start_time)).toEqual([60]);
      expect(chunksOf(found.body)[0]?._vector_score).toBeUndefined();
      // The server just failed: the next searches do not wait for it again.
      const asked = fake.requests.length;
      expect((await search('dawn')).status).toBe(200);
      expect(fake.requests.length).toBe(asked);
      const other = await addStory(t.db, t.world.own, 'Sea stories');
      const saved = await t.call('POST', `/transcripts/${other}/edit`, { token, body: transcript([[0, 'the ocean was calm']]) });
      expect(saved.status).toBe(200);
      await embedAll();
      const job = await sql<{ status: string; last_error: string }>`
        select status, last_error from jobs where type = ${EMBED_CHUNKS_JOB} order by created_at desc limit 1`.execute(t.db);
      expect(job.rows[0]?.last_error).toContain('answered 503');
      expect(job.rows[0]?.status).toBe('queued');
    } finally {
      fake.failing = false;
    }
  });
});
