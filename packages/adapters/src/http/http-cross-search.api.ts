import { type CrossSearchApi, type CrossSearchQuery, EnrichedSearchResponseSchema, HYBRID_SEARCH_ALPHA } from '@storykeep/core';
import { inject, injectable } from 'inversify';
import { HttpClient } from './http-client.js';

/** CrossSearchApi over HTTP: hybrid search across a project or every reachable story (`POST /weaviate/search/enriched`). */
@injectable()
export class HttpCrossSearchApi implements CrossSearchApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async search({ query, projectId, narrator, language, page = 1, pageSize = 15, alpha = HYBRID_SEARCH_ALPHA }: CrossSearchQuery) {
    const body = {
      query,
      mode: 'hybrid',
      alpha,
      page,
      pageSize,
      ...(projectId ? { project_id: projectId } : {}),
      ...(narrator?.trim() ? { narrator: narrator.trim() } : {}),
      ...(language?.trim() ? { language: language.trim() } : {}),
    };
    return this.http.request('POST', '/weaviate/search/enriched', EnrichedSearchResponseSchema, body);
  }
}
