import { ArchivePackageStartResponseSchema, IdParamsSchema, NoQuerySchema } from '@storykeep/core';
import { z } from 'zod';
import { type ApiRoute, defineRoute } from '../../http/api-route.js';
import { requireStory } from '../access.js';
import type { MediaServices } from '../media-services.types.js';
import { ARCHIVE_PACKAGE_JOB } from './archive-package.job.js';

/**
 * `POST /user/permanentExport/{id}`: starts building the story's archival package (those who manage the story). The
 * build is a job: it survives a restart, any worker runs it, and the package lands in the media store, not on the
 * disk of whichever server answered; the task service reports its progress and, once built, the download address.
 */
export function exportRoutes(media: MediaServices): ApiRoute[] {
  return [
    defineRoute({
      method: 'POST',
      url: '/user/permanentExport/:id',
      tag: 'Export',
      summary:
        'Start building the archival package (media, transcript JSON and WebVTT, OHMS index, metadata, manifest with SHA-256); follow archiveTaskId with watchAsyncTask',
      access: 'member',
      params: IdParamsSchema,
      query: NoQuerySchema,
      body: z.strictObject({}).optional(),
      response: ArchivePackageStartResponseSchema,
      handler: async ({ context, actor, params }) => {
        await requireStory(context, actor, params.id, 'manage');
        const { id } = await media.jobs.enqueue(ARCHIVE_PACKAGE_JOB, { storyId: params.id }, { storyId: params.id, maxAttempts: 3 });
        return { archiveTaskId: id };
      },
    }),
  ];
}
