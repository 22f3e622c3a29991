import { z } from 'zod';
import { CountSchema } from './primitives.schema.js';

import { UPLOAD_FAILED } from './upload-failed.js';

export { UPLOAD_FAILED };

/** A file's upload progress: a whole percent from '0' to '100' as a string, or 'FAILED'. */
export const UploadProgressSchema = z.union([z.literal(UPLOAD_FAILED), z.string().regex(/^(100|[1-9]?\d)$/, 'a whole percent 0-100')]);
export type UploadProgress = z.infer<typeof UploadProgressSchema>;

/** Where one file's upload stands, derived from the fields below. */
export const FileUploadStatusSchema = z.enum(['queued', 'uploading', 'complete', 'failed']);
export type FileUploadStatus = z.infer<typeof FileUploadStatusSchema>;

/**
 * Upload state the client keeps on a story while its file uploads. All optional: a story that is not being
 * uploaded has none of them.
 */
export const StoryUploadFieldsSchema = z.object({
  uploadProgress: UploadProgressSchema.optional(),
  uploadedPartCount: CountSchema.optional(),
  /** True once the server confirmed the media (the story has a thumbnail). */
  complete: z.boolean().optional(),
  /** Set on cancel; in-flight parts see it and abort. */
  needToDelete: z.boolean().optional(),
});
export type StoryUploadFields = z.infer<typeof StoryUploadFieldsSchema>;
