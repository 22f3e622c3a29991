import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { localFile } from '../../storage/local-file.js';
import { JOB_TYPES } from '../async-operations.js';
import type { JobHandler } from '../job-handler.js';
import { mediaKeys, type PipelineDeps, storeFile } from './pipeline-deps.js';

export interface MixLocalTracksPayload {
  storyId: string;
}

/**
 * Builds a story's recording from its participants' local tracks, aligned by each track's
 * recording start and clock offset, then queues the usual processing. One track is used as it is.
 */
export function mixLocalTracksJob(deps: PipelineDeps): JobHandler<MixLocalTracksPayload> {
  return async ({ storyId }, { signal, queue }) => {
    const { db, store, media } = deps;
    const tracks = await db
      .selectFrom('media_uploads')
      .select(['object_key', 'mime_type', 'recording_start', 'local_time_offset', 'size'])
      .where('story_id', '=', storyId)
      .where('kind', '=', 'stream')
      .where('status', '=', 'completed')
      .orderBy('recording_start')
      .execute();
    if (tracks.length === 0) return { noOp: true };
    let originalKey = tracks[0]?.object_key ?? '';
    let mimeType = tracks[0]?.mime_type ?? null;
    if (tracks.length > 1) {
      const dir = await mkdtemp(join(tmpdir(), 'storykeep-mix-'));
      try {
        const out = join(dir, 'mix.mp4');
        const inputs = [];
        for (const t of tracks) {
          inputs.push({
            path: await localFile(store, t.object_key, dir),
            recordingStart: t.recording_start?.getTime() ?? 0,
            localTimeOffset: t.local_time_offset,
          });
        }
        const info = await media.mixTracks(inputs, out, signal);
        originalKey = mediaKeys.mix(storyId);
        mimeType = info.mediaType === 'video' ? 'video/mp4' : 'audio/mp4';
        await storeFile(store, originalKey, out);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    }
    const size = (await store.stat(originalKey))?.size ?? null;
    await db
      .insertInto('story_media')
      .values({ story_id: storyId, original_key: originalKey, original_size: size, mime_type: mimeType })
      .onConflict((oc) =>
        oc.column('story_id').doUpdateSet({
          original_key: originalKey,
          original_size: size,
          mime_type: mimeType,
          // A new recording needs new derived media.
          rendition_key: null,
          audio_key: null,
          thumbnail_key: null,
          waveform_key: null,
          updated_at: sql`now()`,
        }),
      )
      .execute();
    await db.deleteFrom('transcripts').where('story_id', '=', storyId).execute();
    await queue.enqueue(JOB_TYPES.processMedia, { storyId }, { storyId, dedupeKey: `process:${storyId}` });
    return { tracks: tracks.length, key: originalKey };
  };
}
