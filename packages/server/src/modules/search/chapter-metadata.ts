import type { IndexMetadataItem } from '@storykeep/core';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { toIndex } from '../indexes/index-store.js';

/**
 * The chapters each story's results are grouped by (its first index that has any, oldest first), for a page of
 * stories in one query rather than one per story.
 */
export async function chapterMetadataOf(db: Kysely<DB>, storyIds: readonly string[]): Promise<Map<string, IndexMetadataItem[]>> {
  const chapters = new Map<string, IndexMetadataItem[]>();
  if (storyIds.length === 0) return chapters;
  const rows = await db
    .selectFrom('story_indexes')
    .selectAll()
    .where('story_id', 'in', [...storyIds])
    .orderBy('story_id')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    if (chapters.has(row.story_id)) continue;
    const { metadata } = toIndex(row);
    if (metadata.length > 0) chapters.set(row.story_id, metadata);
  }
  return chapters;
}
