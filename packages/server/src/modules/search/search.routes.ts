import {
  EnrichedSearchRequestSchema,
  EnrichedSearchResponseSchema,
  IdParamsSchema,
  NoQuerySchema,
  StorySemanticSearchRequestSchema,
  StorySemanticSearchResponseSchema,
} from '@storykeep/core';
import { type ApiRoute, defineRoute } from '../../http/api-route.js';
import type { SearchEngine } from '../../ports/search-engine.port.js';
import { searchProject, searchStory } from './search.service.js';

const tag = 'Search';
const query = NoQuerySchema;

/** Hybrid transcript search (the paths of docs/product/api.md, whichever engine answers). */
export function searchRoutes(engine: SearchEngine): ApiRoute[] {
  return [
    defineRoute({
      method: 'POST',
      url: '/weaviate/search/enriched',
      tag,
      summary: "Search a project's transcripts; stories with matches, best first, their chunks grouped by chapter",
      access: 'member',
      query,
      body: EnrichedSearchRequestSchema,
      response: EnrichedSearchResponseSchema,
      handler: ({ context, actor, body }) => searchProject(context, engine, actor, body),
    }),
    defineRoute({
      method: 'POST',
      url: '/weaviate/:id/search',
      tag,
      summary: "Search one story's transcript; matches grouped by chapter (items)",
      access: 'member',
      params: IdParamsSchema,
      query,
      body: StorySemanticSearchRequestSchema,
      response: StorySemanticSearchResponseSchema,
      handler: ({ context, actor, params, body }) => searchStory(context, engine, actor, params.id, body),
    }),
  ];
}
