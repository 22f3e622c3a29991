import type { Index } from '../model/chapter.schema.js';
import type { Transcript } from '../model/transcript.schema.js';

/** A story's transcript and indexes, as the story hub reads them (see docs/product/api.md). */
export const TranscriptApi = Symbol('TranscriptApi');
export interface TranscriptApi {
  /** `GET /transcripts/{id}`, normalised; null when the story has none yet (the server answers 400). */
  get(storyId: string): Promise<Transcript | null>;
  /** `GET /stories/{id}/index`: oldest first. */
  indexes(storyId: string): Promise<Index[]>;
}
