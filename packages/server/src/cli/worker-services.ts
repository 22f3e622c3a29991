import { resolveStoryWorkSettings } from '../modules/tasks/story-work-api.js';
import { registerStoryWorkJobs } from '../modules/tasks/story-work-jobs.js';
import { createMediaServices, type MediaServices, type MediaServicesOptions } from '../modules/upload/media-services.js';

/**
 * The media services of a `storykeep worker` process, with every job type the server queues: the media pipeline's
 * and the story-work jobs (clip renditions, download builds, auto chapters), registered as the server registers them.
 */
export async function workerMediaServices(
  options: MediaServicesOptions,
  env: Record<string, string | undefined> = process.env,
): Promise<MediaServices> {
  const media = await createMediaServices(options);
  registerStoryWorkJobs(media, resolveStoryWorkSettings(media, { env }));
  return media;
}
