import type { JobHandler } from '../../jobs/job-handler.js';
import type { MediaServices } from '../media-services.types.js';
import { DOWNLOAD_BUILD_JOB, downloadBuildJob } from './download-build.job.js';

/** The download job: an archive of a story's local recordings. */
export function downloadJobs(media: MediaServices): [string, JobHandler<never>][] {
  return [[DOWNLOAD_BUILD_JOB, downloadBuildJob({ db: media.db, store: media.store })]];
}
