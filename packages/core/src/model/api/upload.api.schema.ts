import { z } from 'zod';

// The upload calls (docs/product/upload.md and recording.md), plus what the
// original client did without: resuming (list parts), abort and the form-upload address. The server validates requests and
// answers with these; the browser validates the answers it reads.

const UploadIdSchema = z.string().regex(/^[0-9a-f]{32}$/, 'an upload id');
const ShortIdSchema = z.string().min(1).max(100);
const ObjectKeySchema = z.string().min(1).max(1024);
const PartNumberSchema = z.coerce.number().int().min(1).max(10_000);
/** A byte count as a query value or JSON number. */
const ByteCountSchema = z.coerce.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
/** A SHA-256 digest in lower-case hex, as the device computes it and the server reports it. */
export const Sha256HexSchema = z.string().regex(/^[0-9a-f]{64}$/, 'a SHA-256 in lower-case hex');
/** A time as an ISO string or milliseconds since the epoch, as browsers send either. */
const InstantSchema = z.union([z.iso.datetime({ offset: true }), z.number().int().nonnegative()]).transform((v) => new Date(v));
/** The name a participant goes by in the call (a guest's pre-join name); the transcript names their words with it. */
export const ParticipantNameSchema = z.string().trim().min(1).max(200);

/** `POST /stories/start`: a new story in a project, ready to receive its media. */
export const StartStoryRequestSchema = z.strictObject({
  upload: z.boolean().optional(),
  /** The project the story goes to (the upload page's project). */
  project: ShortIdSchema,
  folders: z.array(ShortIdSchema).max(100).optional(),
  title: z.string().max(500).optional(),
  file_name: z.string().max(500).optional(),
  type: z.enum(['local', 'cloud']).optional(),
  /** An upload ticket the caller redeemed: the story is made for them in the ticket's project and folder. */
  ticket: z.string().min(1).max(200).optional(),
});
export type StartStoryRequest = z.input<typeof StartStoryRequestSchema>;

/** `POST /stories/start`: the story created to receive the file. */
export const StartStoryResponseSchema = z.object({ storyId: z.string().min(1), _id: z.string().min(1) });
export type StartStoryResponse = z.infer<typeof StartStoryResponseSchema>;

/** `GET /stories/{id}/upload-config` query. */
export const UploadConfigQuerySchema = z.strictObject({
  /** MIME type of the file. */
  type: z.string().min(1).max(200),
  numUploadParts: z.coerce.number().int().min(1).max(10_000),
  fileName: z.string().max(500).optional(),
  /** The file's size: each part's address then carries its exact length, and the storage quota is checked first. */
  size: ByteCountSchema.optional(),
});

/** `GET /stories/{id}/upload-config`: a multipart upload and a signed PUT address per part. */
export const UploadConfigResponseSchema = z.object({
  Parts: z.array(z.object({ PartNumber: z.number().int().min(1), signedUrl: z.string().min(1) })),
  Key: z.string().min(1),
  UploadId: z.string().min(1),
});
export type UploadConfigResponse = z.infer<typeof UploadConfigResponseSchema>;

/** One upload of a story (`GET /stories/{id}/media/upload/parts` query). */
export const UploadRefQuerySchema = z.strictObject({ uploadId: UploadIdSchema, key: ObjectKeySchema });

/** `GET /stories/{id}/media/upload/parts`: the parts already received, so an interrupted upload resumes. */
export const UploadedPartsResponseSchema = z.object({
  Parts: z.array(z.object({ PartNumber: z.number().int().min(1), Size: z.number(), ETag: z.string() })),
});
export type UploadedPartsResponse = z.infer<typeof UploadedPartsResponseSchema>;

/** What a local recording's completion tells about the recording. */
export const RecordingMetadataSchema = z.object({
  streamId: ShortIdSchema.optional(),
  sessionId: ShortIdSchema.optional(),
  recordingStart: InstantSchema.optional(),
  recordingStop: InstantSchema.optional(),
  localTimeOffset: z.number().finite().optional(),
  mimeType: z.string().max(200).optional(),
  participantName: ParticipantNameSchema.optional(),
});

