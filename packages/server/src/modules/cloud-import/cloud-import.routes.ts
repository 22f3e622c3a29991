import {
  BoxBulkUploadRequestSchema,
  BoxBulkUploadResponseSchema,
  BoxListRequestSchema,
  BoxListResponseSchema,
  NoQuerySchema,
  UrlImportRequestSchema,
  UrlImportResponseSchema,
} from '@storykeep/core';
import { type ApiRoute, defineRoute } from '../../http/api-route.js';
import { requireProject } from '../access.js';
import type { MediaServices } from '../media-services.types.js';
import { startStory } from '../upload/upload.service.js';
import { boxContentUrl, listBoxFolder } from './box-api.js';
import { boxConnectionRoutes } from './box-connection.routes.js';
import { type BoxOAuthSettings, boxTokenFor } from './box-oauth.js';
import { IMPORT_JOB_TYPES, sealImportHeaders } from './url-import.job.js';

/** Box's API, unless a deployment (or a test's fake) names another. */
export const DEFAULT_BOX_API_URL = 'https://api.box.com';

const tag = 'Upload';

/** The file name in an address, for the interview's first title ('' when there is none or it is malformed). */
function lastSegment(url: string): string {
  try {
    return decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '').slice(0, 300);
  } catch {
    return '';
  }
}

/** A Box app's OAuth client, where this server has one (its API is `boxApiUrl`). */
export type BoxClient = Omit<BoxOAuthSettings, 'apiUrl' | 'sealer'>;

/**
 * Imports that the server downloads itself: a plain media address, and files chosen in Box (with the person's Box
 * connection where a Box app is configured, else with a pasted access token).
 */
export function cloudImportRoutes(media: MediaServices, boxApiUrl = DEFAULT_BOX_API_URL, boxClient?: BoxClient): ApiRoute[] {
  const oauth = boxClient ? { ...boxClient, apiUrl: boxApiUrl, sealer: media.sealer } : undefined;
  return [
    ...boxConnectionRoutes(oauth),
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
    defineRoute({
      method: 'POST',
      url: '/cloud/box/files',
      tag,
      summary: "The files and folders of one of the person's Box folders, read with their Box connection or a pasted token",
      access: 'member',
      query: NoQuerySchema,
      body: BoxListRequestSchema,
      response: BoxListResponseSchema,
      handler: async ({ context, actor, body }) => ({
        items: await listBoxFolder(boxApiUrl, await boxTokenFor(context, oauth, actor, body.boxToken), body.folder),
      }),
    }),
    defineRoute({
      method: 'POST',
      url: '/stories/upload_bulk_box',
      tag,
      summary: 'One interview per chosen Box file in the project; a job downloads each file with the Box token',
      access: 'member',
      query: NoQuerySchema,
      body: BoxBulkUploadRequestSchema,
      response: BoxBulkUploadResponseSchema,
      status: 201,
      handler: async ({ context, actor, body }) => {
        // Checked once before any interview is made, so a refused project creates nothing.
        await requireProject(context, actor, body.project, 'see');
        const boxToken = await boxTokenFor(context, oauth, actor, body.boxToken);
        const items = [];
        for (const file of body.stories) {
          const story = await startStory(context, actor, {
            project: body.project,
            folders: body.folders,
            file_name: file.name,
            type: 'cloud',
          });
          await media.jobs.enqueue(
            IMPORT_JOB_TYPES.url,
            {
              storyId: story.storyId,
              url: boxContentUrl(boxApiUrl, file.id),
              sealedHeaders: sealImportHeaders(media, story.storyId, { authorization: `Bearer ${boxToken}` }),
              fileName: file.name,
            },
            { storyId: story.storyId, dedupeKey: `import:${story.storyId}` },
          );
          items.push({ ...story, box_id: file.id });
        }
        return { items };
      },
    }),
  ];
}
