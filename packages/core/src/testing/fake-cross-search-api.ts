import type { EnrichedSearchResponse } from '../model/api/search.api.schema.js';
import { apiFailure } from '../ports/api-failure.port.js';
import type { CrossSearchApi, CrossSearchQuery } from '../ports/cross-search-api.port.js';

/** In-memory CrossSearchApi: answers `response` for any query (empty by default); `failing` makes every search fail. */
export class FakeCrossSearchApi implements CrossSearchApi {
  response: EnrichedSearchResponse = { items: [], total: 0, page: 1, pageSize: 15, semantic: false };
  readonly calls: CrossSearchQuery[] = [];
  failing = false;

  async search(query: CrossSearchQuery): Promise<EnrichedSearchResponse> {
    this.calls.push(query);
    if (this.failing) throw apiFailure(503, 'SEARCH_UNAVAILABLE', 'search failed');
    return this.response;
  }
}
