import type { JobHandler } from '../../jobs/job-handler.js';
import { CLIP_JOB_TYPES } from '../clips/clip-keys.js';
import { clipAudioJob, clipRenderJob } from '../clips/clip-render.job.js';
import { AUTO_CHAPTERS_JOB, autoChaptersJob } from '../indexes/auto-chapters.job.js';
import type { MediaServices } from '../upload/media-services.js';
import { DOWNLOAD_BUILD_JOB, downloadBuildJob } from './download-build.job.js';
import type { StoryWorkSettings } from './story-work-config.js';

/**
 * Adds the story-work jobs (clip renditions, download builds, auto chaptering) to the media services' handlers,
 * so the server's workers and `storykeep worker` run them. Types already registered are left alone.
 */
export function registerStoryWorkJobs(media: MediaServices, settings: StoryWorkSettings): void {
  const deps = { db: media.db, store: media.store, media: media.media };
  const jobs: [string, JobHandler<never>][] = [
    [CLIP_JOB_TYPES.render, clipRenderJob(deps)],
    [CLIP_JOB_TYPES.audio, clipAudioJob(deps)],
    [DOWNLOAD_BUILD_JOB, downloadBuildJob(deps)],
    [AUTO_CHAPTERS_JOB, autoChaptersJob({ db: media.db, chat: settings.chat })],
  ];
  for (const [type, handler] of jobs) if (!media.handlers.get(type)) media.handlers.register(type, handler);
}
