import { z } from 'zod';
import { IdSchema, IsoDateStringSchema, SecondsSchema, SortOrderSchema, UrlStringSchema } from './primitives.schema.js';

const endNotBeforeStart = (clip: { start: number; end: number }) => clip.end >= clip.start;
const END_BEFORE_START = { message: 'end must not be before start', path: ['end'] };

/**
 * A clip cut from a story. The media URLs are derived by the server once the clip is rendered; until then they are
 * absent (clip readiness polls for them).
 */
export const ClipSchema = z
  .object({
    _id: IdSchema,
    title: z.string(),
    description: z.string().optional(),
    start: SecondsSchema,
    end: SecondsSchema,
    tags: z.array(z.string().min(1)),
    created_at: IsoDateStringSchema,
    thumbnailURL: UrlStringSchema.nullable().optional(),
    archiveURL: UrlStringSchema.nullable().optional(),
    audioArchiveURL: UrlStringSchema.nullable().optional(),
    extendedArchiveURL: UrlStringSchema.nullable().optional(),
    /** The clip's own public page while it is published (`/public/clips/{shareKey}`). */
    shared_page: UrlStringSchema.nullable().optional(),
  })
  .refine(endNotBeforeStart, END_BEFORE_START);
export type Clip = z.infer<typeof ClipSchema>;

/** The clip dialog (create or edit). */
export const ClipDialogStateSchema = z
  .object({
    isOpen: z.boolean(),
    videoUrl: UrlStringSchema.nullable(),
    clipFragmentUrl: UrlStringSchema.nullable(),
    clipExtendedFragmentUrl: UrlStringSchema.nullable(),
    description: z.string(),
    start: SecondsSchema,
    end: SecondsSchema,
    tags: z.array(z.string().min(1)),
    title: z.string(),
    storyDuration: SecondsSchema,
    isAudioFile: z.boolean(),
  })
  .refine(endNotBeforeStart, END_BEFORE_START);
export type ClipDialogState = z.infer<typeof ClipDialogStateSchema>;

/** How the clips and remixes lists are sorted; `title` is the label of the sort choice. */
export const ClipListSortSchema = z.object({ column: z.literal('creationDate'), order: SortOrderSchema, title: z.string() });
export type ClipListSort = z.infer<typeof ClipListSortSchema>;

/** Clips are listed newest first. */
export const DEFAULT_CLIP_LIST_SORT: ClipListSort = { column: 'creationDate', order: 'desc', title: 'newest' };
