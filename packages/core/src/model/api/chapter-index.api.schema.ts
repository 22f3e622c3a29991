import { z } from 'zod';
import { IndexMetadataItemSchema, IndexSchema } from '../chapter.schema.js';
import { IdSchema } from '../primitives.schema.js';

/** `GET /stories/{id}/index`: the story's indexes, oldest first. */
export const IndexListResponseSchema = z.array(IndexSchema);

const indexContent = {
  title: z.string().max(500).optional(),
  notes: z.string().max(100_000).optional(),
  metadata: z.array(IndexMetadataItemSchema).max(2_000).optional(),
};

/** `PUT /stories/{id}/index`: a new index, empty unless given content. */
export const IndexCreateRequestSchema = z.strictObject(indexContent);
export type IndexCreateRequest = z.infer<typeof IndexCreateRequestSchema>;

/**
 * `POST /stories/{id}/index/{indexId}`: the index's content. The editor sends its whole index back, so its id,
 * dates and local flags are accepted and ignored.
 */
export const IndexSaveRequestSchema = z.strictObject({
  ...indexContent,
  _id: IdSchema.optional(),
  created_at: z.string().optional(),
  updated_at: z.string().optional(),
  unsaved: z.boolean().optional(),
  loaded: z.boolean().optional(),
});
export type IndexSaveRequest = z.infer<typeof IndexSaveRequestSchema>;

export const StoryIndexParamsSchema = z.strictObject({ id: IdSchema, indexId: IdSchema });
