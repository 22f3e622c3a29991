import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { JobHandler } from '../../jobs/job-handler.js';
import { localFile } from '../../storage/local-file.js';
import { JOB_TYPES } from './async-operations.js';
import { tracksToUse } from './call-tracks.js';
import { mixPlan, orderForPicture } from './mix-plan.js';
import { mediaKeys, type PipelineDeps, storeFile } from './pipeline-deps.js';
import { replaceStoryOriginal } from './story-original.js';
import { recordTrackFormats } from './track-format.js';

export interface MixLocalTracksPayload {
  storyId: string;
}

type Db = PipelineDeps['db'];

/** The story's completed participant tracks in recording order, an archive's only where no device track stands in. */
async function completedTracks(db: Db, storyId: string) {
  const rows = await db
    .selectFrom('media_uploads')
    .select([
      'object_key',
      'mime_type',
      'recording_start',
      'recording_stop',
      'local_time_offset',
      'size',
      'source',
      'participant_name',
      'user_id',
      'format_name',
    ])
    .where('story_id', '=', storyId)
    .where('kind', '=', 'stream')
    .where('status', '=', 'completed')
    .orderBy('recording_start')
    .orderBy('object_key')
    .execute();
  return tracksToUse(rows);
}

const sameTracks = (a: { object_key: string }[], b: { object_key: string }[]) =>
  a.length === b.length && a.every((t, i) => t.object_key === b[i]?.object_key);

/**
 * Builds a story's recording from its participants' local tracks, aligned by each track's recording start and clock
 * offset, their pictures laid out as the call's layout was at each moment and only those the host kept, then queues
 * the usual processing. One track whose picture is kept is used as it is.
 */
export function mixLocalTracksJob(deps: PipelineDeps): JobHandler<MixLocalTracksPayload> {
  return async ({ storyId }, { signal, queue, job }) => {
    const { db, store, media } = deps;
    // Give up the dedupe key before reading the tracks: a track completed from here on queues a mix of
    // its own instead of being folded into this one, which would not see it.
    await db.updateTable('jobs').set({ dedupe_key: null }).where('id', '=', job.id).execute();
    const tracks = await completedTracks(db, storyId);
    if (tracks.length === 0) return { noOp: true };
    const plan = await mixPlan(db, storyId);
    const ordered = orderForPicture(tracks, plan);
    const dir = await mkdtemp(join(tmpdir(), 'storykeep-mix-'));
    try {
      // Each track is fetched once (from S3, say) for both the format and the mix.
      const paths = new Map<string, Promise<string>>();
      const pathOf = (key: string) => {
        const known = paths.get(key);
        if (known) return known;
        const path = localFile(store, key, dir);
        paths.set(key, path);
        return path;
      };
      await recordTrackFormats(deps, tracks, pathOf, signal);
      let originalKey = tracks[0]?.object_key ?? '';
      let mimeType = tracks[0]?.mime_type ?? null;
      let mixed: string | undefined;
      if (tracks.length > 1 || ordered.some((t) => !t.video)) {
        mixed = join(dir, 'mix.mp4');
        const inputs = [];
        for (const t of ordered) {
          inputs.push({
            path: await pathOf(t.object_key),
            recordingStart: t.recording_start?.getTime() ?? 0,
            localTimeOffset: t.local_time_offset,
            video: t.video,
          });
        }
        const info = await media.mixTracks(inputs, mixed, signal, plan.layouts);
        originalKey = mediaKeys.mix(storyId);
        mimeType = info.mediaType === 'video' ? 'video/mp4' : 'audio/mp4';
      }
      // Checked, stored and written under the story's row lock, so an older mix never lands after a newer one.
      const superseded = await db.transaction().execute(async (trx) => {
        await trx.selectFrom('stories').select('id').where('id', '=', storyId).forUpdate().execute();
        // A track completed, or the host changed the picture, while mixing: the mix that queued covers it, this one is stale.
        if (!sameTracks(tracks, await completedTracks(trx, storyId))) return true;
        if ((await mixPlan(trx, storyId)).stamp !== plan.stamp) return true;
        if (mixed) await storeFile(store, originalKey, mixed);
        const size = (await store.stat(originalKey))?.size ?? null;
        await replaceStoryOriginal(trx, storyId, { key: originalKey, size, mimeType });
        return false;
      });
      if (superseded) return { superseded: true, tracks: tracks.length };
      await queue.enqueue(JOB_TYPES.processMedia, { storyId }, { storyId, dedupeKey: `process:${storyId}` });
      return { tracks: tracks.length, key: originalKey, inputs: tracks.map((t) => t.object_key) };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };
}
