import type { IndexCreateRequest } from '../model/api/chapter-index.api.schema.js';
import type { Index } from '../model/chapter.schema.js';
import type { Paragraph, Transcript } from '../model/transcript.schema.js';

/** What the server answered to an index delete, whatever its status (the caller checks for 204). */
export interface IndexDeleteAnswer {
  status: number;
  statusText: string;
  body: string;
}

/** A story's transcript and indexes, as the story hub reads them (see docs/product/api.md). */
export const TranscriptApi = Symbol('TranscriptApi');
export interface TranscriptApi {
  /** `GET /transcripts/{id}`, normalised; null when the story has none yet (the server answers 400). */
  get(storyId: string): Promise<Transcript | null>;
  /** `GET /stories/{id}/index`: oldest first. */
  indexes(storyId: string): Promise<Index[]>;
  /** `POST /transcripts/{id}/edit` with the paragraphs to keep; the saved transcript. */
  save(storyId: string, paragraphs: Paragraph[]): Promise<Transcript>;
  /** `PUT /stories/{id}/index`: a new index. */
  createIndex(storyId: string, content?: IndexCreateRequest): Promise<Index>;
  /** `POST /stories/{id}/index/{indexId}`: the index's content. */
  saveIndex(storyId: string, index: Index): Promise<Index>;
  /** `DELETE /stories/{id}/index/{indexId}`: the answer as it came, not thrown on a non-2xx status. */
  deleteIndex(storyId: string, indexId: string): Promise<IndexDeleteAnswer>;
}
