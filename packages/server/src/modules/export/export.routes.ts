import { IdParamsSchema, NoQuerySchema, PermanentExportResponseSchema } from '@storykeep/core';
import { z } from 'zod';
import { type ApiRoute, defineRoute } from '../../http/api-route.js';
import { requireStory } from '../access.js';
import type { MediaServices } from '../upload/media-services.js';
import { exportStory } from './permanent-export.js';

/** `POST /user/permanentExport/{id}`: the story's archival package to the export target (project managers). */
export function exportRoutes(media: MediaServices, exportDir: string): ApiRoute[] {
  return [
    defineRoute({
      method: 'POST',
      url: '/user/permanentExport/:id',
      tag: 'Export',
      summary: 'Write the archival package (media, transcript JSON and WebVTT, OHMS index, metadata, manifest with SHA-256)',
      access: 'member',
      params: IdParamsSchema,
      query: NoQuerySchema,
      body: z.strictObject({}).optional(),
      response: PermanentExportResponseSchema,
      handler: async ({ context, actor, params }) => {
        await requireStory(context, actor, params.id, 'manage');
        return exportStory({ db: context.db, store: media.store }, params.id, exportDir, context.now());
      },
    }),
  ];
}
