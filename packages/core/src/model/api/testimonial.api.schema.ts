import { z } from 'zod';
import { IdSchema } from '../primitives.schema.js';

export const TestimonialKindSchema = z.enum(['story', 'clip']);
export type TestimonialKind = z.infer<typeof TestimonialKindSchema>;

/** A public page or a clip of one that an organization may feature; `featured` says whether it does. */
export const TestimonialCandidateSchema = z.object({
  kind: TestimonialKindSchema,
  id: IdSchema,
  title: z.string(),
  story_title: z.string(),
  share_key: z.string(),
  featured: z.boolean(),
});
export type TestimonialCandidate = z.infer<typeof TestimonialCandidateSchema>;

/** `GET /admin/testimonials/{code}`: every public page and clip of the organization, featured ones first in their order. */
export const TestimonialCandidateListSchema = z.object({ items: z.array(TestimonialCandidateSchema) });
export type TestimonialCandidateList = z.infer<typeof TestimonialCandidateListSchema>;

/** `/admin/testimonials/{code}` and `/public/testimonials/{code}`. */
export const TestimonialParamsSchema = z.strictObject({ code: z.string().min(1).max(200) });

/** `PUT /admin/testimonials/{code}`: the featured items, in order (replaces the previous choice). */
export const TestimonialSelectionRequestSchema = z.strictObject({
  items: z.array(z.strictObject({ kind: TestimonialKindSchema, id: IdSchema })).max(50),
});
export type TestimonialSelectionRequest = z.infer<typeof TestimonialSelectionRequestSchema>;

/** One featured testimonial as the public sees it: where its public page is, what to play, and a clip's range. */
export const PublicTestimonialSchema = z.object({
  kind: TestimonialKindSchema,
  id: IdSchema,
  title: z.string(),
  story_title: z.string(),
  share_key: z.string(),
  start_seconds: z.number().nullable(),
  end_seconds: z.number().nullable(),
  /** The organization that features it. */
  organization: z.string(),
  /** The interview's media, signed for a while (a clip plays its range of it); null before the media is ready. */
  mediaURL: z.string().nullable(),
  thumbnailURL: z.string().nullable(),
  audio: z.boolean(),
});
export type PublicTestimonial = z.infer<typeof PublicTestimonialSchema>;
export const PublicTestimonialListSchema = z.object({ items: z.array(PublicTestimonialSchema) });
