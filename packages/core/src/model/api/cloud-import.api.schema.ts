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

/** A Box access token (sent in the body, so it never appears in an address or an access log). */
const BoxToken = z.string().min(1).max(2000);
/** Box ids are decimal numbers; folder `0` is the root. */
const BoxId = z.string().regex(/^\d{1,30}$/, 'Not a Box id');

/**
 * `POST /cloud/box/files`: the items of one Box folder, listed through the server. Without `boxToken` the server uses
 * the person's Box connection (OAuth); a pasted token is the fallback where no Box app is configured.
 */
export const BoxListRequestSchema = z.strictObject({ boxToken: BoxToken.optional(), folder: BoxId.default('0') });
export type BoxListRequest = z.input<typeof BoxListRequestSchema>;

export const BoxItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(['file', 'folder']),
  size: z.number().nullable(),
});
export type BoxItem = z.infer<typeof BoxItemSchema>;
export const BoxListResponseSchema = z.object({ items: z.array(BoxItemSchema) });

/** `POST /stories/upload_bulk_box`: one interview per chosen Box file, each downloaded by a server job. */
export const BoxBulkUploadRequestSchema = z.strictObject({
  stories: z
    .array(z.strictObject({ id: BoxId, name: z.string().min(1).max(300) }))
    .min(1)
    .max(100),
  project: IdSchema,
  boxToken: BoxToken.optional(),
  folders: z.array(IdSchema).max(100).optional(),
});
export type BoxBulkUploadRequest = z.infer<typeof BoxBulkUploadRequestSchema>;

export const BoxBulkUploadResponseSchema = z.object({
  items: z.array(z.object({ storyId: IdSchema, _id: IdSchema, box_id: z.string() })),
});
export type BoxBulkUploadResponse = z.infer<typeof BoxBulkUploadResponseSchema>;

/** `GET /cloud/box/connection`: whether this server has a Box app (OAuth) and whether the person has connected Box. */
export const BoxConnectionSchema = z.object({ oauth: z.boolean(), connected: z.boolean() });
export type BoxConnection = z.infer<typeof BoxConnectionSchema>;

/** `POST /cloud/box/authorize`: starts connecting Box; the person comes back to the import page (of `project`). */
export const BoxAuthorizeRequestSchema = z.strictObject({ project: IdSchema.optional() });
export const BoxAuthorizeResponseSchema = z.object({ url: z.url() });

/** `GET /cloud/box/callback`: Box's answer to the authorization, in the browser's address. */
export const BoxCallbackQuerySchema = z.strictObject({
  state: z.string().min(1).max(200),
  code: z.string().min(1).max(2000).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
});

/**
 * `POST /cloud/box/finish`: the import page hands over Box's answer (from the address's fragment, which no server sees)
 * with the person's own session; the server keeps the tokens only when the same person, in the same browser, started
 * the connection, so nobody's Box account can end up on someone else's Storykeep account.
 */
export const BoxFinishRequestSchema = z.strictObject({ state: z.string().min(1).max(200), code: z.string().min(1).max(2000) });
export type BoxFinishRequest = z.infer<typeof BoxFinishRequestSchema>;
