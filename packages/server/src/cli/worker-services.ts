import { resolveAreaSettings } from '../app/area-settings.js';
import { registerAreaJobs } from '../app/media-jobs.js';
import { createMediaServices, type MediaServices, type MediaServicesOptions } from '../modules/upload/media-services.js';

/**
 * The media services of a `storykeep worker` process, with every job type the server queues: the media pipeline's
 * and each area's jobs (clip renditions, download builds, auto chapters), registered as the server registers them.
 */
export async function workerMediaServices(
  options: MediaServicesOptions,
  env: Record<string, string | undefined> = process.env,
): Promise<MediaServices> {
  const media = await createMediaServices(options);
  registerAreaJobs(media, resolveAreaSettings(media, { env }));
  return media;
}
