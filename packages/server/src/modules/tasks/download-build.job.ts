import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportedFileName, type ObjectStore } from '@storykeep/core';
import { type JobHandler, PermanentJobError } from '../../jobs/job-handler.js';
import type { AnyKysely } from '../../jobs/jobs.schema.js';
import { storeFile } from '../../jobs/pipeline/pipeline-deps.js';
import { localFile } from '../../storage/local-file.js';
import { storyWorkDb } from '../transcripts/story-work-tables.schema.js';
import { writeTar } from './tar-archive.js';

/** Job type of "download all local videos" builds. */
export const DOWNLOAD_BUILD_JOB = 'story.download-build';

/** Object key of a finished build. */
export const downloadKey = (storyId: string, taskId: string) => `stories/${storyId}/downloads/${taskId}.tar`;

const extensionOf = (key: string) => key.slice(key.lastIndexOf('.') + 1);

/** Packs a story's local recordings (one file per participant's stream) into one tar in the media store. */
export function downloadBuildJob(deps: { db: AnyKysely; store: ObjectStore }): JobHandler<{ storyId: string }> {
  return async ({ storyId }, { job }) => {
    const tracks = await storyWorkDb(deps.db)
      .selectFrom('media_uploads as u')
      .leftJoin('users', 'users.id', 'u.user_id')
      .select(['u.object_key', 'u.stream_id', 'u.recording_start', 'u.participant_name', 'users.full_name'])
      .where('u.story_id', '=', storyId)
      .where('u.kind', '=', 'stream')
      .where('u.status', '=', 'completed')
      .orderBy('u.recording_start')
      .execute();
    if (tracks.length === 0) throw new PermanentJobError('This story has no local recordings');
    const dir = await mkdtemp(join(tmpdir(), 'storykeep-download-'));
    const files: Array<{ name: string; path: string }> = [];
    try {
      for (const [i, t] of tracks.entries()) {
        files.push({
          name: `${String(i + 1).padStart(2, '0')}_${exportedFileName(t.participant_name || t.full_name || t.stream_id || 'participant')}.${extensionOf(t.object_key)}`,
          path: await localFile(deps.store, t.object_key, dir),
        });
      }
      await writeTar(files, join(dir, 'recordings.tar'));
      await storeFile(deps.store, downloadKey(storyId, job.id), join(dir, 'recordings.tar'));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    return { key: downloadKey(storyId, job.id), files: files.map((f) => f.name) };
  };
}
