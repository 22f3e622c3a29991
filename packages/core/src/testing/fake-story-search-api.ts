import type { SemanticSearchResult } from '../model/semantic-search.schema.js';
import { apiFailure } from '../ports/api-failure.port.js';
import type { StorySearchApi } from '../ports/story-search-api.port.js';

/** In-memory StorySearchApi: the same results for any query of a story; `failing` makes every search fail. */
export class FakeStorySearchApi implements StorySearchApi {
  readonly results = new Map<string, SemanticSearchResult[]>();
  readonly calls: { storyId: string; query: string }[] = [];
  failing = false;

  async search(storyId: string, query: string): Promise<SemanticSearchResult[]> {
    this.calls.push({ storyId, query });
    if (this.failing) throw apiFailure(503, 'SEARCH_UNAVAILABLE', 'search failed');
    return this.results.get(storyId) ?? [];
  }
}
