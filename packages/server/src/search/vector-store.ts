import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';

/** How vectors are kept: pgvector's `vector` type with an HNSW index, or float4[] with cosine computed in SQL. */
export type VectorStorage = 'pgvector' | 'array';

/** pgvector's HNSW index takes vectors up to this length; longer ones are searched without an index. */
export const HNSW_MAX_DIMENSIONS = 2000;

/** A transcript chunk near the query in meaning, with its cosine similarity. */
export interface VectorRow {
  story_id: string;
  position: number;
  start_time: number;
  end_time: number;
  speaker: string | null;
  body: string;
  similarity: number;
}

/** A chunk text that has no vector yet. */
export interface UnembeddedChunk {
  storyId: string;
  md5: string;
  body: string;
}

const literal = (vector: readonly number[], open: string, close: string) =>
  `${open}${vector.map((x) => (Number.isFinite(x) ? x : 0)).join(',')}${close}`;

function dimensionsOf(vector: readonly number[]): number {
  if (!Number.isInteger(vector.length) || vector.length < 1) throw new Error('An embedding needs at least one dimension');
  return vector.length;
}

/**
 * Chunk vectors in the database. On start it installs pgvector when the database offers it (PGlite always does; a
 * PostgreSQL only with the extension's files installed) and keeps vectors in a `vector` column with an HNSW index per
 * dimension; otherwise vectors stay float4[] and similarity is a dot product in SQL over the searched stories' chunks
 * (vectors are stored normalised, so that is the cosine) — correct everywhere, slower on large collections.
 */
