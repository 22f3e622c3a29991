import type { JobHandler } from '../jobs/job-handler.js';
import { clipJobs } from '../modules/clips/clip.jobs.js';
import { cloudImportJobs } from '../modules/cloud-import/cloud-import.jobs.js';
import { downloadJobs } from '../modules/downloads/download.jobs.js';
import { entityJobs } from '../modules/entities/entity.jobs.js';
import { exportJobs } from '../modules/export/export.jobs.js';
import { indexJobs } from '../modules/indexes/index.jobs.js';
import type { MediaServices } from '../modules/media-services.types.js';
import { remixJobs } from '../modules/remixes/remix.jobs.js';
import { VONAGE_ARCHIVE_JOB, vonageArchiveJob } from '../modules/rooms/vonage-archive.job.js';
import { storyFileJobs } from '../modules/stories/story-file-sweep.job.js';
import { uploadJobs } from '../modules/upload/abandoned-upload-sweep.job.js';
import { embeddingJobs } from '../search/semantic-search.setup.js';
import type { AreaSettings } from './area-settings.js';

/**
 * Adds each area's jobs (clip renditions, download builds, archival packages, auto chaptering, entity extraction, remix
 * renders, imports, chunk embedding, Vonage archives, sweeping unconfirmed story files and abandoned uploads) to the media
 * services' handlers, so the server's workers and `storykeep worker` run them. Types already registered are left alone.
 */
export function registerAreaJobs(media: MediaServices, settings: AreaSettings): void {
  const jobs = [
    ...clipJobs(media),
    ...downloadJobs(media),
    ...exportJobs(media),
    ...indexJobs(media, settings.chat),
    ...entityJobs(media, settings.chat),
    ...remixJobs(media),
    ...cloudImportJobs(media, settings.imports),
    ...embeddingJobs(media.db, settings.embeddings),
    [VONAGE_ARCHIVE_JOB, vonageArchiveJob(media, settings.vonage)] as [string, JobHandler<never>],
    ...storyFileJobs(media),
    ...uploadJobs(media),
  ];
  for (const [type, handler] of jobs) if (!media.handlers.get(type)) media.handlers.register(type, handler);
}