/** `POST /stories/{id}/media/upload/completion`. */
export const UploadCompletionRequestSchema = z.strictObject({
  key: ObjectKeySchema,
  uploadId: UploadIdSchema,
  /**
   * Only these parts, checked against what was received; all received parts when absent. With `Size` and `SHA256`
   * (what the sender sent), a part held otherwise refuses the completion (409 PARTS_MISMATCH) before anything is joined.
   */
  parts: z
    .array(
      z.object({
        PartNumber: z.number().int().min(1).max(10_000),
        ETag: z.string().optional(),
        Size: z.number().int().nonnegative().optional(),
        SHA256: Sha256HexSchema.optional(),
      }),
    )
    .max(10_000)
    .optional(),
  metadata: RecordingMetadataSchema.optional(),
});
export type UploadCompletionRequest = z.input<typeof UploadCompletionRequestSchema>;

/** One part as the completion found it: its size and the SHA-256 of the bytes the server holds. */
export const CompletedPartSchema = z.object({
  PartNumber: z.number().int().min(1),
  Size: z.number().int().nonnegative(),
  SHA256: Sha256HexSchema.nullable(),
});
export type CompletedPart = z.infer<typeof CompletedPartSchema>;

/** `POST /stories/{id}/media/upload/completion`: the joined object and every part's size and hash, for the sender to compare. */
export const UploadCompletionResponseSchema = z.object({
  ok: z.literal(true),
  key: z.string(),
  size: z.number(),
  parts: z.array(CompletedPartSchema),
});
export type UploadCompletionResponse = z.infer<typeof UploadCompletionResponseSchema>;

/** `POST /stories/{id}/media/upload/abort`. */
export const UploadAbortRequestSchema = z.strictObject({ key: ObjectKeySchema, uploadId: UploadIdSchema });

/** `POST /stories/{id}/media/upload/new`: one local-recording stream. */
export const NewStreamRequestSchema = z.strictObject({
  type: z.enum(['audio', 'video']),
  streamId: ShortIdSchema,
  recordingStart: InstantSchema,
  localTimeOffset: z.number().finite().default(0),
  sessionId: ShortIdSchema.optional(),
  mimeType: z.string().max(200).optional(),
  /** Who is recorded; without it the uploading account's full name is used. */
  participantName: ParticipantNameSchema.optional(),
});

/** `POST /stories/{id}/media/upload/new`: the stream's upload and the token that lets its parts in. */
export const NewStreamResponseSchema = z.object({ key: z.string(), uploadId: z.string(), token: z.string() });

/** `GET /stories/{id}/media/upload/next` query; `size` is the part about to be sent. */
export const NextPartQuerySchema = z.strictObject({
  uploadId: UploadIdSchema,
  key: ObjectKeySchema,
  partNumber: PartNumberSchema,
  /** The part's exact length: its address takes no other (and the storage quota is checked for it). */
  size: ByteCountSchema.optional(),
});

/** `GET /stories/{id}/media/upload/next`: the signed address of one more part. */
export const NextPartResponseSchema = z.object({ partUrl: z.string() });

/** Form-upload address query (a recording sent as one signed POST). */
export const FormUploadUrlQuerySchema = z.strictObject({
  /** The recording's id on the device (kept for the client's bookkeeping). */
  id: ShortIdSchema.optional(),
  streamId: ShortIdSchema,
  mimeType: z.string().max(200).optional(),
  participantName: ParticipantNameSchema.optional(),
  /** The recording's size: the address takes no more (and the storage quota is checked for it). */
  size: ByteCountSchema.optional(),
});

/** The signed form-upload address and the fields to send with the file. */
export const FormUploadUrlResponseSchema = z.object({ url: z.string(), fields: z.record(z.string(), z.string()) });

/** The answer to the form POST itself: what was stored, so the device can compare it with what it sent. */
export const FormUploadResultSchema = z.object({ key: z.string(), size: z.number().int().nonnegative(), sha256: Sha256HexSchema });
export type FormUploadResult = z.infer<typeof FormUploadResultSchema>;

/** `GET /organization/{code}/storage`: the bytes the organization keeps and its quota (null: no limit), for its managers. */
export const StorageUsageSchema = z.object({
  usedBytes: z.number().int().nonnegative(),
  quotaBytes: z.number().int().positive().nullable(),
});
export type StorageUsage = z.infer<typeof StorageUsageSchema>;
