import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';
import type { ChunkHit, ChunkQuery, SearchEngine } from '../ports/search-engine.port.js';
import { fuseScores } from './hybrid-score.js';

/** Below this word similarity a chunk matched by neither words nor near-spellings is left out. */
export const MIN_WORD_SIMILARITY = 0.4;

interface Row {
  story_id: string;
  position: number;
  start_time: number;
  end_time: number;
  speaker: string | null;
  body: string;
  fulltext: number;
  similarity: number;
}

/**
 * Fewer hits than this and the search broadens: from the phrase as said to its words anywhere, then to near
 * spellings (a misspelling, a recogniser's near miss). A phrase that is there at all is answered by its own hits:
 * broadening over common words ranks thousands of chunks.
 */
export const SPELLING_FALLBACK_BELOW = 1;

/**
 * The near-spelling search reads most of the collection when the query shares common trigrams with everything; past
 * this it gives up and the words' own hits stand.
 */
export const SPELLING_FALLBACK_TIMEOUT_MS = 1500;

/** Word similarity is costly on long chunks: only this many of the best word matches are re-ranked by it. */
export const SIMILARITY_RERANK = 100;

/**
 * Hybrid search in the database itself: full-text rank (stemmed words, `ts_rank_cd` normalised to [0, 1)) fused
 * with trigram word similarity (pg_trgm), which forgives misspellings and the recogniser's near misses. Every step
 * goes through a GIN index: the phrase as said (its words in order), then — when the phrase is rare — its words
 * anywhere in a chunk, then — when even those are rare — near spellings. Similarity is computed on the best word
 * matches alone, never across the whole collection.
 */
export class PostgresSearchEngine implements SearchEngine {
  readonly name = 'postgres';
  constructor(private readonly db: Kysely<DB>) {}

  async search({ storyIds, query, alpha, limit }: ChunkQuery): Promise<ChunkHit[]> {
    if (storyIds.length === 0) return [];
    const db = this.db as Kysely<unknown>;
    const candidates = Math.max(limit, 50);
    const terms = await sql<{ n: number }>`select numnode(websearch_to_tsquery('english', ${query}))::integer as n`.execute(db);
    if (Number(terms.rows[0]?.n ?? 0) === 0) return this.literal({ storyIds, query, alpha, limit }, candidates);
    const matching = (tsquery: 'phraseto_tsquery' | 'websearch_to_tsquery') =>
      sql<Row>`
      with q as (select ${sql.raw(tsquery)}('english', ${query}) as tsq),
      ranked as (
        select c.story_id, c.position, c.start_time, c.end_time, c.speaker, c.body,
          ts_rank_cd(c.tsv, q.tsq, 32)::float8 as fulltext
        from transcript_chunks c cross join q
        where c.story_id in (${sql.join(storyIds)}) and c.tsv @@ q.tsq
        order by fulltext desc, c.story_id, c.position
        limit ${candidates}),
      numbered as (select r.*, row_number() over (order by r.fulltext desc, r.story_id, r.position) as n from ranked r)
      select n.story_id, n.position, n.start_time, n.end_time, n.speaker, n.body, n.fulltext,
        case when n.n <= ${SIMILARITY_RERANK} then word_similarity(${query}, n.body)::float8 else 0 end as similarity
      from numbered n`.execute(db);
    let rows = (await matching('phraseto_tsquery')).rows;
    if (rows.length < SPELLING_FALLBACK_BELOW) {
      const seen = new Set(rows.map((r) => `${r.story_id}:${r.position}`));
      const anywhere = (await matching('websearch_to_tsquery')).rows;
      rows = [...rows, ...anywhere.filter((r) => !seen.has(`${r.story_id}:${r.position}`))];
    }
    if (rows.length < SPELLING_FALLBACK_BELOW) {
      const seen = new Set(rows.map((r) => `${r.story_id}:${r.position}`));
      const near = await this.db
        .transaction()
        .execute(async (trx) => {
          await sql`select set_config('pg_trgm.word_similarity_threshold', ${String(MIN_WORD_SIMILARITY)}, true)`.execute(trx);
          await sql`select set_config('statement_timeout', ${String(SPELLING_FALLBACK_TIMEOUT_MS)}, true)`.execute(trx);
          return sql<Row>`
          select c.story_id, c.position, c.start_time, c.end_time, c.speaker, c.body, 0::float8 as fulltext,
            word_similarity(${query}, c.body)::float8 as similarity
          from transcript_chunks c
          where c.story_id in (${sql.join(storyIds)}) and ${query} <% c.body
          order by similarity desc, c.story_id, c.position
          limit ${candidates}`.execute(trx);
        })
        .catch((error: unknown) => {
          if (isTimeout(error)) return { rows: [] as Row[] };
          throw error;
        });
      rows = [...rows, ...near.rows.filter((r) => !seen.has(`${r.story_id}:${r.position}`))];
    }
    return ranked(rows, alpha, limit);
  }

  /**
   * A query of stop words only ("and the") has no words to rank: the chunks holding it as written, read in order
   * and stopped as soon as there are enough (a plain scan; an index would list every chunk for such common words).
   */
  private async literal({ storyIds, query, alpha, limit }: ChunkQuery, candidates: number): Promise<ChunkHit[]> {
    const pattern = `%${query.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const found = await this.db.transaction().execute(async (trx) => {
      await sql`select set_config('enable_bitmapscan', 'off', true)`.execute(trx);
      return sql<Row>`
        select c.story_id, c.position, c.start_time, c.end_time, c.speaker, c.body, 1::float8 as fulltext, 1::float8 as similarity
        from transcript_chunks c
        where c.story_id in (${sql.join(storyIds)}) and c.body ilike ${pattern}
        limit ${candidates}`.execute(trx);
    });
    return ranked(found.rows, alpha, limit);
  }
}

function isTimeout(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '57014';
}

/** Scores fused across the candidates, best first (ties in story and playback order), cut to the limit. */
function ranked(rows: readonly Row[], alpha: number, limit: number): ChunkHit[] {
  const numeric = rows.map((r) => ({ ...r, fulltext: Number(r.fulltext), similarity: Number(r.similarity) }));
  const scores = fuseScores(numeric, alpha);
  return numeric
    .map((r, i) => ({
      storyId: r.story_id,
      position: r.position,
      startTime: r.start_time,
      endTime: r.end_time,
      speaker: r.speaker,
      text: r.body,
      score: scores[i] ?? 0,
    }))
    .sort((a, b) => b.score - a.score || a.storyId.localeCompare(b.storyId) || a.position - b.position)
    .slice(0, limit);
}
