import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** The statuses a person leaves on their own once their interview is recorded; declined and recorded are kept. */
const BEFORE_RECORDED = ['to_invite', 'invited', 'scheduled'] as const;

/**
 * A campaign's people whose call is this story move on to 'recorded' once it has been recorded: when the call's
 * recording stops, when the story's media arrives (an upload, a mix of the call's tracks, an import) and when it is
 * transcribed. A person set to declined by hand, or already recorded, is left as they are. Answers how many moved.
 */
export async function markCampaignRecorded(db: Kysely<DB>, storyId: string, at: Date = new Date()): Promise<number> {
  const moved = await db
    .updateTable('campaign_people')
    .set({ status: 'recorded', updated_at: at })
    .where('story_id', '=', storyId)
    .where('status', 'in', [...BEFORE_RECORDED])
    .executeTakeFirst();
  return Number(moved.numUpdatedRows);
}
