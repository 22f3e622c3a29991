import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { markCampaignRecorded } from '../planning/campaign-progress.js';
import type { PipelineDeps } from './pipeline-deps.js';

/** The story's original recording: the object it is stored under, its size and type. */
export interface StoryOriginal {
  key: string;
  size: number | null;
  mimeType: string | null;
}

/**
 * Makes `original` the story's recording, for an upload, a mix of call tracks or an import alike. Its derived media
 * (rendition, audio, thumbnail, waveform) are cleared: they belong to the recording they were made from. A campaign
 * person planned with this story moves on to 'recorded'.
 */
export async function replaceStoryOriginal(db: PipelineDeps['db'], storyId: string, original: StoryOriginal): Promise<void> {
  const { key, size, mimeType } = original;
  // The recording it replaces is kept and listed, never dropped: an archive does not lose an original.
  const previous = await db
    .selectFrom('story_media')
    .select(['original_key', 'original_size', 'mime_type'])
    .where('story_id', '=', storyId)
    .executeTakeFirst();
  if (previous?.original_key && previous.original_key !== key) {
    await db
      .insertInto('story_previous_originals')
      .values({
        id: randomUUID(),
        story_id: storyId,
        object_key: previous.original_key,
        size: previous.original_size === null ? null : Number(previous.original_size),
        mime_type: previous.mime_type,
      })
      .execute();
  }
  await db
    .insertInto('story_media')
    .values({ story_id: storyId, original_key: key, original_size: size, mime_type: mimeType })
    .onConflict((oc) =>
      oc.column('story_id').doUpdateSet({
        original_key: key,
        original_size: size,
        mime_type: mimeType,
        rendition_key: null,
        audio_key: null,
        thumbnail_key: null,
        waveform_key: null,
        updated_at: sql`now()`,
      }),
    )
    .execute();
  // The interview has its recording: whoever a campaign planned it with is recorded now.
  await markCampaignRecorded(db, storyId);
}
