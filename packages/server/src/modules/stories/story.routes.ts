import {
  IdParamsSchema,
  MyStoriesQuerySchema,
  MyStoriesResponseSchema,
  NoQuerySchema,
  OkResponseSchema,
  StoryClipsRequestSchema,
  StoryClipsResponseSchema,
  StoryEditRequestSchema,
  StoryFileEditRequestSchema,
  StoryFileListResponseSchema,
  StoryFileParamsSchema,
  StoryFileSchema,
  StoryPageResponseSchema,
  StorySchema,
  StorySearchQuerySchema,
} from '@storykeep/core';
import { z } from 'zod';
import { type ApiRoute, defineRoute } from '../../http/api-route.js';
import { deleteStory, editStory, getStory, myStories, searchStories, storiesWithClips } from './story.service.js';
import { storyBulkUploadRoutes } from './story-bulk-upload.routes.js';
import { editFile, listFiles } from './story-file.service.js';

const tag = 'Stories';
const params = IdParamsSchema;
const query = NoQuerySchema;
/** `fullLoad=false` is the polling form used by the story tasks machine; both forms answer the same fields. */
const storyQuery = z.strictObject({ fullLoad: z.enum(['true', 'false']).optional() });

export const storyRoutes: ApiRoute[] = [
  ...storyBulkUploadRoutes,
  defineRoute({
    method: 'GET',
    url: '/stories/',
    tag,
    summary: "The user's interviews (15 a page) with organizations and projects to filter by",
    access: 'member',
    query: MyStoriesQuerySchema,
    response: MyStoriesResponseSchema,
    handler: ({ context, actor, query }) => myStories(context, actor, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/stories/all',
    tag,
    summary: "Search every story the user reaches, or one project's (projectId)",
    access: 'member',
    query: StorySearchQuerySchema,
    response: StoryPageResponseSchema,
    handler: ({ context, actor, query }) => searchStories(context, actor, query),
  }),
  defineRoute({
    method: 'POST',
    url: '/stories/clips/v2',
    tag,
    summary: 'Which of the given stories have clips (empty: none)',
    access: 'member',
    query,
    body: StoryClipsRequestSchema,
    response: StoryClipsResponseSchema,
    handler: ({ context, actor, body }) => storiesWithClips(context, actor, body.data.ids),
  }),
  defineRoute({
    method: 'GET',
    url: '/stories/:id',
    tag,
    summary: 'One story',
    access: 'account',
    params,
    query: storyQuery,
    response: StorySchema,
    handler: ({ context, actor, params }) => getStory(context, actor, params.id),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/stories/:id',
    tag,
    summary: 'Delete a story (project managers and admins)',
    access: 'account',
    params,
    query,
    response: OkResponseSchema,
    handler: ({ context, actor, params }) => deleteStory(context, actor, params.id),
  }),
  defineRoute({
    method: 'PATCH',
    url: '/stories/:id/edit',
    tag,
    summary: "Set the story's folders, or (call author only) its session password",
    access: 'member',
    params,
    query,
    body: StoryEditRequestSchema,
    response: StorySchema,
    handler: ({ context, actor, params, body }) => editStory(context, actor, params.id, body),
  }),
  defineRoute({
    method: 'GET',
    url: '/stories/:id/list_files',
    tag,
    summary: "The story's files",
    access: 'member',
    params,
    query,
    response: StoryFileListResponseSchema,
    handler: ({ context, actor, params }) => listFiles(context, actor, params.id),
  }),
  defineRoute({
    method: 'PUT',
    url: '/stories/:id/edit_file/:fileId',
    tag,
    summary: 'Mark a file as the release form (deed of gift) or not',
    access: 'member',
    params: StoryFileParamsSchema,
    query,
    body: StoryFileEditRequestSchema,
    response: StoryFileSchema,
    handler: ({ context, actor, params, body }) => editFile(context, actor, params.id, params.fileId, body.release_form),
  }),
];
