import type { JobHandler } from '../../jobs/job-handler.js';
import type { MediaServices } from '../media-services.types.js';
import type { DownloadRules } from './safe-download.js';
import { IMPORT_JOB_TYPES, urlImportJob } from './url-import.job.js';

/** The import jobs: downloading an imported file into its story. */
export function cloudImportJobs(media: MediaServices, rules: DownloadRules): [string, JobHandler<never>][] {
  return [[IMPORT_JOB_TYPES.url, urlImportJob(media, rules) as JobHandler<never>]];
}
