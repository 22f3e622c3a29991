import { z } from 'zod';
import { IdSchema, UrlStringSchema } from './primitives.schema.js';

/** A document attached to a story (`/stories/{id}/list_files`); `release_form` marks a signed release. */
export const StoryFileSchema = z.object({
  _id: IdSchema,
  title: z.string(),
  description: z.string().optional(),
  release_form: z.boolean(),
  url: UrlStringSchema.optional(),
});
export type StoryFile = z.infer<typeof StoryFileSchema>;
