import {
  FormUploadUrlQuerySchema,
  FormUploadUrlResponseSchema,
  IdParamsSchema,
  NewStreamRequestSchema,
  NewStreamResponseSchema,
  NextPartQuerySchema,
  NextPartResponseSchema,
  NoQuerySchema,
  StartStoryRequestSchema,
  StartStoryResponseSchema,
  UploadAbortRequestSchema,
  UploadCompletionRequestSchema,
  UploadCompletionResponseSchema,
  UploadConfigQuerySchema,
  UploadConfigResponseSchema,
  UploadedPartsResponseSchema,
  UploadRefQuerySchema,
} from '@storykeep/core';
import { type ApiRoute, defineRoute } from '../../http/api-route.js';
import type { MediaServices } from '../media-services.types.js';
import { formUploadUrl } from './form-upload.service.js';
import {
  abortUpload,
  authorizeUpload,
  findUpload,
  newStream,
  nextPartUrl,
  requireUploader,
  startStory,
  uploadConfig,
  uploadedParts,
} from './upload.service.js';
import { completeUpload } from './upload-completion.js';

const tag = 'Upload';

/** The upload calls of file uploads and of local recordings (docs/product/upload.md, recording.md); the bytes themselves go to the signed URLs they hand out. */
export function uploadRoutes(media: MediaServices): ApiRoute[] {
  return [
    defineRoute({
      method: 'POST',
      url: '/stories/start',
      tag,
      summary: 'Create a story to upload a file into',
      access: 'account',
      query: NoQuerySchema,
      body: StartStoryRequestSchema,
      response: StartStoryResponseSchema,
      handler: ({ context, actor, body }) => startStory(context, actor, body),
    }),
    defineRoute({
      method: 'GET',
      url: '/stories/:id/upload-config',
      tag,
      summary: 'Start a multipart upload: Parts (a signed PUT URL each), Key, UploadId',
      access: 'account',
      params: IdParamsSchema,
      query: UploadConfigQuerySchema,
      response: UploadConfigResponseSchema,
      handler: ({ context, actor, params, query }) => uploadConfig(context, media, actor, params.id, query),
    }),
    defineRoute({
      method: 'GET',
      url: '/stories/:id/media/upload/parts',
      tag,
      summary: 'Parts already received, so an interrupted upload resumes with the rest',
      access: 'public',
      params: IdParamsSchema,
      query: UploadRefQuerySchema,
      response: UploadedPartsResponseSchema,
      handler: async ({ context, actor, params, query, request }) => {
        const upload = await findUpload(media, params.id, query.uploadId, query.key);
        await authorizeUpload(context, actor, request.headers.authorization, params.id, upload);
        return uploadedParts(media, query.key, query.uploadId);
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/stories/:id/media/upload/completion',
      tag,
      summary:
        'Join the uploaded parts into the story’s media and start processing it; the answer lists each part’s size and SHA-256 (409 PARTS_MISMATCH: a named part differs, nothing joined; 410 STORY_DELETED)',
      access: 'public',
      params: IdParamsSchema,
      query: NoQuerySchema,
      body: UploadCompletionRequestSchema,
      response: UploadCompletionResponseSchema,
      handler: async ({ context, actor, params, body, request }) => {
        const upload = await findUpload(media, params.id, body.uploadId, body.key);
        await authorizeUpload(context, actor, request.headers.authorization, params.id, upload);
        return completeUpload(media, params.id, body);
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/stories/:id/media/upload/abort',
      tag,
      summary: 'Cancel an upload; every part received is deleted',
      access: 'public',
      params: IdParamsSchema,
      query: NoQuerySchema,
      body: UploadAbortRequestSchema,
      handler: async ({ context, actor, params, body, request }) => {
        const upload = await findUpload(media, params.id, body.uploadId, body.key);
        await authorizeUpload(context, actor, request.headers.authorization, params.id, upload);
        return abortUpload(media, params.id, body.key, body.uploadId);
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/stories/:id/media/upload-url',
      tag,
      summary:
        'Where to POST a whole local recording as a form: url and fields (410 STORY_DELETED: the story was deleted; 403: no longer allowed; a call guest signs with their call token)',
      access: 'public',
      params: IdParamsSchema,
      query: FormUploadUrlQuerySchema,
      response: FormUploadUrlResponseSchema,
      handler: async ({ context, actor, params, query, request }) =>
        formUploadUrl(media, await requireUploader(context, actor, request.headers.authorization, params.id), params.id, query),
    }),
    defineRoute({
      method: 'POST',
      url: '/stories/:id/media/upload/new',
      tag,
      summary:
        'Open the upload of one local-recording stream: key, uploadId and an upload token (410 STORY_DELETED: the story was deleted; 403: no longer allowed; 413: storage full; a call guest signs with their call token)',
      access: 'public',
      params: IdParamsSchema,
      query: NoQuerySchema,
      body: NewStreamRequestSchema,
      response: NewStreamResponseSchema,
      handler: async ({ context, actor, params, body, request }) =>
        newStream(media, await requireUploader(context, actor, request.headers.authorization, params.id), params.id, body),
    }),
    defineRoute({
      method: 'GET',
      url: '/stories/:id/media/upload/next',
      tag,
      summary:
        'The signed URL of the next part of a stream, capped at its size (authorization: the upload token; 403 when its account lost access; 409 once completed)',
      access: 'public',
      params: IdParamsSchema,
      query: NextPartQuerySchema,
      response: NextPartResponseSchema,
      handler: async ({ context, actor, params, query, request }) => {
        const upload = await findUpload(media, params.id, query.uploadId, query.key);
        await authorizeUpload(context, actor, request.headers.authorization, params.id, upload);
        return nextPartUrl(media, upload, query);
      },
    }),
  ];
}
