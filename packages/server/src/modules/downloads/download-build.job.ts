import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ObjectStore } from '@storykeep/core';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { type JobHandler, PermanentJobError } from '../../jobs/job-handler.js';
import { localFile } from '../../storage/local-file.js';
import { completedLocalTracks, localTrackFileName } from '../pipeline/local-tracks.js';
import { storeFile } from '../pipeline/pipeline-deps.js';
import { writeTar } from './tar-archive.js';

/** Job type of "download all local videos" builds. */
export const DOWNLOAD_BUILD_JOB = 'story.download-build';

/** Object key of a finished build. */
export const downloadKey = (storyId: string, taskId: string) => `stories/${storyId}/downloads/${taskId}.tar`;

/** Packs a story's local recordings (one file per participant's stream) into one tar in the media store. */
export function downloadBuildJob(deps: { db: Kysely<DB>; store: ObjectStore }): JobHandler<{ storyId: string }> {
  return async ({ storyId }, { job }) => {
    const tracks = await completedLocalTracks(deps.db, storyId);
    if (tracks.length === 0) throw new PermanentJobError('This story has no local recordings');
    const dir = await mkdtemp(join(tmpdir(), 'storykeep-download-'));
    const files: Array<{ name: string; path: string }> = [];
    try {
      for (const [i, t] of tracks.entries()) {
        files.push({ name: localTrackFileName(i, t), path: await localFile(deps.store, t.objectKey, dir) });
      }
      await writeTar(files, join(dir, 'recordings.tar'));
      await storeFile(deps.store, downloadKey(storyId, job.id), join(dir, 'recordings.tar'));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    return { key: downloadKey(storyId, job.id), files: files.map((f) => f.name) };
  };
}
