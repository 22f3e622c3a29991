import { NoQuerySchema, UrlImportRequestSchema, UrlImportResponseSchema } from '@storykeep/core';
import { type ApiRoute, defineRoute } from '../../http/api-route.js';
import type { MediaServices } from '../upload/media-services.js';
import { startStory } from '../upload/upload.service.js';
import { IMPORT_JOB_TYPES } from './url-import.job.js';

const tag = 'Upload';

/** The file name in an address, for the interview's first title ('' when there is none or it is malformed). */
function lastSegment(url: string): string {
  try {
    return decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '').slice(0, 300);
  } catch {
    return '';
  }
}

/** Imports that the server downloads itself: a plain media address. */
export function cloudImportRoutes(media: MediaServices): ApiRoute[] {
  return [
    defineRoute({
      method: 'POST',
      url: '/stories/import_url',
      tag,
      summary: 'A new interview whose media the server downloads from an http(s) address (audio or video, size-limited)',
      access: 'member',
      query: NoQuerySchema,
      body: UrlImportRequestSchema,
      response: UrlImportResponseSchema,
      status: 201,
      handler: async ({ context, actor, body }) => {
        const fileName = lastSegment(body.url);
        const story = await startStory(context, actor, {
          project: body.project,
          folders: body.folders,
          title: body.title?.trim() || undefined,
          file_name: fileName || 'Imported interview',
          type: 'cloud',
        });
        await media.jobs.enqueue(
          IMPORT_JOB_TYPES.url,
          { storyId: story.storyId, url: body.url },
          { storyId: story.storyId, dedupeKey: `import:${story.storyId}` },
        );
        return story;
      },
    }),
  ];
}
