import type { JobHandler } from '../../jobs/job-handler.js';
import type { MediaServices } from '../media-services.types.js';
import { CLIP_JOB_TYPES } from './clip-keys.js';
import { clipAudioJob, clipRenderJob } from './clip-render.job.js';

/** The clip jobs: a clip's video renditions, and its audio. */
export function clipJobs(media: MediaServices): [string, JobHandler<never>][] {
  const deps = { db: media.db, store: media.store, media: media.media };
  return [
    [CLIP_JOB_TYPES.render, clipRenderJob(deps)],
    [CLIP_JOB_TYPES.audio, clipAudioJob(deps)],
  ];
}
