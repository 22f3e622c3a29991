import { ClipParamsSchema, NoQuerySchema, PublicClipSchema, ShareKeyParamsSchema, ShareResponseSchema } from '@storykeep/core';
import { type ApiRoute, defineRoute } from '../../http/api-route.js';
import type { MediaServices } from '../media-services.types.js';
import { publicClip, shareClip, unshareClip } from './clip-share.service.js';

const tag = 'Clips';
const query = NoQuerySchema;

/** A clip's own public page: published and withdrawn as core's publishing rule allows, read by anyone with its address. */
export function clipShareRoutes(media: MediaServices): ApiRoute[] {
  return [
    defineRoute({
      method: 'POST',
      url: '/stories/:id/clips/:clipId/share',
      tag,
      summary: "Publish the clip on its own page (its range as it is now, its own rendition); answers the page's address",
      access: 'member',
      params: ClipParamsSchema,
      query,
      response: ShareResponseSchema,
      handler: ({ context, actor, params }) => shareClip(context, actor, params.id, params.clipId),
    }),
    defineRoute({
      method: 'DELETE',
      url: '/stories/:id/clips/:clipId/share',
      tag,
      summary: "Withdraw the clip's public page",
      access: 'member',
      params: ClipParamsSchema,
      query,
      response: ShareResponseSchema,
      handler: ({ context, actor, params }) => unshareClip(context, actor, params.id, params.clipId),
    }),
    defineRoute({
      method: 'GET',
      url: '/public/clips/:shareKey',
      // The share key is the whole credential: kept out of the log, and guessing it is limited like a password.
      secretParams: ['shareKey'],
      tag,
      summary: "A published clip's page: its title, its interview's title, its own rendition and range",
      access: 'public',
      credential: 'guess',
      params: ShareKeyParamsSchema,
      query,
      response: PublicClipSchema,
      handler: ({ context, params }) => publicClip(context, media.store, params.shareKey),
    }),
  ];
}
