import type { IndexMetadataItem } from '@storykeep/core';
import type { Kysely } from 'kysely';
import { readJsonColumn } from '../../db/json-column.js';
import { type DB, type StoredOrganizationSettings, StoredOrganizationSettingsSchema } from '../../db/schema.js';
import type { JobHandler } from '../../jobs/job-handler.js';
import { readTranscript } from '../transcripts/transcript-store.js';
import { type ChatSettings, chatChapters, chatSummary } from './chat-chapters.js';
import { insertIndex } from './index-store.js';
import { segmentTopics } from './topic-segmentation.js';

/** Queued by the database when a transcription finishes (migration 0200), whichever process ran it. */
export const AUTO_CHAPTERS_JOB = 'transcript.chapters';

/** Title of an index made by auto chaptering. */
export const AUTO_INDEX_TITLE = 'Chapters (auto-generated)';

export interface AutoChaptersDeps {
  db: Kysely<DB>;
  chat: ChatSettings | undefined;
  now?: () => Date;
}

/**
 * Makes the story's auto-generated index when its organization has auto chaptering on: by the configured chat
 * model with the organization's prompts, or else by topic segmentation of the transcript. A new transcription
 * replaces the previous auto-generated index; indexes people made are never touched.
 */
export function autoChaptersJob(deps: AutoChaptersDeps): JobHandler<{ storyId: string }> {
  return async ({ storyId }) => {
    const db = deps.db;
    const story = await db
      .selectFrom('stories as s')
      .innerJoin('organizations as o', 'o.id', 's.organization_id')
      .select(['s.duration', 'o.settings'])
      .where('s.id', '=', storyId)
      .executeTakeFirst();
    const settings: StoredOrganizationSettings = story
      ? readJsonColumn(StoredOrganizationSettingsSchema, story.settings, 'organizations.settings')
      : {};
    if (!story || settings.auto_chaptering !== true) return { noOp: true };
    const transcript = await readTranscript(deps.db, storyId);
    const paragraphs = transcript?.paragraphs ?? [];
    if (paragraphs.length === 0) return { noOp: true };
    const duration = story.duration ?? paragraphs[paragraphs.length - 1]?.end ?? 0;
    let metadata: IndexMetadataItem[];
    let notes = '';
    if (deps.chat) {
      const prompt = typeof settings.chaptering_prompt === 'string' ? settings.chaptering_prompt : undefined;
      metadata = await chatChapters(deps.chat, paragraphs, prompt, duration);
      if (typeof settings.summary_prompt === 'string' && settings.summary_prompt.trim())
        notes = await chatSummary(deps.chat, paragraphs, settings.summary_prompt);
    } else {
      metadata = segmentTopics(paragraphs);
    }
    // Jobs run at least once, and a run that lost its lease may still be finishing: the story's row lock makes two
    // runs replace the automatic index one after the other, so the story keeps one, never two.
    const index = await db.transaction().execute(async (tx) => {
      await tx.selectFrom('stories').select('id').where('id', '=', storyId).forUpdate().executeTakeFirst();
      await tx.deleteFrom('story_indexes').where('story_id', '=', storyId).where('origin', '=', 'auto').execute();
      return insertIndex(tx, storyId, { title: AUTO_INDEX_TITLE, notes, metadata }, 'auto', deps.now?.() ?? new Date());
    });
    return { indexId: index._id, chapters: metadata.length, by: deps.chat ? 'chat' : 'topics' };
  };
}
