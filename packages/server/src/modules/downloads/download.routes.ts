import { DownloadAllLocalVideosResponseSchema, IdParamsSchema, NoQuerySchema } from '@storykeep/core';
import { type ApiRoute, defineRoute } from '../../http/api-route.js';
import { requireStory } from '../access.js';
import type { MediaServices } from '../media-services.types.js';
import { DOWNLOAD_BUILD_JOB } from './download-build.job.js';

/** Building a download of a story's local recordings; the task service reports its progress. */
export function downloadRoutes(media: MediaServices): ApiRoute[] {
  return [
    defineRoute({
      method: 'GET',
      url: '/stories/:id/download-all-local-videos',
      tag: 'Tasks',
      summary: "Start packing the story's local recordings; follow buildDownloadTaskId with watchAsyncTask",
      access: 'member',
      params: IdParamsSchema,
      query: NoQuerySchema,
      response: DownloadAllLocalVideosResponseSchema,
      handler: async ({ context, actor, params }) => {
        await requireStory(context, actor, params.id, 'see');
        const { id } = await media.jobs.enqueue(DOWNLOAD_BUILD_JOB, { storyId: params.id }, { storyId: params.id, maxAttempts: 2 });
        return { buildDownloadTaskId: id };
      },
    }),
  ];
}
