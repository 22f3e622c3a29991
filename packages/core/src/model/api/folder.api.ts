import { z } from 'zod';
import { FolderSchema } from '../folder.schema.js';
import { CountSchema, IdSchema } from '../primitives.schema.js';

/** `POST /folders/create`. */
export const FolderCreateRequestSchema = z.strictObject({
  name: z.string().trim().min(1).max(200),
  project: IdSchema,
  description: z.string().max(5000).optional(),
});
export type FolderCreateRequest = z.infer<typeof FolderCreateRequestSchema>;

/** `PUT /folders/{id}/edit`. */
export const FolderEditRequestSchema = z.strictObject({
  name: z.string().trim().min(1).max(200).optional(),
  description: z.string().max(5000).optional(),
});
export type FolderEditRequest = z.infer<typeof FolderEditRequestSchema>;

export const FolderListResponseSchema = z.array(FolderSchema);

/** `POST /folders/bulk_add` and `POST /folders/bulk_remove`: every story into (or out of) every folder, all in one project. */
export const FolderBulkRequestSchema = z.strictObject({
  storiesId: z.array(IdSchema).min(1).max(500),
  foldersId: z.array(IdSchema).min(1).max(100),
});
export type FolderBulkRequest = z.infer<typeof FolderBulkRequestSchema>;
export const FolderBulkResponseSchema = z.object({ changed: CountSchema });
