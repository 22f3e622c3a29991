import { type Kysely, sql } from 'kysely';
import { likePattern } from '../db/like-pattern.js';
import type { DB } from '../db/schema.js';

/** One stored transcript chunk, as the transcript trigger would write it. */
export interface BenchChunk {
  story_id: string;
  position: number;
  speaker: string;
  start_time: number;
  end_time: number;
  body: string;
}

/** Writes generated chunks straight into the search table (the search benchmark's corpus), then refreshes statistics when asked. */
export async function insertChunksForBench(db: Kysely<DB>, chunks: readonly BenchChunk[], analyze = false): Promise<void> {
  if (chunks.length > 0)
    await db
      .insertInto('transcript_chunks')
      .values([...chunks])
      .execute();
  if (analyze) await sql`analyze transcript_chunks`.execute(db);
}

/** The search benchmark's anchor: a plain `ILIKE '%phrase%'` over a project's chunks with every index turned off. */
export async function ilikeScanForBench(db: Kysely<DB>, projectId: string, phrase: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_bitmapscan = off`.execute(trx);
    await sql`set local enable_indexscan = off`.execute(trx);
    const pattern = likePattern(phrase);
    const found = await sql<{ story_id: string }>`select c.story_id from transcript_chunks c join stories s on s.id = c.story_id
      where s.project_id = ${projectId} and c.body ilike ${pattern} limit 500`.execute(trx);
    return found.rows.length;
  });
}
