import { clipJobs } from '../modules/clips/clip.jobs.js';
import { cloudImportJobs } from '../modules/cloud-import/cloud-import.jobs.js';
import { downloadJobs } from '../modules/downloads/download.jobs.js';
import { indexJobs } from '../modules/indexes/index.jobs.js';
import { remixJobs } from '../modules/remixes/remix.jobs.js';
import { storyFileJobs } from '../modules/stories/story-file-sweep.job.js';
import type { MediaServices } from '../modules/upload/media-services.js';
import type { AreaSettings } from './area-settings.js';

/**
 * Adds each area's jobs (clip renditions, download builds, auto chaptering, remix renders, imports, sweeping unconfirmed story files) to the media
 * services' handlers, so the server's workers and `storykeep worker` run them. Types already registered are left alone.
 */
export function registerAreaJobs(media: MediaServices, settings: AreaSettings): void {
  const jobs = [
    ...clipJobs(media),
    ...downloadJobs(media),
    ...indexJobs(media, settings.chat),
    ...remixJobs(media),
    ...cloudImportJobs(media, settings.imports),
    ...storyFileJobs(media),
  ];
  for (const [type, handler] of jobs) if (!media.handlers.get(type)) media.handlers.register(type, handler);
}
