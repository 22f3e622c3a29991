import { IdParamsSchema, NoQuerySchema, PublicStorySchema, ShareKeyParamsSchema, ShareResponseSchema } from '@storykeep/core';
import { type ApiRoute, defineRoute } from '../../http/api-route.js';
import type { MediaServices } from '../upload/media-services.js';
import { publicStory, sharePublic, unsharePublic } from './share.service.js';

const tag = 'Sharing';
const query = NoQuerySchema;

/** Turning a story's public page on and off (project managers, organization managers, admins). */
export const shareRoutes: ApiRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/stories/:id/share/public',
    tag,
    summary: "Turn the story's public page on; answers its address",
    access: 'member',
    params: IdParamsSchema,
    query,
    response: ShareResponseSchema,
    handler: ({ context, actor, params }) => sharePublic(context, actor, params.id),
  }),
  defineRoute({
    method: 'GET',
    url: '/stories/:id/unshare/public',
    tag,
    summary: "Withdraw the story's public page",
    access: 'member',
    params: IdParamsSchema,
    query,
    response: ShareResponseSchema,
    handler: ({ context, actor, params }) => unsharePublic(context, actor, params.id),
  }),
];

/** The public page's data, for anyone holding the address while the story is shared. */
export function publicStoryRoutes(media: MediaServices): ApiRoute[] {
  return [
    defineRoute({
      method: 'GET',
      url: '/public/stories/:shareKey',
      secretParams: ['shareKey'],
      tag,
      summary: "A shared story's public page: title, signed media URL, transcript and indexes",
      access: 'public',
      credential: 'guess',
      params: ShareKeyParamsSchema,
      query,
      response: PublicStorySchema,
      handler: ({ context, params }) => publicStory(context, media.store, params.shareKey),
    }),
  ];
}
