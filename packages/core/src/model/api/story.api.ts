import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PROJECT_STORIES_TABLE_PAGE_SIZE } from '../../util/constants.js';
import { OrganizationInfoSchema } from '../auth.schema.js';
import { IdSchema, UrlStringSchema } from '../primitives.schema.js';
import { StorySchema } from '../story.schema.js';
import { STORY_FILE_MAX_BYTES, StoryFileNameSchema, StoryFileSchema, StoryFileTypeSchema } from '../story-file.schema.js';
import { DeedOfGiftFilterSchema } from '../story-list-filters.schema.js';
import { IdListParamSchema, pageOf, pageQueryShape } from './common.api.js';
import { SessionPasswordSchema } from './room.api.schema.js';

/**
 * Cataloguing filters of an interview list or a search: `narrator` keeps interviews whose narrator contains the
 * text, `language` those whose language is the text (either ignoring case). Blank means no filter.
 */
export const storyDetailFilterShape = {
  narrator: z.string().trim().max(300).optional(),
  language: z.string().trim().max(100).optional(),
};

/** Columns a story list sorts by. */
export const StorySortSchema = z.enum(['record_date', 'created_at', 'updated_at', 'title', 'narrator', 'language']);
export type StorySort = z.infer<typeof StorySortSchema>;

const storyListShape = (defaultSize: number) => ({
  ...pageQueryShape(defaultSize),
  sort: StorySortSchema.default('record_date'),
  deedOfGift: DeedOfGiftFilterSchema.default('all'),
  ...storyDetailFilterShape,
});

/** `GET /projects/{id}/stories` (25 a page) and `GET /folders/{id}/stories` (15 a page). */
export const ProjectStoriesQuerySchema = z.strictObject(storyListShape(PROJECT_STORIES_TABLE_PAGE_SIZE));
export const FolderStoriesQuerySchema = z.strictObject(storyListShape(DEFAULT_PAGE_SIZE));
export type StoryListQuery = z.infer<typeof ProjectStoriesQuerySchema>;

/**
 * `GET /stories/`: the signed-in user's interviews. With `filter=1`, `filterProjects` and `filterOrganizations`
 * (comma-separated project ids and organization codes) narrow the list.
 */
export const MyStoriesQuerySchema = z.strictObject({
  ...storyListShape(DEFAULT_PAGE_SIZE),
  filter: z.enum(['0', '1']).optional(),
  filterProjects: IdListParamSchema.optional(),
  filterOrganizations: IdListParamSchema.optional(),
});
export type MyStoriesQuery = z.infer<typeof MyStoriesQuerySchema>;

/** `GET /stories/all`: search across every story the user reaches, optionally inside one project. */
export const StorySearchQuerySchema = z.strictObject({
  ...storyListShape(PROJECT_STORIES_TABLE_PAGE_SIZE),
  projectId: IdSchema.optional(),
});
export type StorySearchQuery = z.infer<typeof StorySearchQuerySchema>;

export const StoryPageResponseSchema = pageOf(StorySchema);

/** Filter choices beside the list: the organizations and projects the user reaches. */
export const StoryFilterOrganizationSchema = OrganizationInfoSchema.extend({ _id: IdSchema });
export const StoryFilterProjectSchema = z.object({ _id: IdSchema, name: z.string(), org_code: z.string() });
export const MyStoriesResponseSchema = pageOf(StorySchema).extend({
  organizations: z.array(StoryFilterOrganizationSchema),
  project: z.array(StoryFilterProjectSchema),
});
export type MyStoriesResponse = z.infer<typeof MyStoriesResponseSchema>;

/** `PATCH /stories/{id}/edit`: the story's folders, or its session password (only the call author). */
export const StoryEditRequestSchema = z
  .strictObject({
    foldersId: z.array(IdSchema).max(100).optional(),
    sessionPassword: SessionPasswordSchema.nullable().optional(),
  })
  .refine((body) => body.foldersId !== undefined || body.sessionPassword !== undefined, {
    message: 'Send foldersId or sessionPassword',
    path: ['foldersId'],
  });
export type StoryEditRequest = z.infer<typeof StoryEditRequestSchema>;

/** `POST /stories/clips/v2`: which of these stories have clips. */
export const StoryClipsRequestSchema = z.strictObject({ data: z.strictObject({ ids: z.array(IdSchema).min(1).max(500) }) });
export type StoryClipsRequest = z.infer<typeof StoryClipsRequestSchema>;
/** Only stories with at least one clip are listed; an empty list means none has clips. */
export const StoryClipsResponseSchema = z.array(z.object({ _id: IdSchema, clips: z.number().int().positive() }));

/** The largest document `add_file` takes inline; larger ones go through `/stories/{id}/files/upload`. */
export const STORY_FILE_INLINE_MAX_BYTES = 10_000_000;
/** Base64 of the largest inline document: four characters for every three bytes. */
const INLINE_BASE64_MAX = Math.ceil(STORY_FILE_INLINE_MAX_BYTES / 3) * 4;

/**
 * `POST /stories/{id}/add_file`: a document sent whole, its bytes as base64 in `data`, stored like an uploaded
 * one. A typed address is no longer taken: files are uploaded, never linked.
 */
export const StoryFileAddRequestSchema = z.strictObject({
  title: z.string().trim().min(1).max(300),
  description: z.string().max(5000).optional(),
  release_form: z.boolean().optional(),
  file_name: StoryFileNameSchema,
  content_type: StoryFileTypeSchema,
  data: z.base64().min(1).max(INLINE_BASE64_MAX),
});
export type StoryFileAddRequest = z.infer<typeof StoryFileAddRequestSchema>;

/** `PUT /stories/{id}/edit_file/{fileId}`. */
export const StoryFileEditRequestSchema = z.strictObject({ release_form: z.boolean() });
export const StoryFileParamsSchema = z.strictObject({ id: IdSchema, fileId: IdSchema });
export const StoryFileListResponseSchema = z.array(StoryFileSchema);

/** `POST /stories/{id}/files/upload`: the document about to be sent, checked before any byte moves. */
export const StoryFileUploadRequestSchema = z.strictObject({
  title: z.string().trim().min(1).max(300),
  description: z.string().max(5000).optional(),
  release_form: z.boolean().optional(),
  file_name: StoryFileNameSchema,
  content_type: StoryFileTypeSchema,
  size: z.number().int().positive().max(STORY_FILE_MAX_BYTES),
});
export type StoryFileUploadRequest = z.infer<typeof StoryFileUploadRequestSchema>;
/** Where to PUT the bytes, with the headers the signed address was made for; then confirm with `…/complete`. */
export const StoryFileUploadResponseSchema = z.object({
  file: StoryFileSchema,
  url: UrlStringSchema,
  headers: z.record(z.string(), z.string()),
});
export type StoryFileUploadResponse = z.infer<typeof StoryFileUploadResponseSchema>;
/** `GET /stories/{id}/files/{fileId}/download`: a short-lived link to this one file's bytes. */
export const StoryFileDownloadResponseSchema = z.object({ url: UrlStringSchema });
