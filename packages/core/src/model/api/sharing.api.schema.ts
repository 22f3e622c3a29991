import { z } from 'zod';
import { IndexSchema } from '../chapter.schema.js';
import { IdSchema, IsoDateStringSchema, UrlStringSchema } from '../primitives.schema.js';
import { TranscriptSchema } from '../transcript.schema.js';

/** `POST` (or the older `GET`) `/stories/{id}/share/public` and `/unshare/public`: the public page's address, null once withdrawn. */
export const ShareResponseSchema = z.object({ shared_page: UrlStringSchema.nullable() });
export type ShareResponse = z.infer<typeof ShareResponseSchema>;

/** `GET /public/stories/{shareKey}`. */
export const ShareKeyParamsSchema = z.strictObject({ shareKey: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Not a share key') });

/** What a shared story's public page shows; nothing of who made it or where it is kept. */
export const PublicStorySchema = z.object({
  title: z.string(),
  description: z.string(),
  record_date: IsoDateStringSchema.nullable(),
  duration: z.number().nullable(),
  mediaType: z.string().nullable(),
  mediaURL: UrlStringSchema.nullable(),
  thumbnailURL: UrlStringSchema.nullable(),
  transcript: TranscriptSchema,
  indexes: z.array(IndexSchema),
  /** The organization that holds the interview. */
  organization: z.string().optional(),
  /** Who tells the story, as catalogued on the interview (empty when not given). */
  narrators: z.array(z.string()).optional(),
  /** Who asked, where, and the language spoken, as catalogued (empty when not given). */
  interviewer: z.string().optional(),
  place: z.string().optional(),
  language: z.string().optional(),
  /** The public page's own address (for citations and sharing). */
  pageURL: z.string().optional(),
});
export type PublicStory = z.infer<typeof PublicStorySchema>;

/** `GET /stories/{id}/download-all-local-videos`: the build task to follow (task service `watchAsyncTask`). */
export const DownloadAllLocalVideosResponseSchema = z.object({ buildDownloadTaskId: IdSchema });

/** One file of an archival export and its SHA-256. */
export const ExportManifestFileSchema = z.object({ name: z.string(), bytes: z.number().int().nonnegative(), sha256: z.string() });

/** `POST /user/permanentExport/{id}`: the archival package's build task to follow (task service `watchAsyncTask`). */
export const ArchivePackageStartResponseSchema = z.object({ archiveTaskId: IdSchema });
export type ArchivePackageStartResponse = z.infer<typeof ArchivePackageStartResponseSchema>;

/** An archival package's manifest (`manifest.json` in the package, and `storykeep export`'s answer): what it holds. */
export const PermanentExportResponseSchema = z.object({
  storyId: IdSchema,
  target: z.string(),
  exportedAt: IsoDateStringSchema,
  files: z.array(ExportManifestFileSchema),
});
export type PermanentExportResponse = z.infer<typeof PermanentExportResponseSchema>;
