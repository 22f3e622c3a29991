import type { StorySpeechServiceResponse, TaskQueuedResponse, TranscribeMode } from '@storykeep/core';
import type { AppContext } from '../../context/app-context.js';
import { readJsonColumn } from '../../db/json-column.js';
import { StoredOrganizationSettingsSchema } from '../../db/schema.js';
import type { Actor } from '../../http/actor.js';
import { conflict } from '../../http/errors.js';
import { advancedRefusal, chooseSpeechService, speechSettingOf, transcriptionRefusal } from '../../stt/speech-service-catalog.js';
import { requireStory } from '../access.js';
import type { MediaServices } from '../media-services.types.js';
import { JOB_TYPES } from '../pipeline/async-operations.js';
import { storyAsyncOperations } from '../pipeline/story-operations.js';

export interface TranscribeInput {
  language?: string | undefined;
  regenerate?: boolean | undefined;
  mode: TranscribeMode;
}

const noMedia = () => conflict('This story has no uploaded media yet');

async function hasOriginal(context: AppContext, storyId: string): Promise<boolean> {
  const row = await context.db.selectFrom('story_media').select('original_key').where('story_id', '=', storyId).executeTakeFirst();
  return Boolean(row?.original_key);
}

/**
 * Queues the transcribe job of the media pipeline. A story that already has a transcript is transcribed again
 * only when `regenerate` is set. Keeping the current transcript as a version is the caller's step, once, with
 * `POST /transcripts/{id}/saveversion` before the regenerate (core's `requestTranscription`): doing it here too kept
 * every regenerated transcript twice.
 */
export async function transcribe(
  context: AppContext,
  media: MediaServices,
  actor: Actor,
  storyId: string,
  input: TranscribeInput,
): Promise<TaskQueuedResponse> {
  const story = await requireStory(context, actor, storyId, 'see');
  if (!(await hasOriginal(context, storyId))) throw noMedia();
  // Refused here, before a job is queued, for the reasons the job would refuse it (the person was told beforehand).
  const chosen = chooseSpeechService(media, await organizationSpeechSetting(context, story.organization_id));
  const refusal = transcriptionRefusal(chosen, input.language ?? story.language);
  if (refusal) throw conflict(refusal, input.language ? 'language' : undefined);
  const noAdvanced = advancedRefusal(chosen, input.mode);
  if (noAdvanced) throw conflict(noAdvanced, 'mode');
  const db = context.db;
  const existing = await db.selectFrom('transcripts').select('story_id').where('story_id', '=', storyId).executeTakeFirst();
  if (existing && !input.regenerate) {
    return { queued: false, jobId: null, asyncOperations: await storyAsyncOperations(context.db, storyId) };
  }
  const payload = input.language ? { storyId, language: input.language } : { storyId };
  const { id } = await media.jobs.enqueue(JOB_TYPES.transcribe, payload, { storyId, dedupeKey: `transcribe:${storyId}`, mode: input.mode });
  await db.updateTable('stories').set({ transcript_status: 'pending' }).where('id', '=', storyId).execute();
  return { queued: true, jobId: id, asyncOperations: await storyAsyncOperations(context.db, storyId) };
}

/** `POST /stories/{id}/transcode`: runs the processing pipeline again on the story's original media. */
export async function transcode(context: AppContext, media: MediaServices, actor: Actor, storyId: string): Promise<TaskQueuedResponse> {
  await requireStory(context, actor, storyId, 'see');
  if (!(await hasOriginal(context, storyId))) throw noMedia();
  const { id } = await media.jobs.enqueue(JOB_TYPES.processMedia, { storyId }, { storyId, dedupeKey: `process:${storyId}` });
  return { queued: true, jobId: id, asyncOperations: await storyAsyncOperations(context.db, storyId) };
}

/** The organization's `transcription_service` setting. */
async function organizationSpeechSetting(context: AppContext, organizationId: string): Promise<unknown> {
  const row = await context.db.selectFrom('organizations').select('settings').where('id', '=', organizationId).executeTakeFirst();
  return row ? readJsonColumn(StoredOrganizationSettingsSchema, row.settings, 'organizations.settings').transcription_service : undefined;
}

/** `GET /stories/{id}/speech_service`: what would transcribe the story, so the page can say so before it runs. */
export async function storySpeechService(
  context: AppContext,
  media: MediaServices,
  actor: Actor,
  storyId: string,
): Promise<StorySpeechServiceResponse> {
  const story = await requireStory(context, actor, storyId, 'see');
  const setting = await organizationSpeechSetting(context, story.organization_id);
  return { setting: speechSettingOf(setting), service: chooseSpeechService(media, setting).info, language: story.language };
}
