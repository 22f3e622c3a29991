import {
  IdParamsSchema,
  NoQuerySchema,
  OkResponseSchema,
  STORY_FILE_INLINE_MAX_BYTES,
  StoryFileAddRequestSchema,
  StoryFileDownloadResponseSchema,
  StoryFileParamsSchema,
  StoryFileSchema,
  StoryFileUploadRequestSchema,
  StoryFileUploadResponseSchema,
} from '@storykeep/core';
import { type ApiRoute, defineRoute } from '../../http/api-route.js';
import type { MediaServices } from '../media-services.types.js';
import {
  addStoryFile,
  completeStoryFileUpload,
  deleteStoryFile,
  openStoryFileUpload,
  storyFileDownloadUrl,
} from './story-file-upload.service.js';

const tag = 'Stories';

/** Story files uploaded as documents (release forms, logs, photographs), stored beside the story's media. */
export function storyFileUploadRoutes(media: MediaServices): ApiRoute[] {
  return [
    defineRoute({
      method: 'POST',
      url: '/stories/:id/add_file',
      tag,
      summary: 'Attach a document sent whole (its bytes as base64 in `data`, up to 10 MB); listed at once',
      access: 'member',
      params: IdParamsSchema,
      query: NoQuerySchema,
      body: StoryFileAddRequestSchema,
      response: StoryFileSchema,
      status: 201,
      // Base64 of the largest inline document, with room for the other fields.
      bodyLimit: Math.ceil(STORY_FILE_INLINE_MAX_BYTES / 3) * 4 + 64 * 1024,
      handler: ({ context, actor, params, body }) => addStoryFile(context, media, actor, params.id, body),
    }),
    defineRoute({
      method: 'POST',
      url: '/stories/:id/files/upload',
      tag,
      summary: 'Announce a document (name, type, size): answers where to PUT its bytes, with the Content-Type to send',
      access: 'member',
      params: IdParamsSchema,
      query: NoQuerySchema,
      body: StoryFileUploadRequestSchema,
      response: StoryFileUploadResponseSchema,
      status: 201,
      handler: ({ context, actor, params, body }) => openStoryFileUpload(context, media, actor, params.id, body),
    }),
    defineRoute({
      method: 'POST',
      url: '/stories/:id/files/:fileId/complete',
      tag,
      summary: 'Confirm the bytes arrived; the file is listed from then on',
      access: 'member',
      params: StoryFileParamsSchema,
      query: NoQuerySchema,
      response: StoryFileSchema,
      handler: ({ context, actor, params }) => completeStoryFileUpload(context, media, actor, params.id, params.fileId),
    }),
    defineRoute({
      method: 'GET',
      url: '/stories/:id/files/:fileId/download',
      tag,
      summary: "A link to the file's bytes, valid for minutes, served as a download",
      access: 'member',
      params: StoryFileParamsSchema,
      query: NoQuerySchema,
      response: StoryFileDownloadResponseSchema,
      handler: ({ context, actor, params }) => storyFileDownloadUrl(context, media, actor, params.id, params.fileId),
    }),
    defineRoute({
      method: 'DELETE',
      url: '/stories/:id/files/:fileId',
      tag,
      summary: 'Delete a file and its bytes',
      access: 'member',
      params: StoryFileParamsSchema,
      query: NoQuerySchema,
      response: OkResponseSchema,
      handler: ({ context, actor, params }) => deleteStoryFile(context, media, actor, params.id, params.fileId),
    }),
  ];
}
