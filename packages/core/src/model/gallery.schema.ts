import { z } from 'zod';
import { IdSchema, IsoDateStringSchema, SecondsSchema, UrlStringSchema } from './primitives.schema.js';

/** Whether a gallery's public page matches the gallery: 'public' until something it shows changes. */
export const GallerySyncStatusSchema = z.enum(['public', 'out_of_sync', 'private']);
export type GallerySyncStatus = z.infer<typeof GallerySyncStatusSchema>;

/**
 * One item shown in a gallery: a story or a clip, in display order. A clip may be trimmed further (`start`/`end`, in
 * the story's seconds, inside the clip's own range) and carry a caption of its own.
 */
export const GalleryElementSchema = z.object({
  type: z.enum(['story', 'clip']),
  id: IdSchema,
  start: SecondsSchema.optional(),
  end: SecondsSchema.optional(),
  caption: z.string().max(2000).optional(),
});
export type GalleryElement = z.infer<typeof GalleryElementSchema>;

/** A CSS colour for the gallery's background gradient (`#rrggbb`). */
const HexColourSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a #rrggbb colour');

/** A gallery: a collection of clips with its own look, private until published. */
export const GallerySchema = z.object({
  _id: IdSchema,
  title: z.string(),
  description: z.string().optional(),
  /** The author's user id. */
  author: IdSchema,
  author_name: z.string().optional(),
  backgroundURL: UrlStringSchema.nullable().optional(),
  logoURL: UrlStringSchema.nullable().optional(),
  thumbnailURL: UrlStringSchema.nullable().optional(),
  elements: z.array(GalleryElementSchema),
  /** Ids of the clips shown. */
  clips: z.array(IdSchema),
  colorStart: HexColourSchema.optional(),
  colorEnd: HexColourSchema.optional(),
  /** The owning organization's code. */
  organization: z.string().min(1).optional(),
  sharePageUrl: UrlStringSchema.nullable().optional(),
  sync_status: GallerySyncStatusSchema.default('private'),
  /** Why the public page is out of sync, one line per change. */
  out_of_sync_messages: z.array(z.string()).optional(),
  updated_at: IsoDateStringSchema.optional(),
  created_at: IsoDateStringSchema,
});
export type Gallery = z.infer<typeof GallerySchema>;
