import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { JobQueue } from '@storykeep/core';
import { sql } from 'kysely';
import { type JobHandler, PermanentJobError } from '../../jobs/job-handler.js';
import { localFile } from '../../storage/local-file.js';
import { JOB_TYPES } from './async-operations.js';
import { audioInputsOf, completedLocalTracks } from './local-tracks.js';
import { mediaKeys, type PipelineDeps, STORED_URL_SECONDS, storeFile } from './pipeline-deps.js';

export interface ProcessMediaPayload {
  storyId: string;
}

/**
 * Turns a story's original recording into what the app shows: probe (type, duration), a thumbnail
 * (the story gets thumbnailURL), a web-playable rendition (archiveURL), an audio rendition for
 * video, the waveform; then queues transcription. Steps already done are skipped, so a run
 * interrupted by a crash resumes where it stopped.
 */
export function processMediaJob(deps: PipelineDeps): JobHandler<ProcessMediaPayload> {
  return async ({ storyId }, { signal, queue, job }) => {
    const { db, store, media } = deps;
    const row = await db
      .selectFrom('story_media')
      .selectAll()
      .select(sql<string>`updated_at::text`.as('stamp'))
      .where('story_id', '=', storyId)
      .executeTakeFirst();
    if (!row?.original_key) throw new PermanentJobError(`Story ${storyId} has no uploaded media (deleted?)`);
    const dir = await mkdtemp(join(tmpdir(), 'storykeep-process-'));
    let info: Awaited<ReturnType<typeof media.probe>>;
    let stamp: string | undefined;
    try {
      const input = await localFile(store, row.original_key, dir);
      info = await media.probe(input, signal);
      // Only the media this run read: a recording replaced meanwhile (a call mixed again) is left to the next run.
      stamp = (
        await db
          .updateTable('story_media')
          .set({ media_type: info.mediaType, duration: info.duration, probe: JSON.stringify(info), updated_at: sql`now()` })
          .where('story_id', '=', storyId)
          .where(sql<boolean>`updated_at::text = ${row.stamp}`)
          .returning(sql<string>`updated_at::text`.as('stamp'))
          .executeTakeFirst()
      )?.stamp;
      if (stamp === undefined) return await processAgain(deps, queue, job.id, storyId);
      const thumbnailKey = mediaKeys.thumbnail(storyId);
      if (!(row.thumbnail_key && (await store.stat(thumbnailKey)))) {
        await media.thumbnail(input, join(dir, 'thumbnail.jpg'), { signal });
        await storeFile(store, thumbnailKey, join(dir, 'thumbnail.jpg'));
        await db.updateTable('story_media').set({ thumbnail_key: thumbnailKey }).where('story_id', '=', storyId).execute();
      }
      const renditionKey = mediaKeys.rendition(storyId, info.mediaType);
      if (!(row.rendition_key === renditionKey && (await store.stat(renditionKey)))) {
        await media.webRendition(input, join(dir, 'web'), signal);
        await storeFile(store, renditionKey, join(dir, 'web'));
        await db.updateTable('story_media').set({ rendition_key: renditionKey }).where('story_id', '=', storyId).execute();
      }
      if (info.mediaType === 'video' && info.streams.some((s) => s.kind === 'audio') && !row.audio_key) {
        await media.audioRendition(input, join(dir, 'audio.m4a'), signal);
        await storeFile(store, mediaKeys.audio(storyId), join(dir, 'audio.m4a'));
        await db
          .updateTable('story_media')
          .set({ audio_key: mediaKeys.audio(storyId) })
          .where('story_id', '=', storyId)
          .execute();
      }
      if (!row.waveform_key) {
        const peaks = info.streams.some((s) => s.kind === 'audio') ? await media.waveform(input, { count: 1000, signal }) : [];
        await writeFile(join(dir, 'waveform.json'), JSON.stringify(peaks));
        await storeFile(store, mediaKeys.waveform(storyId), join(dir, 'waveform.json'));
        await db
          .updateTable('story_media')
          .set({ waveform_key: mediaKeys.waveform(storyId) })
          .where('story_id', '=', storyId)
          .execute();
      }
      await db
        .updateTable('stories')
        .set({
          thumbnail_url: await store.signUrl(thumbnailKey, { method: 'GET', expiresIn: STORED_URL_SECONDS }),
          archive_url: await store.signUrl(renditionKey, { method: 'GET', expiresIn: STORED_URL_SECONDS }),
          media_type: info.mediaType,
          duration: info.duration,
          updated_at: sql`now()`,
        } as never)
        .where('id', '=', storyId)
        .execute();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    const unchanged = await db
      .selectFrom('story_media')
      .select('story_id')
      .where('story_id', '=', storyId)
      .where(sql<boolean>`updated_at::text = ${stamp ?? ''}`)
      .executeTakeFirst();
    if (!unchanged) return await processAgain(deps, queue, job.id, storyId);
    if (await needsTranscript(deps, storyId, row.original_key, new Date(row.updated_at))) await queueTranscription(deps, queue, storyId);
    return { mediaType: info.mediaType, duration: info.duration };
  };
}

/**
 * The story's recording was replaced while this run processed the one before (a track arrived and the call was
 * mixed again, its own request for processing folded into this run): what this run made is dropped and the
 * processing runs again, after this one, for the new recording.
 */
async function processAgain(deps: Pick<PipelineDeps, 'db'>, queue: JobQueue, jobId: string, storyId: string) {
  await deps.db
    .updateTable('story_media')
    .set({ rendition_key: null, audio_key: null, thumbnail_key: null, waveform_key: null })
    .where('story_id', '=', storyId)
    .execute();
  await deps.db.updateTable('jobs').set({ dedupe_key: null }).where('id', '=', jobId).execute();
  await queue.enqueue(JOB_TYPES.processMedia, { storyId }, { storyId, dedupeKey: `process:${storyId}` });
  return { superseded: true };
}

/**
 * A story is transcribed once; a call mixed again (a participant's track arrived late) is transcribed
 * again, since the transcript it has predates that track. A call mixed again only for its picture (the host
 * changed whose video is kept) is not: its transcript heard the same tracks. Whether a person's edits are kept
 * is the transcription's decision.
 */
async function needsTranscript(deps: Pick<PipelineDeps, 'db'>, storyId: string, originalKey: string, mediaAt: Date): Promise<boolean> {
  const { db } = deps;
  const transcript = await db
    .selectFrom('transcripts')
    .select(['updated_at', 'audio_inputs'])
    .where('story_id', '=', storyId)
    .executeTakeFirst();
  if (!transcript) return true;
  if (new Date(transcript.updated_at) >= mediaAt) return false;
  if (transcript.audio_inputs !== null && transcript.audio_inputs === audioInputsOf(await completedLocalTracks(db, storyId))) return false;
  if (originalKey === mediaKeys.mix(storyId)) return true;
  const track = await db
    .selectFrom('media_uploads')
    .select('upload_id')
    .where('story_id', '=', storyId)
    .where('kind', '=', 'stream')
    .where('object_key', '=', originalKey)
    .executeTakeFirst();
  return track !== undefined;
}

/** Queues the story's transcription (once while unfinished) and marks its transcript pending. */
export async function queueTranscription(
  deps: Pick<PipelineDeps, 'db'>,
  queue: {
    enqueue: (type: string, payload: unknown, options?: { storyId?: string; dedupeKey?: string; mode?: string }) => Promise<unknown>;
  },
  storyId: string,
  mode?: 'standard' | 'advanced',
): Promise<void> {
  await queue.enqueue(JOB_TYPES.transcribe, { storyId }, { storyId, dedupeKey: `transcribe:${storyId}`, ...(mode ? { mode } : {}) });
  await deps.db.updateTable('stories').set({ transcript_status: 'pending' }).where('id', '=', storyId).execute();
}
