import { ClipLibraryPageSchema, ClipLibraryQuerySchema } from '@storykeep/core';
import { type ApiRoute, defineRoute } from '../../http/api-route.js';
import type { MediaServices } from '../media-services.types.js';
import { listClipLibrary } from './clip-library.service.js';

/** The clips library across stories. */
export function clipLibraryRoutes(media: MediaServices): ApiRoute[] {
  return [
    defineRoute({
      method: 'GET',
      url: '/clips',
      tag: 'Clips',
      summary: 'Every clip the caller may see across stories, newest first; searched by title or description, filtered by project or tag',
      access: 'member',
      query: ClipLibraryQuerySchema,
      response: ClipLibraryPageSchema,
      handler: ({ context, actor, query }) => listClipLibrary(context, media, actor, query),
    }),
  ];
}
