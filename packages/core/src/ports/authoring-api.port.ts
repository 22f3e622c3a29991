import type { IndexDeleteAnswer } from '../authoring/authoring.types.js';
import type { TranscriptEditResponse } from '../model/api/transcript.api.schema.js';
import type { Index } from '../model/chapter.schema.js';
import type { Paragraph } from '../model/transcript.schema.js';

/** The writes of the authoring editor: the corrected transcript and the story's indexes. */
export const AuthoringApi = Symbol('AuthoringApi');
export interface AuthoringApi {
  /** `POST /transcripts/{id}/edit`: the saved transcript and what the server found in it. */
  saveTranscript(storyId: string, paragraphs: readonly Paragraph[]): Promise<TranscriptEditResponse>;
  /** `PUT /stories/{id}/index`: a new index, empty unless titled. */
  createIndex(storyId: string, title?: string): Promise<Index>;
  /** `POST /stories/{id}/index/{indexId}`: the index's content. */
  saveIndex(storyId: string, index: Index): Promise<Index>;
  /** `DELETE /stories/{id}/index/{indexId}`: the answer, not thrown when it is not 204. */
  deleteIndex(storyId: string, indexId: string): Promise<IndexDeleteAnswer>;
}
