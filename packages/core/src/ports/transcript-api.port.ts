import type { IndexCreateRequest } from '../model/api/chapter-index.api.schema.js';
import type { TranscriptPatchRequest, TranscriptPatchResponse } from '../model/api/transcript-patch.api.schema.js';
import type { Index } from '../model/chapter.schema.js';
import type { Paragraph, Transcript } from '../model/transcript.schema.js';

/** What the server answered to an index delete, whatever its status (the caller checks for 204). */
export interface IndexDeleteAnswer {
  status: number;
  statusText: string;
  body: string;
}

/** What a save of changes came to: saved (the new version, others' changes meanwhile), or refused as stale. */
export type TranscriptPatchOutcome =
  | ({ saved: true } & TranscriptPatchResponse)
  | {
      saved: false;
      /** The transcript's current version. */
      version: number;
      /** The paragraphs someone else changed since the save's version. */
      conflicts: string[];
    };

/** A story's transcript and indexes, as the story hub reads them (see docs/product/api.md). */
export const TranscriptApi = Symbol('TranscriptApi');
export interface TranscriptApi {
  /** `GET /transcripts/{id}`, normalised; null when the story has none yet (the server answers 400). */
  get(storyId: string): Promise<Transcript | null>;
  /** `GET /stories/{id}/index`: oldest first. */
  indexes(storyId: string): Promise<Index[]>;
  /** `POST /transcripts/{id}/edit` with the paragraphs to keep (the whole transcript replaced); the saved transcript. */
  save(storyId: string, paragraphs: Paragraph[]): Promise<Transcript>;
  /**
   * `PATCH /transcripts/{id}`: only what changed since a version; a stale save (409) is an outcome, not a failure.
   * `keepalive` lets the request finish after the page is gone (a save on leaving).
   */
  savePatch(storyId: string, patch: TranscriptPatchRequest, options?: { keepalive?: boolean }): Promise<TranscriptPatchOutcome>;
  /** `PUT /stories/{id}/index`: a new index. */
  createIndex(storyId: string, content?: IndexCreateRequest): Promise<Index>;
  /** `POST /stories/{id}/index/{indexId}`: the index's content. */
  saveIndex(storyId: string, index: Index): Promise<Index>;
  /** `DELETE /stories/{id}/index/{indexId}`: the answer as it came, not thrown on a non-2xx status. */
  deleteIndex(storyId: string, indexId: string): Promise<IndexDeleteAnswer>;
}
