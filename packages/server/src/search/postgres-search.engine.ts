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
 * Hybrid search in the database itself: full-text rank (stemmed words, `ts_rank_cd` normalised to [0, 1)) fused
 * with trigram word similarity (pg_trgm), which forgives misspellings and the recogniser's near misses.
 */
export class PostgresSearchEngine implements SearchEngine {
  readonly name = 'postgres';
  constructor(private readonly db: Kysely<DB>) {}

  async search({ storyIds, query, alpha, limit }: ChunkQuery): Promise<ChunkHit[]> {
    if (storyIds.length === 0) return [];
    const db = this.db as Kysely<unknown>;
    const result = await sql<Row>`
      with q as (select websearch_to_tsquery('english', ${query}) as tsq)
      select c.story_id, c.position, c.start_time, c.end_time, c.speaker, c.body,
        ts_rank_cd(c.tsv, q.tsq, 32)::float8 as fulltext, word_similarity(${query}, c.body)::float8 as similarity
      from transcript_chunks c cross join q
      where c.story_id in (${sql.join(storyIds)})
        and (c.tsv @@ q.tsq or word_similarity(${query}, c.body) >= ${MIN_WORD_SIMILARITY})
      order by greatest(ts_rank_cd(c.tsv, q.tsq, 32), word_similarity(${query}, c.body)) desc, c.story_id, c.position
      limit ${Math.max(limit * 4, 50)}`.execute(db);
    const rows = result.rows.map((r) => ({ ...r, fulltext: Number(r.fulltext), similarity: Number(r.similarity) }));
    const scores = fuseScores(rows, alpha);
    return rows
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
}
