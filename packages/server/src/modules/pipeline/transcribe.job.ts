import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Recognition, TranscribeOptions } from '@storykeep/core';
import { sql } from 'kysely';
import { readJsonColumn } from '../../db/json-column.js';
import { StoredOrganizationSettingsSchema } from '../../db/schema.js';
import { isPermanentFailure, type JobHandler, PermanentJobError } from '../../jobs/job-handler.js';
import { localFile } from '../../storage/local-file.js';
import { transcribeTracks } from '../../stt/per-track.js';
import { transcribeWithSpeakers } from '../../stt/speaker-separation.js';
import { advancedRefusal, chooseSpeechService, languageToSend, transcriptionRefusal } from '../../stt/speech-service-catalog.js';
import { markCampaignRecorded } from '../planning/campaign-progress.js';
import { EDITED_SOURCE } from '../transcripts/transcript-store.js';
import { audioInputsOf, completedLocalTracks } from './local-tracks.js';
import type { PipelineDeps } from './pipeline-deps.js';
import { toTranscriptParagraphs } from './transcript-paragraphs.js';

export interface TranscribePayload {
  storyId: string;
  language?: string;
}

/**
 * Transcribes a story: each participant's own track when the call was recorded locally (so each
 * paragraph names who spoke), otherwise the story's recording. Stores the paragraphs and marks the
 * transcript completed; with no speech-to-text available the job ends as no_op. The organization's named service
 * is used or the job refuses (never another service in its place), in the interview's language when the service has
 * a model for it.
 */
