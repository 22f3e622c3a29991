import { z } from 'zod';

// Request and answer shapes of the upload calls (spec part 1 §7 "Stories and upload", part 2 §7
// "Local recording upload calls"), plus what the spec leaves out: resuming (list parts) and abort.

const Id = z.string().min(1).max(100);
const UploadId = z.string().regex(/^[0-9a-f]{32}$/, 'an upload id');
const Key = z.string().min(1).max(1024);
const PartNumber = z.coerce.number().int().min(1).max(10_000);
/** A time as an ISO string or milliseconds since the epoch, as browsers send either. */
const Instant = z.union([z.iso.datetime({ offset: true }), z.number().int().nonnegative()]).transform((v) => new Date(v));

export const StartStoryRequestSchema = z.strictObject({
  upload: z.boolean().optional(),
  /** The project the story goes to (the upload page's project). */
  project: Id,
  folders: z.array(Id).max(100).optional(),
  title: z.string().max(500).optional(),
  file_name: z.string().max(500).optional(),
  type: z.enum(['local', 'cloud']).optional(),
});

export const StartStoryResponseSchema = z.object({ storyId: z.string(), _id: z.string() });

export const UploadConfigQuerySchema = z.strictObject({
  /** MIME type of the file. */
  type: z.string().min(1).max(200),
  numUploadParts: z.coerce.number().int().min(1).max(10_000),
  fileName: z.string().max(500).optional(),
});

export const UploadConfigResponseSchema = z.object({
  Parts: z.array(z.object({ PartNumber: z.number(), signedUrl: z.string() })),
  Key: z.string(),
  UploadId: z.string(),
});

export const UploadRefQuerySchema = z.strictObject({ uploadId: UploadId, key: Key });

export const UploadedPartsResponseSchema = z.object({
  Parts: z.array(z.object({ PartNumber: z.number(), Size: z.number(), ETag: z.string() })),
});

export const RecordingMetadataSchema = z.object({
  streamId: Id.optional(),
  sessionId: Id.optional(),
  recordingStart: Instant.optional(),
  recordingStop: Instant.optional(),
  localTimeOffset: z.number().finite().optional(),
  mimeType: z.string().max(200).optional(),
});

export const CompletionRequestSchema = z.strictObject({
  key: Key,
  uploadId: UploadId,
  /** Only these parts, checked against what was received; all received parts when absent. */
  parts: z.array(z.object({ PartNumber: z.number().int().min(1).max(10_000), ETag: z.string().optional() })).optional(),
  metadata: RecordingMetadataSchema.optional(),
});

export const CompletionResponseSchema = z.object({ ok: z.literal(true), key: z.string(), size: z.number() });

export const AbortRequestSchema = z.strictObject({ key: Key, uploadId: UploadId });

export const NewStreamRequestSchema = z.strictObject({
  type: z.enum(['audio', 'video']),
  streamId: Id,
  recordingStart: Instant,
  localTimeOffset: z.number().finite().default(0),
  sessionId: Id.optional(),
  mimeType: z.string().max(200).optional(),
});

export const NewStreamResponseSchema = z.object({ key: z.string(), uploadId: z.string(), token: z.string() });

export const NextPartQuerySchema = z.strictObject({ uploadId: UploadId, key: Key, partNumber: PartNumber });

export const NextPartResponseSchema = z.object({ partUrl: z.string() });

export const StoryParamsSchema = z.strictObject({ id: Id });

export const FormUploadUrlQuerySchema = z.strictObject({
  /** The recording's id on the device (kept for the client's bookkeeping). */
  id: Id.optional(),
  streamId: Id,
  mimeType: z.string().max(200).optional(),
});

export const FormUploadUrlResponseSchema = z.object({ url: z.string(), fields: z.record(z.string(), z.string()) });
