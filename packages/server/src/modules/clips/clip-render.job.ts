import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MediaProcessor, ObjectStore } from '@storykeep/core';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { type JobHandler, PermanentJobError } from '../../jobs/job-handler.js';
import { localFile } from '../../storage/local-file.js';
import { storeFile } from '../pipeline/pipeline-deps.js';
import { clipKeys, EXTENDED_CLIP_PADDING_SECONDS, rangeKey } from './clip-keys.js';

export interface ClipJobDeps {
  db: Kysely<DB>;
  store: ObjectStore;
  media: MediaProcessor;
}

export interface ClipJobPayload {
  clipId: string;
}

async function source(deps: ClipJobDeps, clipId: string) {
  const row = await deps.db
    .selectFrom('clips as c')
    .innerJoin('story_media as m', 'm.story_id', 'c.story_id')
    .select(['c.id', 'c.story_id', 'c.start_seconds', 'c.end_seconds', 'c.audio_key', 'm.rendition_key', 'm.original_key', 'm.media_type'])
    .where('c.id', '=', clipId)
    .executeTakeFirst();
  const key = row?.rendition_key ?? row?.original_key;
  if (!row || !key) throw new PermanentJobError(`Clip ${clipId} or its story's media is gone`);
  return { row, key, audioOnly: row.media_type === 'audio' };
}

/**
 * Cuts a clip's renditions: the clip, the clip with context around it, and a thumbnail. They are recorded only
 * if the clip still has the range they were cut for (an edit meanwhile queues another run).
 */
export function clipRenderJob(deps: ClipJobDeps): JobHandler<ClipJobPayload> {
  return async ({ clipId }, { signal }) => {
    const { row, key, audioOnly } = await source(deps, clipId);
    const range = { start: row.start_seconds, end: row.end_seconds };
    const keys = {
      media: clipKeys.media(row.story_id, clipId, audioOnly),
      extended: clipKeys.extended(row.story_id, clipId, audioOnly),
      thumbnail: clipKeys.thumbnail(row.story_id, clipId),
    };
    const dir = await mkdtemp(join(tmpdir(), 'storykeep-clip-'));
    try {
      const input = await localFile(deps.store, key, dir);
      const clipFile = join(dir, `clip.${audioOnly ? 'm4a' : 'mp4'}`);
      await deps.media.clip(input, clipFile, range, { signal });
      await deps.media.clip(input, join(dir, 'extended'), range, { padding: EXTENDED_CLIP_PADDING_SECONDS, signal });
      await deps.media.thumbnail(clipFile, join(dir, 'thumbnail.jpg'), { signal });
      await storeFile(deps.store, keys.media, clipFile);
      await storeFile(deps.store, keys.extended, join(dir, 'extended'));
      await storeFile(deps.store, keys.thumbnail, join(dir, 'thumbnail.jpg'));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    const updated = await deps.db
      .updateTable('clips')
      .set({
        media_key: keys.media,
        extended_key: keys.extended,
        thumbnail_key: keys.thumbnail,
        rendered_range: rangeKey(range.start, range.end),
      })
      .where('id', '=', clipId)
      .where('start_seconds', '=', range.start)
      .where('end_seconds', '=', range.end)
      .executeTakeFirst();
    return { rendered: Number(updated.numUpdatedRows) > 0 };
  };
}

/** Cuts a clip's audio for download (`generate_audio_download`). */
export function clipAudioJob(deps: ClipJobDeps): JobHandler<ClipJobPayload> {
  return async ({ clipId }, { signal }) => {
    const { row, key: sourceKey } = await source(deps, clipId);
    const key = clipKeys.audio(row.story_id, clipId);
    const dir = await mkdtemp(join(tmpdir(), 'storykeep-clip-audio-'));
    try {
      const input = await localFile(deps.store, sourceKey, dir);
      await deps.media.clip(input, join(dir, 'audio.m4a'), { start: row.start_seconds, end: row.end_seconds }, { audioOnly: true, signal });
      await storeFile(deps.store, key, join(dir, 'audio.m4a'));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    await deps.db.updateTable('clips').set({ audio_key: key }).where('id', '=', clipId).execute();
    return { key };
  };
}
