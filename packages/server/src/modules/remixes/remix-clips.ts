import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** A remix's clips in play order, with their story (and what the access rules read of it) and its playable media. */
export function remixClips(db: Kysely<DB>, remixId: string) {
  return db
    .selectFrom('remix_clips as rc')
    .innerJoin('clips as c', 'c.id', 'rc.clip_id')
    .innerJoin('stories as s', 's.id', 'c.story_id')
    .leftJoin('story_media as m', 'm.story_id', 'c.story_id')
    .select([
      'c.id',
      'c.story_id',
      'c.title',
      'c.start_seconds',
      'c.end_seconds',
      's.title as story_title',
      's.project_id',
      's.organization_id',
      's.creator_id',
      's.ticket_id',
      'm.rendition_key',
      'm.original_key',
    ])
    .where('rc.remix_id', '=', remixId)
    .orderBy('rc.position')
    .execute();
}
