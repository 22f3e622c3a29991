import { type Kysely, sql } from 'kysely';
import { likePattern } from '../db/like-pattern.js';
import type { DB } from '../db/schema.js';
import type { ChunkHit, ChunkQuery, SearchEngine } from '../ports/search-engine.port.js';
import { fuseScores } from './hybrid-score.js';
import { type LexicalRow, saidAsTyped, startSearch, stemmedMatches } from './lexical-search.query.js';

/** Below this word similarity a chunk matched by neither words nor near-spellings is left out. */
export const MIN_WORD_SIMILARITY = 0.4;

type Row = LexicalRow;

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

/**
 * Hybrid search in the database itself: full-text rank (stemmed words, `ts_rank_cd` normalised to [0, 1)) fused
 * with trigram word similarity (pg_trgm), which forgives misspellings and the recogniser's near misses. Every step
 * goes through a GIN index: the phrase as typed (its word pairs, stop words included), which always ranks first;
 * the stemmed phrase (its words in order); then — when nothing matched — its words anywhere in a chunk, then near
 * spellings. A broad match ranks a bounded set of its chunks, and similarity is computed on the best of those alone,
 * never across the whole collection.
 */
export class PostgresSearchEngine implements SearchEngine {
  readonly name = 'postgres';
  constructor(private readonly db: Kysely<DB>) {}

  async search({ storyIds, query, alpha, limit }: ChunkQuery): Promise<ChunkHit[]> {
    if (storyIds.length === 0) return [];
    const candidates = Math.max(limit, 50);
    const { words, terms, found } = await this.db.transaction().execute(async (trx) => {
      const db = trx as unknown as Kysely<unknown>;
      const shape = await startSearch(db, query);
      let rows = shape.words >= 2 ? await saidAsTyped(db, storyIds, query, shape.words, candidates) : [];
      const add = (more: readonly Row[]) => {
        const seen = new Set(rows.map((r) => `${r.story_id}:${r.position}`));
        rows = [...rows, ...more.filter((r) => !seen.has(`${r.story_id}:${r.position}`))];
      };
      if (shape.terms > 0 && rows.length < candidates) add(await stemmedMatches(db, storyIds, query, 'phraseto_tsquery', candidates));
      if (shape.terms > 0 && rows.length < SPELLING_FALLBACK_BELOW)
        add(await stemmedMatches(db, storyIds, query, 'websearch_to_tsquery', candidates));
      return { ...shape, found: rows };
    });
    let rows = found;
    if (terms === 0)
      return rows.length > 0 || words >= 2 ? ranked(rows, alpha, limit) : this.literal({ storyIds, query, alpha, limit }, candidates);
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
          where c.story_id = any(${storyIds}::text[]) and ${query} <% c.body
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
   * A single stop word ("the") has no term to rank and no pair of words to look up: the chunks holding it as
   * written, read in order and stopped as soon as there are enough (a plain scan; an index would list every chunk for
   * such a common word). Stop words in twos and more ("and the") are found through their pairs instead.
   */
  private async literal({ storyIds, query, alpha, limit }: ChunkQuery, candidates: number): Promise<ChunkHit[]> {
    const pattern = likePattern(query.trim());
    const found = await this.db.transaction().execute(async (trx) => {
      await sql`select set_config('enable_bitmapscan', 'off', true)`.execute(trx);
      return sql<Row>`
        select c.story_id, c.position, c.start_time, c.end_time, c.speaker, c.body, 1::float8 as fulltext, 1::float8 as similarity
        from transcript_chunks c
        where c.story_id = any(${storyIds}::text[]) and c.body ilike ${pattern}
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
