import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from '../../util/constants.js';
import { ClipSchema } from '../clip.schema.js';
import { IdSchema, SortOrderSchema } from '../primitives.schema.js';
import { PublishDecisionViewSchema } from '../publish-decision.schema.js';
import { SearchTextSchema } from './common.api.js';

/** `GET /clips`: a page of the clips across the stories the caller reaches, newest first unless `direction=asc`. */
export const ClipLibraryQuerySchema = z.strictObject({
  pageSize: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  /** Contained in the clip's title or description, any case. */
  search: SearchTextSchema.optional(),
  direction: SortOrderSchema.default('desc'),
  /** Only clips of this project's stories. */
  project: IdSchema.optional(),
  /** Only clips carrying this tag (exactly). */
  tag: z.string().trim().min(1).max(100).optional(),
});
export type ClipLibraryQuery = z.infer<typeof ClipLibraryQuerySchema>;
/** The query as a caller gives it: paging and sort default. */
export type ClipLibraryRequest = Partial<ClipLibraryQuery>;

/** The story a clip was cut from, as the clips library shows and links it. */
export const ClipStoryRefSchema = z.object({
  _id: IdSchema,
  title: z.string(),
  project_id: IdSchema,
  project_name: z.string(),
  /** The story's media is audio only (the clip plays in an audio player). */
  audio: z.boolean(),
});
export type ClipStoryRef = z.infer<typeof ClipStoryRefSchema>;

/** One row of the clips library: the clip and its story. */
export const ClipLibraryItemSchema = z.object({
  clip: ClipSchema,
  story: ClipStoryRefSchema,
  /** Whether the reader may publish the clip (its own public page) and why not. */
  publishing: PublishDecisionViewSchema.optional(),
});
export type ClipLibraryItem = z.infer<typeof ClipLibraryItemSchema>;

/** `GET /clips`: one page, the total, and what the caller's clips can be filtered by (their projects and tags). */
export const ClipLibraryPageSchema = z.object({
  items: z.array(ClipLibraryItemSchema),
  total: z.number().int().nonnegative(),
  projects: z.array(z.object({ _id: IdSchema, name: z.string() })),
  tags: z.array(z.string()),
});
export type ClipLibraryPage = z.infer<typeof ClipLibraryPageSchema>;
