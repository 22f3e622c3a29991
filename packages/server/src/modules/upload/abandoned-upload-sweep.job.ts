import type { JobHandler } from '../../jobs/job-handler.js';
import { LocalObjectStore } from '../../storage/local-object-store.js';
import type { MediaServices } from '../media-services.types.js';

export const ABANDONED_UPLOAD_SWEEP_JOB = 'upload.sweep-abandoned';

const DAY_MS = 24 * 60 * 60 * 1000;
/** One sweep a day: its dedupe key names the day, so the running sweep can queue tomorrow's. */
const sweepKey = (at: number) => `upload-sweep:${Math.floor(at / DAY_MS)}`;

/** The first sweep after a start waits this long, out of the way of the start's own work. */
const FIRST_SWEEP_DELAY_MS = 60 * 60 * 1000;

/**
 * Queues today's sweep, an hour from now (once: a sweep already queued or running for today covers it). Called when
 * the server starts.
 */
export async function scheduleAbandonedUploadSweep(media: MediaServices, now = Date.now()): Promise<void> {
  await media.jobs.enqueue(ABANDONED_UPLOAD_SWEEP_JOB, {}, { runAt: new Date(now + FIRST_SWEEP_DELAY_MS), dedupeKey: sweepKey(now) });
}

/**
 * Sweeps multipart uploads nobody finished: every upload still receiving parts that was opened longer ago than
 * STORYKEEP_ABANDONED_UPLOAD_DAYS is aborted (its parts dropped from the store, its row marked aborted), and on local
 * disk any upload folder idle that long without a row (a crash between the two) goes too. A device never resumes a
 * session idle for over a day (it opens a new one), so nothing still wanted is swept. On S3 the bucket's
 * AbortIncompleteMultipartUpload lifecycle rule drops what the store could not list (docs/deployment.md). Then it
 * queues tomorrow's sweep.
 */
export function abandonedUploadSweepJob(media: MediaServices): JobHandler {
  return async () => {
    const now = Date.now();
    const cutoff = new Date(now - media.limits.abandonedUploadMs);
    const stale = await media.db
      .selectFrom('media_uploads')
      .select(['upload_id', 'object_key'])
      .where('status', '=', 'uploading')
      .where('created_at', '<', cutoff)
      .where('upload_id', 'not like', 'form-%')
      .execute();
    const aborted: string[] = [];
    for (const upload of stale) {
      // Already gone from the store (swept as a folder, or never made): the row is closed all the same.
      await media.store.abortMultipartUpload(upload.object_key, upload.upload_id).catch(() => undefined);
      await media.db.updateTable('media_uploads').set({ status: 'aborted' }).where('upload_id', '=', upload.upload_id).execute();
      aborted.push(upload.upload_id);
    }
    // Form uploads have no parts: an abandoned one is only a row.
    await media.db
      .updateTable('media_uploads')
      .set({ status: 'aborted' })
      .where('status', '=', 'uploading')
      .where('created_at', '<', cutoff)
      .where('upload_id', 'like', 'form-%')
      .execute();
    const orphans = media.store instanceof LocalObjectStore ? await media.store.sweepAbandonedUploads(media.limits.abandonedUploadMs) : [];
    await media.jobs.enqueue(ABANDONED_UPLOAD_SWEEP_JOB, {}, { runAt: new Date(now + DAY_MS), dedupeKey: sweepKey(now + DAY_MS) });
    const swept = [...new Set([...aborted, ...orphans])];
    return swept.length === 0 ? { noOp: true } : { swept };
  };
}

/** The upload jobs: the daily sweep of abandoned multipart uploads. */
export function uploadJobs(media: MediaServices): [string, JobHandler<never>][] {
  return [[ABANDONED_UPLOAD_SWEEP_JOB, abandonedUploadSweepJob(media) as JobHandler<never>]];
}
