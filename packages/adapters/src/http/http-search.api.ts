import { HYBRID_SEARCH_ALPHA, type SemanticSearchResult, type StorySearchApi, StorySemanticSearchResponseSchema } from '@storykeep/core';
import { inject, injectable } from 'inversify';
import { HttpClient } from './http-client.js';
import { segment } from './query-string.js';

/** StorySearchApi over HTTP: hybrid search inside one story (`POST /weaviate/{id}/search`, alpha 0.5). */
@injectable()
export class HttpStorySearchApi implements StorySearchApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async search(storyId: string, query: string): Promise<SemanticSearchResult[]> {
    const body = { query, mode: 'hybrid', alpha: HYBRID_SEARCH_ALPHA };
    return (await this.http.request('POST', `/weaviate/${segment(storyId)}/search`, StorySemanticSearchResponseSchema, body)).items;
  }
}
