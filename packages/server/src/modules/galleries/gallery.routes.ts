import {
  GalleryCreateRequestSchema,
  GalleryDetailSchema,
  GalleryEditRequestSchema,
  GalleryListResponseSchema,
  GallerySchema,
  GalleryShareParamsSchema,
  IdParamsSchema,
  NoQuerySchema,
  OkResponseSchema,
  PublicGallerySchema,
} from '@storykeep/core';
import { type ApiRoute, defineRoute } from '../../http/api-route.js';
import type { MediaServices } from '../media-services.types.js';
import { createGallery, deleteGallery, editGallery, listGalleries, readGallery, refreshGallery } from './gallery.service.js';
import { publicGallery } from './public-gallery.service.js';

const tag = 'Galleries';
const query = NoQuerySchema;

/** Galleries of clips: kept by organization, changed by their author and the organization's managers, published by address. */
export function galleryRoutes(media: MediaServices): ApiRoute[] {
  return [
    defineRoute({
      method: 'GET',
      url: '/galleries',
      tag,
      summary: "The galleries of the caller's organizations, newest first",
      access: 'member',
      query,
      response: GalleryListResponseSchema,
      handler: ({ context, actor }) => listGalleries(context, actor),
    }),
    defineRoute({
      method: 'POST',
      url: '/galleries',
      tag,
      summary: 'Make a gallery of clips the caller may see; its page is public from the start',
      access: 'member',
      query,
      body: GalleryCreateRequestSchema,
      response: GallerySchema,
      handler: ({ context, actor, body }) => createGallery(context, actor, body),
    }),
    defineRoute({
      method: 'GET',
      url: '/galleries/:id',
      tag,
      summary: 'A gallery with its clips in order, and why its page is out of sync if it is',
      access: 'member',
      params: IdParamsSchema,
      query,
      response: GalleryDetailSchema,
      handler: ({ context, actor, params }) => readGallery(context, media, actor, params.id),
    }),
    defineRoute({
      method: 'PUT',
      url: '/galleries/:id',
      tag,
      summary: "Change a gallery's fields, clips, or their order, trims and captions",
      access: 'member',
      params: IdParamsSchema,
      query,
      body: GalleryEditRequestSchema,
      response: GallerySchema,
      handler: ({ context, actor, params, body }) => editGallery(context, actor, params.id, body),
    }),
    defineRoute({
      method: 'POST',
      url: '/galleries/:id/refresh',
      tag,
      summary: 'Take the clips as they are now (dropping deleted ones): the gallery is in sync again',
      access: 'member',
      params: IdParamsSchema,
      query,
      response: GallerySchema,
      handler: ({ context, actor, params }) => refreshGallery(context, actor, params.id),
    }),
    defineRoute({
      method: 'DELETE',
      url: '/galleries/:id',
      tag,
      summary: 'Delete a gallery and its public page (its clips stay)',
      access: 'member',
      params: IdParamsSchema,
      query,
      response: OkResponseSchema,
      handler: async ({ context, actor, params }) => {
        await deleteGallery(context, actor, params.id);
        return { ok: true };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/public/galleries/:shareKey',
      secretParams: ['shareKey'],
      tag,
      summary: 'A published gallery, for anyone with its address',
      access: 'public',
      credential: 'guess',
      params: GalleryShareParamsSchema,
      query,
      response: PublicGallerySchema,
      handler: ({ context, params }) => publicGallery(context, media, params.shareKey),
    }),
  ];
}
