import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { readStoredParagraphs } from '../modules/transcripts/transcript-store.js';

/** A story's transcript row with its paragraphs as stored (in order, with ids), for tests that look at what was written. */
export async function storedTranscript(db: Kysely<DB>, storyId: string) {
  const row = await db.selectFrom('transcripts').selectAll().where('story_id', '=', storyId).executeTakeFirstOrThrow();
  return { ...row, paragraphs: await readStoredParagraphs(db, storyId) };
}
