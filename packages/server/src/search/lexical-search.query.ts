import { type Kysely, sql } from 'kysely';

/** A matching chunk with its raw scores before fusion: full-text rank and trigram word similarity. */
export interface LexicalRow {
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
 * Common words match a tenth of a large collection; ranking every match reads all of them. A broad match ranks
 * only this many of its chunks, the first the index gives; a phrase said as typed is found in full by its own
 * index before that.
 */
export const RANK_CANDIDATES = 1000;

/** Word similarity is costly on long chunks: only this many of the best word matches are re-ranked by it. */
export const SIMILARITY_RERANK = 50;

/** Phrases of this many words or more are checked word by word after their pairs matched (pairs may sit apart). */
const CHECK_FROM_WORDS = 3;

/**
 * Starts a search's transaction and answers how many words the search counts in the query (as the pair index cuts
 * them) and whether any is a full-text term. The words decide the plan (their index, how many chunks match); a
 * prepared statement's generic plan, made once for any words, walks every chunk of the stories by key instead. Each
 * step reads a bounded set of chunks, for which starting parallel workers costs more than it saves.
 */
export async function startSearch(trx: Kysely<unknown>, query: string): Promise<{ words: number; terms: number }> {
  const found = await sql<{ words: number; terms: number }>`
    select set_config('plan_cache_mode', 'force_custom_plan', true) as plans,
      set_config('max_parallel_workers_per_gather', '0', true) as workers,
      coalesce(cardinality(storykeep_search_words(${query})), 0)::integer as words,
      numnode(websearch_to_tsquery('english', ${query}))::integer as terms`.execute(trx);
  const row = found.rows[0];
  return { words: Number(row?.words ?? 0), terms: Number(row?.terms ?? 0) };
}

/**
 * Chunks that say the phrase as typed: its words in order, stop words included, whatever the punctuation between
 * them. Their full-text score is 1 plus the stemmed phrase's rank, above any chunk that only has the words, and
 * their similarity is 1: trigram word similarity of a text that holds the phrase itself.
 */
export async function saidAsTyped(
  db: Kysely<unknown>,
  storyIds: readonly string[],
  query: string,
  words: number,
  limit: number,
): Promise<LexicalRow[]> {
  // Checked outside the fenced pair lookup: the planner would otherwise join the trigram index to it and then
  // recheck every chunk by working its pairs out again.
  const checked = words >= CHECK_FROM_WORDS ? sql`where p.body ~* storykeep_phrase_pattern(${query})` : sql``;
  const found = await sql<LexicalRow>`
    select f.story_id, f.position, f.start_time, f.end_time, f.speaker, f.body,
      1 + case when numnode(phraseto_tsquery('english', ${query})) > 0
        then ts_rank_cd(f.tsv, phraseto_tsquery('english', ${query}), 32)::float8 else 0 end as fulltext,
      1::float8 as similarity
    from (
      select p.* from (
        select c.story_id, c.position, c.start_time, c.end_time, c.speaker, c.body, c.tsv
        from transcript_chunks c
        where storykeep_word_pairs(c.body) @@ storykeep_phrase_pairs(${query}) and c.story_id = any(${storyIds}::text[])
        offset 0) p
      ${checked}
      limit ${RANK_CANDIDATES}) f
    order by fulltext desc, f.story_id, f.position
    limit ${limit}`.execute(db);
  return found.rows;
}

/**
 * Chunks matching the stemmed phrase (its words in order, stop words as gaps) or, with `websearch_to_tsquery`, its
 * words anywhere: at most `RANK_CANDIDATES` of them ranked by `ts_rank_cd`, the best `limit` answered, the best
 * `SIMILARITY_RERANK` of those with their word similarity to the query.
 */
export async function stemmedMatches(
  db: Kysely<unknown>,
  storyIds: readonly string[],
  query: string,
  tsquery: 'phraseto_tsquery' | 'websearch_to_tsquery',
  limit: number,
): Promise<LexicalRow[]> {
  const found = await sql<LexicalRow>`
    select r.story_id, r.position, r.start_time, r.end_time, r.speaker, r.body, r.fulltext,
      case when r.n <= ${SIMILARITY_RERANK} then word_similarity(${query}, r.body)::float8 else 0 end as similarity
    from (
      select f.*, row_number() over (order by f.fulltext desc, f.story_id, f.position) as n
      from (
        select c.story_id, c.position, c.start_time, c.end_time, c.speaker, c.body,
          ts_rank_cd(c.tsv, ${sql.raw(tsquery)}('english', ${query}), 32)::float8 as fulltext
        from (
          select c.story_id, c.position, c.start_time, c.end_time, c.speaker, c.body, c.tsv
          from transcript_chunks c
          where c.tsv @@ ${sql.raw(tsquery)}('english', ${query}) and c.story_id = any(${storyIds}::text[])
          limit ${RANK_CANDIDATES}) c
        order by fulltext desc, c.story_id, c.position
        limit ${limit}) f) r
    order by r.n`.execute(db);
  return found.rows;
}
