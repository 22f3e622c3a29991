import { z } from 'zod';
import { IdSchema } from '../primitives.schema.js';

/** A media address to import: http or https only. */
export const ImportUrlSchema = z.url({ protocol: /^https?$/, message: 'Not an http or https address' }).max(2000);

/** `POST /stories/import_url`: a new interview in the project whose original is downloaded from `url` by the server. */
export const UrlImportRequestSchema = z.strictObject({
  project: IdSchema,
  url: ImportUrlSchema,
  title: z.string().max(500).optional(),
  folders: z.array(IdSchema).max(100).optional(),
});
export type UrlImportRequest = z.infer<typeof UrlImportRequestSchema>;

export const UrlImportResponseSchema = z.object({ storyId: IdSchema, _id: IdSchema });
export type UrlImportResponse = z.infer<typeof UrlImportResponseSchema>;
