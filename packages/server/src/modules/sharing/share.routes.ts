import { IdParamsSchema, NoQuerySchema, PublicStorySchema, ShareKeyParamsSchema, ShareResponseSchema } from '@storykeep/core';
import { z } from 'zod';
import { type ApiRoute, defineRoute } from '../../http/api-route.js';
import type { MediaServices } from '../media-services.types.js';
import { publicStory, sharePublic, unsharePublic } from './share.service.js';

const tag = 'Sharing';
const query = NoQuerySchema;

const body = z.strictObject({}).optional();
const params = IdParamsSchema;

/**
 * Turning a story's public page on and off (project managers, organization managers, admins): `POST` is the form to
 * use. The `GET` forms are kept for clients written to the product's API; like every route they read the caller only
 * from the Authorization header (never a cookie), so neither a link nor another site's page can trigger them. Both
 * forms ask the same rule and are audited alike (`modules/audit/audited-routes.ts`).
 */
export const shareRoutes: ApiRoute[] = (['POST', 'GET'] as const).flatMap((method) => {
  const kept = method === 'GET' ? ' (kept for compatibility; use POST)' : '';
  return [
    defineRoute({
      method,
      url: '/stories/:id/share/public',
      tag,
      summary: `Turn the story's public page on; answers its address${kept}`,
      access: 'member',
      params,
      query,
      ...(method === 'POST' ? { body } : {}),
      response: ShareResponseSchema,
      handler: ({ context, actor, params }) => sharePublic(context, actor, params.id),
    }),
    defineRoute({
      method,
      url: '/stories/:id/unshare/public',
      tag,
      summary: `Withdraw the story's public page${kept}`,
      access: 'member',
      params,
      query,
      ...(method === 'POST' ? { body } : {}),
      response: ShareResponseSchema,
      handler: ({ context, actor, params }) => unsharePublic(context, actor, params.id),
    }),
  ];
});

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
