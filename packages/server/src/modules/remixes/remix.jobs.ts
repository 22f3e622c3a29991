import type { JobHandler } from '../../jobs/job-handler.js';
import type { MediaServices } from '../media-services.types.js';
import { REMIX_RENDER_JOB } from './remix-keys.js';
import { remixRenderJob } from './remix-render.job.js';

/** The remix jobs: rendering a remix's file. */
export function remixJobs(media: MediaServices): [string, JobHandler<never>][] {
  return [[REMIX_RENDER_JOB, remixRenderJob({ db: media.db, store: media.store, media: media.media })]];
}
