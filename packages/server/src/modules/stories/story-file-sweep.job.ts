import type { JobHandler } from '../../jobs/job-handler.js';
import type { MediaServices } from '../media-services.types.js';

export const STORY_FILE_SWEEP_JOB = 'story-file.sweep';

/** How long an announced story file may wait for its bytes and their confirmation before it is swept away. */
export const UNCONFIRMED_STORY_FILE_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Sweeps story files whose upload was opened but never confirmed within the time allowed: their rows and whatever
 * bytes arrived. Each opened upload queues one such job for its deadline; the job sweeps every file past its
 * deadline, so files announced before these jobs existed go too. A confirmed file is never touched.
 */
export function storyFileSweepJob(media: MediaServices): JobHandler<{ fileId?: string }> {
  return async () => {
    const deadline = new Date(Date.now() - UNCONFIRMED_STORY_FILE_TTL_MS);
    const swept = await media.db
      .deleteFrom('story_files')
      .where('uploaded', '=', false)
      .where('created_at', '<=', deadline)
      .returning(['id', 'object_key'])
      .execute();
    for (const row of swept) {
      if (!row.object_key) continue;
      // The bytes may still sit where they arrived (story-file-upload.service.ts, storyFileUploadKey).
      await media.store.delete(row.object_key);
      await media.store.delete(`${row.object_key}.incoming`);
    }
    return swept.length === 0 ? { noOp: true } : { swept: swept.map((row) => row.id) };
  };
}

/** The story-file jobs: sweeping uploads never confirmed. */
export function storyFileJobs(media: MediaServices): [string, JobHandler<never>][] {
  return [[STORY_FILE_SWEEP_JOB, storyFileSweepJob(media) as JobHandler<never>]];
}