export class VectorStore {
  private storage: Promise<VectorStorage> | undefined;
  private readonly indexed = new Set<number>();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly log: (message: string) => void = () => {},
  ) {}

  /** Which storage this database has (decided once, on first use). */
  kind(): Promise<VectorStorage> {
    this.storage ??= this.prepare().catch((error: unknown) => {
      this.storage = undefined;
      throw error;
    });
    return this.storage;
  }

  private get raw(): Kysely<unknown> {
    return this.db as Kysely<unknown>;
  }

  private async installed(): Promise<boolean> {
    const found = await sql<{ yes: boolean }>`select exists (select 1 from pg_extension where extname = 'vector') as yes`.execute(this.raw);
    return found.rows[0]?.yes === true;
  }

  private async prepare(): Promise<VectorStorage> {
    if (!(await this.installed())) {
      const offered = await sql<{
        yes: boolean;
      }>`select exists (select 1 from pg_available_extensions where name = 'vector') as yes`.execute(this.raw);
      if (offered.rows[0]?.yes !== true) {
        this.log('pgvector is not installed on this PostgreSQL: meaning search computes cosine similarity over float4[] (slower)');
        return 'array';
      }
      try {
        await sql`create extension if not exists vector`.execute(this.raw);
      } catch (error) {
        // Another instance may have made it at the same moment, or this role may not create extensions.
        if (!(await this.installed())) {
          this.log(`pgvector could not be installed (${error instanceof Error ? error.message : String(error)}): using float4[]`);
          return 'array';
        }
      }
    }
    await sql`alter table chunk_embeddings add column if not exists vec vector`.execute(this.raw);
    return 'pgvector';
  }

  private async ensureIndex(dims: number): Promise<void> {
    if (this.indexed.has(dims) || dims > HNSW_MAX_DIMENSIONS) return;
    // One partial index per dimension: the column takes vectors of any length, an HNSW index only of one.
    await sql
      .raw(
        `create index if not exists chunk_embeddings_hnsw_${dims} on chunk_embeddings
          using hnsw ((vec::vector(${dims})) vector_cosine_ops) where dims = ${dims}`,
      )
      .execute(this.raw);
    this.indexed.add(dims);
  }

  /** Chunk texts of any story (or of `storyIds`) without a vector of `model`, a few stories at a time. */
  async unembedded(model: string, stories: number, skip: readonly string[] = []): Promise<UnembeddedChunk[]> {
    const found = await sql<{ story_id: string; md5: string; body: string }>`
      with pending as (
        select distinct c.story_id from transcript_chunks c
        where not exists (select 1 from chunk_embeddings e where e.story_id = c.story_id and e.model = ${model} and e.body_md5 = md5(c.body))
          ${skip.length > 0 ? sql`and c.story_id not in (${sql.join(skip)})` : sql``}
        order by c.story_id
        limit ${stories})
      select distinct c.story_id, md5(c.body) as md5, c.body
      from transcript_chunks c join pending p on p.story_id = c.story_id
      where not exists (select 1 from chunk_embeddings e where e.story_id = c.story_id and e.model = ${model} and e.body_md5 = md5(c.body))
      order by c.story_id, md5`.execute(this.raw);
    return found.rows.map((r) => ({ storyId: r.story_id, md5: r.md5, body: r.body }));
  }

  /** Keeps the (normalised) vectors of chunk texts; a text already kept is left as it is. */
  async save(model: string, rows: readonly { storyId: string; md5: string; vector: readonly number[] }[]): Promise<void> {
    if (rows.length === 0) return;
    const storage = await this.kind();
    for (const row of rows) {
      const dims = dimensionsOf(row.vector);
      const value =
        storage === 'pgvector' ? sql`null, ${literal(row.vector, '[', ']')}::vector` : sql`${literal(row.vector, '{', '}')}::float4[]`;
      const columns = storage === 'pgvector' ? sql`embedding, vec` : sql`embedding`;
      await sql`
        insert into chunk_embeddings (story_id, model, body_md5, dims, ${columns})
        values (${row.storyId}, ${model}, ${row.md5}, ${dims}, ${value})
        on conflict do nothing`.execute(this.raw);
      if (storage === 'pgvector') await this.ensureIndex(dims);
    }
  }

  /** Drops vectors whose text no chunk holds any more (edited away). */
  async prune(model: string): Promise<number> {
    const gone = await sql`
      delete from chunk_embeddings e where e.model = ${model}
        and not exists (select 1 from transcript_chunks c where c.story_id = e.story_id and md5(c.body) = e.body_md5)`.execute(this.raw);
    return Number(gone.numAffectedRows ?? 0);
  }

  /** The `limit` chunks of `storyIds` nearest to `query` in meaning, at least `minSimilarity` alike, nearest first. */
  async nearest(
    model: string,
    storyIds: readonly string[],
    query: readonly number[],
    limit: number,
    minSimilarity: number,
  ): Promise<VectorRow[]> {
    if (storyIds.length === 0) return [];
    const dims = dimensionsOf(query);
    const storage = await this.kind();
    const chunks = (hits: ReturnType<typeof sql>) => sql<VectorRow>`
      with hits as (${hits})
      select c.story_id, c.position, c.start_time, c.end_time, c.speaker, c.body, h.similarity
      from hits h join transcript_chunks c on c.story_id = h.story_id and md5(c.body) = h.body_md5
      where h.similarity >= ${minSimilarity}
      order by h.similarity desc, c.story_id, c.position
      limit ${limit}`;
    if (storage === 'array') {
      const q = literal(query, '{', '}');
      const hits = sql`
        select e.story_id, e.body_md5, (select sum(a::float8 * b::float8) from unnest(e.embedding, ${q}::float4[]) as u(a, b)) as similarity
        from chunk_embeddings e
        where e.model = ${model} and e.dims = ${dims} and e.embedding is not null and e.story_id in (${sql.join(storyIds)})`;
      return (await chunks(hits).execute(this.raw)).rows.map((r) => ({ ...r, similarity: Number(r.similarity) }));
    }
    const cast = sql.raw(`::vector(${dims})`);
    const q = literal(query, '[', ']');
    const hits = sql`
      select e.story_id, e.body_md5, 1 - ((e.vec${cast}) <=> ${q}${cast}) as similarity
      from chunk_embeddings e
      where e.dims = ${dims} and e.model = ${model} and e.vec is not null and e.story_id in (${sql.join(storyIds)})
      order by (e.vec${cast}) <=> ${q}${cast}
      limit ${limit * 2}`;
    const found = await this.db.transaction().execute(async (trx) => {
      // Filtering by story after the index walk would leave too few: keep walking until enough pass the filter.
      await sql`select set_config('hnsw.iterative_scan', 'relaxed_order', true)`.execute(trx);
      await sql`select set_config('hnsw.ef_search', ${String(Math.min(1000, Math.max(40, limit)))}, true)`.execute(trx);
      return chunks(hits).execute(trx);
    });
    return found.rows.map((r) => ({ ...r, similarity: Number(r.similarity) }));
  }
}
