import type { JobHandler } from '../../jobs/job-handler.js';
import type { ChatSettings } from '../indexes/chat-chapters.js';
import type { MediaServices } from '../media-services.types.js';
import { ChatEntityExtractor } from './chat-entity-extractor.js';
import { EXTRACT_ENTITIES_JOB, extractEntitiesJob } from './extract-entities.job.js';
import { NlpEntityExtractor } from './nlp-entity-extractor.js';

/** The entity job: extraction by the chat service when one is configured, else by the NLP library. */
export function entityJobs(media: MediaServices, chat: ChatSettings | undefined): [string, JobHandler<never>][] {
  const extractor = chat ? new ChatEntityExtractor(chat) : new NlpEntityExtractor();
  return [[EXTRACT_ENTITIES_JOB, extractEntitiesJob({ db: media.db, extractor })]];
}
