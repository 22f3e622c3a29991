import { addMailJobs, mailerFor } from '../app/mail-jobs.js';
import { registerAreaJobs } from '../app/media-jobs.js';
import { createMediaServices, type MediaServicesOptions } from '../app/media-services.js';
import type { Config } from '../config.js';
import type { AreaSettings } from '../config-areas.js';
import { defaultAccountSettings } from '../context/app-context.js';
import type { MediaServices } from '../modules/media-services.types.js';

/**
 * The media services of a `storykeep worker` process, with every job type the server queues: the media pipeline's
 * and each area's jobs (clip renditions, download builds, auto chapters), registered as the server registers them.
 */
export async function workerMediaServices(
  options: MediaServicesOptions,
  areas: AreaSettings,
  mail: Partial<Pick<Config, 'smtpUrl' | 'mailFrom' | 'contactEmail'>> = {},
): Promise<MediaServices> {
  const media = await createMediaServices(options);
  registerAreaJobs(media, areas);
  // Account and contact mail is queued by the servers and sent by whichever worker takes it.
  addMailJobs(media.handlers, {
    db: options.db,
    mailer: mailerFor({ ...mail, dataDir: options.dataDir }, (line) => console.log(line)),
    publicUrl: options.publicUrl,
    now: () => new Date(),
    accounts: defaultAccountSettings,
    contactEmail: mail.contactEmail ?? 'contact@storykeep.local',
  });
  return media;
}
