import {
  IdParamsSchema,
  IndexCreateRequestSchema,
  IndexListResponseSchema,
  IndexSaveRequestSchema,
  IndexSchema,
  NoQuerySchema,
  StoryIndexParamsSchema,
} from '@storykeep/core';
import { type ApiRoute, defineRoute } from '../../http/api-route.js';
import { createIndex, deleteIndex, getIndexes, saveIndex } from './index.service.js';

const tag = 'Indexes';
const query = NoQuerySchema;

/** A story's indexes (chapters with notes). */
export const indexRoutes: ApiRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/stories/:id/index',
    tag,
    summary: "The story's indexes, oldest first",
    access: 'member',
    params: IdParamsSchema,
    query,
    response: IndexListResponseSchema,
    handler: ({ context, actor, params }) => getIndexes(context, actor, params.id),
  }),
  defineRoute({
    method: 'PUT',
    url: '/stories/:id/index',
    tag,
    summary: 'Create an index',
    access: 'member',
    params: IdParamsSchema,
    query,
    body: IndexCreateRequestSchema.default({}),
    response: IndexSchema,
    status: 201,
    handler: ({ context, actor, params, body }) => createIndex(context, actor, params.id, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/stories/:id/index/:indexId',
    tag,
    summary: "Save an index's title, notes and metadata",
    access: 'member',
    params: StoryIndexParamsSchema,
    query,
    body: IndexSaveRequestSchema,
    response: IndexSchema,
    handler: ({ context, actor, params, body }) => saveIndex(context, actor, params.id, params.indexId, body),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/stories/:id/index/:indexId',
    tag,
    summary: 'Delete an index (answers 204)',
    access: 'member',
    params: StoryIndexParamsSchema,
    query,
    status: 204,
    handler: async ({ context, actor, params, reply }) => {
      await deleteIndex(context, actor, params.id, params.indexId);
      return reply.code(204).send();
    },
  }),
];
