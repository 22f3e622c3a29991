import {
  IdParamsSchema,
  NoQuerySchema,
  OkResponseSchema,
  RemixCreateRequestSchema,
  RemixListResponseSchema,
  RemixOrderRequestSchema,
  RemixSchema,
} from '@storykeep/core';
import { type ApiRoute, defineRoute } from '../../http/api-route.js';
import type { MediaServices } from '../media-services.types.js';
import { createRemix, deleteRemix, listRemixes, readRemix, reorderRemix } from './remix.service.js';

const tag = 'Remixes';
const query = NoQuerySchema;

/** Remixes of a project (behind the organization's `enableRemixer` flag); files are rendered by a job. */
export function remixRoutes(media: MediaServices): ApiRoute[] {
  return [
    defineRoute({
      method: 'GET',
      url: '/projects/:id/remixes',
      tag,
      summary: "The project's remixes, newest first",
      access: 'member',
      params: IdParamsSchema,
      query,
      response: RemixListResponseSchema,
      handler: ({ context, actor, params }) => listRemixes(context, actor, params.id),
    }),
    defineRoute({
      method: 'POST',
      url: '/projects/:id/remixes',
      tag,
      summary: 'Make a remix of clips in play order; its file follows',
      access: 'member',
      params: IdParamsSchema,
      query,
      body: RemixCreateRequestSchema,
      response: RemixSchema,
      handler: ({ context, actor, params, body }) => createRemix(context, media, actor, params.id, body),
    }),
    defineRoute({
      method: 'GET',
      url: '/remixes/:id',
      tag,
      summary: 'A remix: clips on its timeline, stitched transcript, render state and file when ready',
      access: 'member',
      params: IdParamsSchema,
      query,
      response: RemixSchema,
      handler: ({ context, actor, params }) => readRemix(context, media, actor, params.id),
    }),
    defineRoute({
      method: 'PUT',
      url: '/remixes/:id/order',
      tag,
      summary: "Reorder a remix's clips; it is rendered again",
      access: 'member',
      params: IdParamsSchema,
      query,
      body: RemixOrderRequestSchema,
      response: RemixSchema,
      handler: ({ context, actor, params, body }) => reorderRemix(context, media, actor, params.id, body.clipIds),
    }),
    defineRoute({
      method: 'DELETE',
      url: '/remixes/:id',
      tag,
      summary: 'Delete a remix and its file',
      access: 'member',
      params: IdParamsSchema,
      query,
      response: OkResponseSchema,
      handler: ({ context, actor, params }) => deleteRemix(context, media, actor, params.id),
    }),
  ];
}
