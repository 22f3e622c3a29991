import type { SemanticSearchResult } from '../model/semantic-search.schema.js';

/** Semantic search inside one story (see docs/product/api.md): `POST /weaviate/{id}/search`, hybrid, alpha 0.5. */
export const StorySearchApi = Symbol('StorySearchApi');
export interface StorySearchApi {
  /** Matches grouped by chapter, best first; rejects when the search fails. */
  search(storyId: string, query: string): Promise<SemanticSearchResult[]>;
}
