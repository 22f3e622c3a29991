import {
  type EntityApi,
  type EntityListPage,
  EntityListPageSchema,
  type EntityListRequest,
  type EntityMentions,
  EntityMentionsSchema,
  type EntitySummary,
  EntitySummarySchema,
  type StoryEntities,
  StoryEntitiesSchema,
} from '@storykeep/core';
import { inject, injectable } from 'inversify';
import { HttpClient } from './http-client.js';
import { queryString, segment } from './query-string.js';

/** EntityApi over HTTP. */
@injectable()
export class HttpEntityApi implements EntityApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  list(request: EntityListRequest): Promise<EntityListPage> {
    return this.http.request('GET', `/entities${queryString({ ...request })}`, EntityListPageSchema);
  }

  mentions(entityId: string): Promise<EntityMentions> {
    return this.http.request('GET', `/entities/${segment(entityId)}/mentions`, EntityMentionsSchema);
  }

  forStory(storyId: string): Promise<StoryEntities> {
    return this.http.request('GET', `/entities/${segment(storyId)}`, StoryEntitiesSchema);
  }

  rename(entityId: string, name: string | null): Promise<EntitySummary> {
    return this.http.request('PUT', `/entities/${segment(entityId)}/name`, EntitySummarySchema, { name });
  }

  setHidden(entityId: string, hidden: boolean): Promise<EntitySummary> {
    return this.http.request('PUT', `/entities/${segment(entityId)}/hidden`, EntitySummarySchema, { hidden });
  }

  merge(entityId: string, into: string): Promise<EntitySummary> {
    return this.http.request('POST', `/entities/${segment(entityId)}/merge`, EntitySummarySchema, { into });
  }

  unmerge(entityId: string): Promise<EntitySummary> {
    return this.http.request('POST', `/entities/${segment(entityId)}/unmerge`, EntitySummarySchema);
  }
}