export function transcribeJob(deps: PipelineDeps): JobHandler<TranscribePayload> {
  return async ({ storyId, language }, { signal, job }) => {
    const { db } = deps;
    const story = await db
      .selectFrom('stories as s')
      .innerJoin('organizations as o', 'o.id', 's.organization_id')
      .select(['s.id', 's.language', 'o.settings'])
      .where('s.id', '=', storyId)
      .executeTakeFirst();
    if (!story) throw new PermanentJobError(`Story ${storyId} was deleted`);
    const settings = readJsonColumn(StoredOrganizationSettingsSchema, story.settings, 'organizations.settings');
    const chosen = chooseSpeechService(deps, settings.transcription_service);
    // The request's language when it named one, else the interview's Language field.
    const spoken = language ?? story.language;
    const mode = job.mode === 'advanced' ? 'advanced' : 'standard';
    // Advanced queued, then the organization's service changed to one without it: refused, not run as standard.
    const refusal = transcriptionRefusal(chosen, spoken) ?? advancedRefusal(chosen, mode);
    if (refusal) {
      // No silent stand-in: the organization's service is missing here, or it has no model for the language.
      await db.updateTable('stories').set({ transcript_status: 'failed' }).where('id', '=', storyId).execute();
      throw new PermanentJobError(refusal);
    }
    const stt = chosen.stt;
    if (!stt) {
      await db.updateTable('stories').set({ transcript_status: 'no_op' }).where('id', '=', storyId).execute();
      return { noOp: true };
    }
    const options: TranscribeOptions = { signal, fillerWords: settings.filler_words === true, mode };
    if (settings.vocabulary) options.vocabulary = settings.vocabulary;
    const tag = languageToSend(spoken);
    if (tag) options.language = tag;
    try {
      const { recognition, inputs } = await recognise({ ...deps, stt }, storyId, options);
      const paragraphs = toTranscriptParagraphs(recognition);
      const current = await db.selectFrom('transcripts').select('source').where('story_id', '=', storyId).executeTakeFirst();
      if (current?.source === EDITED_SOURCE) {
        // A person has worked on the transcript: their work stays, the new recognition is kept beside it as a version.
        await keepAsVersion(db, storyId, paragraphs, stt.name, job.id);
        await db.updateTable('transcripts').set({ audio_inputs: inputs }).where('story_id', '=', storyId).execute();
        await db.updateTable('stories').set({ transcript_status: 'completed' }).where('id', '=', storyId).execute();
        return { words: recognition.words.length, paragraphs: paragraphs.length, keptEdits: true };
      }
      await db
        .insertInto('transcripts')
        .values({ story_id: storyId, paragraphs: JSON.stringify(paragraphs), source: stt.name, audio_inputs: inputs })
        .onConflict((oc) =>
          oc
            .column('story_id')
            .doUpdateSet({ paragraphs: JSON.stringify(paragraphs), source: stt.name, audio_inputs: inputs, updated_at: sql`now()` }),
        )
        .execute();
      await db.updateTable('stories').set({ transcript_status: 'completed' }).where('id', '=', storyId).execute();
      // Transcribed means recorded, even where the recording came some way that did not say so.
      await markCampaignRecorded(db, storyId);
      return { words: recognition.words.length, paragraphs: paragraphs.length };
    } catch (error) {
      // The last attempt's failure is the transcript's outcome; earlier ones will be retried.
      if (job.attempts >= job.maxAttempts || isPermanentFailure(error)) {
        await db.updateTable('stories').set({ transcript_status: 'failed' }).where('id', '=', storyId).execute();
      }
      throw error;
    }
  };

  /** The recognition, and what it heard: the participants' tracks (their keys), or null for the story's recording. */
  async function recognise(
    deps: PipelineDeps,
    storyId: string,
    options: TranscribeOptions,
  ): Promise<{ recognition: Recognition; inputs: string | null }> {
    const tracks = await completedLocalTracks(deps.db, storyId);
    const inputs = tracks.length > 0 ? audioInputsOf(tracks) : null;
    return { recognition: await recogniseTracks(deps, storyId, tracks, options), inputs };
  }

  async function recogniseTracks(
    { db, store, media, stt }: PipelineDeps,
    storyId: string,
    tracks: Awaited<ReturnType<typeof completedLocalTracks>>,
    options: TranscribeOptions,
  ): Promise<Recognition> {
    if (!stt) throw new PermanentJobError('No speech-to-text');
    const dir = await mkdtemp(join(tmpdir(), 'storykeep-transcribe-'));
    try {
      if (tracks.length > 1) {
        const speakerTracks = [];
        for (const [i, track] of tracks.entries()) {
          const wav = join(dir, `track-${i}.wav`);
          await media.speechWav(await localFile(store, track.objectKey, dir), wav, options.signal as AbortSignal | undefined);
          speakerTracks.push({ path: wav, speaker: track.speaker, offset: track.offsetSeconds });
        }
        return await transcribeTracks(stt, speakerTracks, options);
      }
      const row = await db.selectFrom('story_media').select('original_key').where('story_id', '=', storyId).executeTakeFirst();
      if (!row?.original_key) throw new PermanentJobError(`Story ${storyId} has no media to transcribe`);
      const wav = join(dir, 'speech.wav');
      await media.speechWav(await localFile(store, row.original_key, dir), wav, options.signal as AbortSignal | undefined);
      // One participant's own track is theirs alone; any other recording may hold several people, told apart here.
      const speakerLabel = tracks[0]?.speaker;
      return await transcribeWithSpeakers(stt, wav, speakerLabel ? { ...options, speakerLabel } : options);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}

/** A UUID-shaped id that is the same every time for `seed` (a job's run repeated keeps one version, not two). */
function stableUuid(seed: string): string {
  const hex = createHash('sha256').update(seed).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Stores a machine transcript as one of the story's versions, named like the versions people save. Its id comes from
 * the job, so a job that runs again (jobs run at least once) keeps one version, not two.
 */
async function keepAsVersion(db: PipelineDeps['db'], storyId: string, paragraphs: unknown, source: string, jobId: string): Promise<void> {
  const at = new Date();
  await db
    .insertInto('transcript_versions')
    .values({
      id: stableUuid(`transcript-version:${jobId}`),
      story_id: storyId,
      file_name: `${at.toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.json`,
      paragraphs: JSON.stringify(paragraphs),
      source,
      created_by: null,
      created_at: at,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
