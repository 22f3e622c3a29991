import type { JobHandler } from '../../jobs/job-handler.js';
import type { MediaServices } from '../media-services.types.js';
import { ARCHIVE_PACKAGE_JOB, archivePackageJob } from './archive-package.job.js';

/** The archival package build, over the media services' database and store. */
export function exportJobs(media: MediaServices): [string, JobHandler<never>][] {
  return [[ARCHIVE_PACKAGE_JOB, archivePackageJob({ db: media.db, store: media.store, now: () => new Date() })]];
}
