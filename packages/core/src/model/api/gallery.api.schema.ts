import { z } from 'zod';
import { ClipSchema } from '../clip.schema.js';
import { GalleryElementSchema, GallerySchema } from '../gallery.schema.js';
import { IdSchema, SecondsSchema } from '../primitives.schema.js';
import { PublishDecisionViewSchema } from '../publish-decision.schema.js';
import { ClipStoryRefSchema } from './clip-library.api.schema.js';

const HexColourSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a #rrggbb colour');
const ImageUrlSchema = z
  .url({ protocol: /^https?$/ })
  .max(2000)
  .nullable();

const galleryFields = {
  title: z.string().trim().min(1).max(300),
  description: z.string().max(5000).optional(),
  colorStart: HexColourSchema.optional(),
  colorEnd: HexColourSchema.optional(),
  backgroundURL: ImageUrlSchema.optional(),
  logoURL: ImageUrlSchema.optional(),
  thumbnailURL: ImageUrlSchema.optional(),
};

/** The ids of the clips a gallery shows, each once. */
const ClipIdsSchema = z
  .array(IdSchema)
  .max(200)
  .refine((ids) => new Set(ids).size === ids.length, 'each clip once');

/**
 * `POST /galleries`; without `organization` (its code) the gallery goes to the caller's only organization. A gallery is
 * private until published: `sync_status` 'public' publishes it at once, for those the publishing rule allows.
 */
export const GalleryCreateRequestSchema = z.strictObject({
  ...galleryFields,
  organization: z.string().min(1).max(200).optional(),
  clips: ClipIdsSchema.default([]),
  sync_status: z.enum(['public', 'private']).default('private'),
});
export type GalleryCreateRequest = z.input<typeof GalleryCreateRequestSchema>;

/** One clip of a refined gallery: its place is its index; a trim must keep `start` before `end`. */
export const GalleryElementInputSchema = z
  .strictObject({
    type: z.literal('clip'),
    id: IdSchema,
    start: SecondsSchema.optional(),
    end: SecondsSchema.optional(),
    caption: z.string().trim().max(2000).optional(),
  })
  .refine((e) => e.start === undefined || e.end === undefined || e.start < e.end, { message: 'end must be after start', path: ['end'] });

/**
 * `PUT /galleries/{id}`: any of the gallery's fields; `clips` picks the clips (kept ones keep their trims and
 * captions), `elements` orders, trims and captions them; not both at once. `sync_status` publishes or hides the page.
 */
export const GalleryEditRequestSchema = z
  .strictObject({
    ...z.object(galleryFields).partial().shape,
    clips: ClipIdsSchema.optional(),
    elements: z
      .array(GalleryElementInputSchema)
      .max(200)
      .refine((elements) => new Set(elements.map((e) => e.id)).size === elements.length, 'each clip once')
      .optional(),
    sync_status: z.enum(['public', 'private']).optional(),
  })
  .refine((body) => body.clips === undefined || body.elements === undefined, {
    message: 'give clips or elements, not both',
    path: ['elements'],
  });
export type GalleryEditRequest = z.input<typeof GalleryEditRequestSchema>;

/** A clip of a gallery as its pages show it: the element (order, trim, caption), the clip and its story. */
export const GalleryItemSchema = z.object({ element: GalleryElementSchema, clip: ClipSchema, story: ClipStoryRefSchema });
export type GalleryItem = z.infer<typeof GalleryItemSchema>;

/** `GET /galleries/{id}`: the gallery and its clips that still exist, in order. */
export const GalleryDetailSchema = GallerySchema.extend({
  items: z.array(GalleryItemSchema),
  /** Whether the reader may make the gallery's page public (or keep it so as it changes), and why not. */
  publishing: PublishDecisionViewSchema.optional(),
});
export type GalleryDetail = z.infer<typeof GalleryDetailSchema>;

export const GalleryListResponseSchema = z.array(GallerySchema);

/** One clip on a gallery's public page: what a visitor needs to watch it, nothing of the workspace. */
export const PublicGalleryItemSchema = z.object({
  id: IdSchema,
  title: z.string(),
  caption: z.string(),
  start: SecondsSchema,
  end: SecondsSchema,
  /**
   * The clip's own rendition, cut on the server for the range the gallery published, or null while it is not ready
   * (never the whole interview). It begins at `clipStart` (the interview's seconds), so it plays from `start - clipStart`
   * to `end - clipStart`.
   */
  mediaURL: z.string().nullable(),
  clipStart: SecondsSchema,
  thumbnailURL: z.string().nullable(),
  audio: z.boolean(),
  story_title: z.string(),
});
export type PublicGalleryItem = z.infer<typeof PublicGalleryItemSchema>;

/**
 * `GET /public/galleries/{shareKey}`: a published gallery as anyone with its address sees it: its clips as they were
 * when the gallery was last saved or refreshed, not as they are now.
 */
export const PublicGallerySchema = z.object({
  title: z.string(),
  description: z.string(),
  organization_name: z.string(),
  author_name: z.string(),
  colorStart: z.string().nullable(),
  colorEnd: z.string().nullable(),
  backgroundURL: z.string().nullable(),
  logoURL: z.string().nullable(),
  /** The picture a link to the page shows (Open Graph), and the page's own cover. */
  thumbnailURL: z.string().nullable(),
  /** The page's own address. */
  pageURL: z.string(),
  items: z.array(PublicGalleryItemSchema),
});
export type PublicGallery = z.infer<typeof PublicGallerySchema>;

export const GalleryShareParamsSchema = z.strictObject({ shareKey: z.string().min(16).max(64) });
