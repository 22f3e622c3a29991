import { ConcludeRequestSchema, ConcludeResponseSchema, IdParamsSchema, NoQuerySchema } from '@storykeep/core';
import { type ApiRoute, defineRoute } from '../../http/api-route.js';
import { concludeStory } from './conclude.service.js';

/**
 * `POST /stories/{id}/conclude` (see docs/product/api.md). Access `account`, so that guests reach it: the conclude page is
 * public and follows a guest's own recording; the handler then admits the story's project contributors and the
 * guest who recorded it (`requireConcludableStory`).
 */
export const concludeRoutes: ApiRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/stories/:id/conclude',
    tag: 'Stories',
    summary:
      "Save a recorded or uploaded story's title, description, folders, notes and terms, tell the listed addresses, and export it when asked",
    access: 'account',
    params: IdParamsSchema,
    query: NoQuerySchema,
    body: ConcludeRequestSchema,
    response: ConcludeResponseSchema,
    handler: ({ context, actor, params, body }) => concludeStory(context, actor, params.id, body),
  }),
];
