import { z } from 'zod';
import { IdSchema, IsoDateStringSchema, SecondsSchema, UrlStringSchema } from '../primitives.schema.js';

/** What a clip's public page shows: the clip's own rendition and range, nothing else of its interview. */
export const PublicClipSchema = z.object({
  title: z.string(),
  description: z.string(),
  story_title: z.string(),
  organization: z.string(),
  /** The clip's range in its interview's seconds, as published. */
  start: SecondsSchema,
  end: SecondsSchema,
  /** The clip's own rendition (cut on the server), or null while it is not cut for the published range yet. */
  mediaURL: UrlStringSchema.nullable(),
  thumbnailURL: UrlStringSchema.nullable(),
  audio: z.boolean(),
  /** The page's own address. */
  pageURL: z.string(),
});
export type PublicClip = z.infer<typeof PublicClipSchema>;

/** One earlier original recording of a story, kept when a manager replaced it. */
export const PreviousOriginalSchema = z.object({
  _id: IdSchema,
  mimeType: z.string().nullable(),
  size: z.number().int().nonnegative().nullable(),
  replaced_at: IsoDateStringSchema,
  /** A signed address to download it, while its object exists. */
  url: UrlStringSchema.nullable(),
});
export type PreviousOriginal = z.infer<typeof PreviousOriginalSchema>;

/** `GET /stories/{id}/previous-originals`: the story's earlier originals, newest first (its managers). */
export const PreviousOriginalListSchema = z.object({ items: z.array(PreviousOriginalSchema) });
export type PreviousOriginalList = z.infer<typeof PreviousOriginalListSchema>;
