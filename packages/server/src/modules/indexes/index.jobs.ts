import type { JobHandler } from '../../jobs/job-handler.js';
import type { MediaServices } from '../media-services.types.js';
import { AUTO_CHAPTERS_JOB, autoChaptersJob } from './auto-chapters.job.js';
import type { ChatSettings } from './chat-chapters.js';

/** The index job: auto chaptering, by the chat service when one is configured. */
export function indexJobs(media: MediaServices, chat: ChatSettings | undefined): [string, JobHandler<never>][] {
  return [[AUTO_CHAPTERS_JOB, autoChaptersJob({ db: media.db, chat })]];
}
