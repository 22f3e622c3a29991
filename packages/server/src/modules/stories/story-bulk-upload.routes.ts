import {
  NoQuerySchema,
  StoryStatusBulkUploadRequestSchema,
  StoryStatusBulkUploadResponseSchema,
  StoryUpdateBulkUploadRequestSchema,
  StoryUpdateBulkUploadResponseSchema,
} from '@storykeep/core';
import { type ApiRoute, defineRoute } from '../../http/api-route.js';
import { statusBulkUpload, updateBulkUpload } from './story-bulk-upload.service.js';

const tag = 'Stories';

/** The uploadingMetadata page's calls: where the batch's stories stand, and their metadata saved at once. */
export const storyBulkUploadRoutes: ApiRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/stories/status_bulk_upload',
    tag,
    summary: 'For each story (by _id): available and the story, or available false when it is gone or not yours to see',
    access: 'account',
    query: NoQuerySchema,
    body: StoryStatusBulkUploadRequestSchema,
    response: StoryStatusBulkUploadResponseSchema,
    handler: ({ context, actor, body }) =>
      statusBulkUpload(
        context,
        actor,
        body.stories.map((story) => story._id),
      ),
  }),
  defineRoute({
    method: 'PUT',
    url: '/stories/update_bulk_upload',
    tag,
    summary: "Set several uploaded stories' title, description and record date at once (all or none)",
    access: 'account',
    query: NoQuerySchema,
    body: StoryUpdateBulkUploadRequestSchema,
    response: StoryUpdateBulkUploadResponseSchema,
    handler: ({ context, actor, body }) => updateBulkUpload(context, actor, body.stories),
  }),
];
