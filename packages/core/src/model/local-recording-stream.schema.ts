import { z } from 'zod';
import {
  LocalRecordingPartStateSchema,
  LocalRecordingStreamStateSchema,
  LocalRecordingTimingSchema,
  LocalRecordingTypeSchema,
} from './local-recording.schema.js';
import { CountSchema, IdSchema, IsoDateStringSchema } from './primitives.schema.js';

/**
 * Why a stream's upload stopped (docs/product/recording.md): only `story_deleted` lets it leave the device; every other
 * reason keeps it there, needing attention.
 */
export const LocalUploadFailureSchema = z.enum([
  'story_deleted',
  'access_lost',
  'not_found',
  'mismatch',
  'quota',
  'fatal',
  'retries_exhausted',
]);

/** Streaming form: one recorded stream uploaded part by part. Upload fields are null until a session is opened. */
export const LocalRecordingStreamSchema = z.object({
  id: IdSchema,
  streamId: IdSchema,
  storyId: IdSchema,
  sessionId: IdSchema,
  uploadId: z.string().min(1).nullable(),
  uploadKey: z.string().min(1).nullable(),
  /** Authorizes part uploads for this stream only. */
  uploadToken: z.string().min(1).nullable(),
  ...LocalRecordingTimingSchema.shape,
  userId: IdSchema.nullable(),
  type: LocalRecordingTypeSchema,
  /** What the recorder wrote, sent with the completed upload (absent on streams stored before it was kept). */
  mimeType: z.string().min(1).max(200).optional(),
  /** The stream's parts in recording order. */
  partIds: z.array(IdSchema),
  /** The name its speaker joined a call with, so the server's transcript names their words (absent outside calls). */
  participantName: z.string().trim().min(1).max(200).optional(),
  /** A call guest's join token: guests have no account, so this admits their upload to the call's story. */
  guestToken: z.string().min(1).optional(),
  /** Recorded with the organization's streaming off: uploaded as one file once the recording stopped, never in parts. */
  singleFile: z.boolean().optional(),
  /** When the person saved it to their computer from the status page (a copy the server may not hold). */
  savedToDiskAt: IsoDateStringSchema.optional(),
  /** Why its last upload stopped and kept it here, so any page or later visit shows it needs attention until it goes. */
  attention: z.object({ failure: LocalUploadFailureSchema, at: IsoDateStringSchema }).optional(),
});
export type LocalRecordingStream = z.infer<typeof LocalRecordingStreamSchema>;

/** What is known about a stored part without reading its bytes. */
export const LocalRecordingPartMetaSchema = z.object({
  partId: IdSchema,
  streamId: IdSchema,
  byteLength: CountSchema,
  uploaded: z.boolean(),
  /** The SHA-256 (hex) the device computed of the part as it sent it (absent until sent). */
  sha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
});
export type LocalRecordingPartMeta = z.infer<typeof LocalRecordingPartMetaSchema>;

/** A stored part's bytes, kept apart from its metadata so listing parts never loads media. */
export const LocalRecordingPartDataSchema = z.object({ partId: IdSchema, arrayBuffer: z.instanceof(ArrayBuffer) });
export type LocalRecordingPartData = z.infer<typeof LocalRecordingPartDataSchema>;

/**
 * One recorded slice of a part, stored as its own record so that writing a slice never rewrites the part before it;
 * a part's bytes are its slices joined in `index` order.
 */
export const LocalRecordingSliceSchema = z.object({
  partId: IdSchema,
  index: z.number().int().min(0),
  arrayBuffer: z.instanceof(ArrayBuffer),
});
export type LocalRecordingSlice = z.infer<typeof LocalRecordingSliceSchema>;

/** When a stream last changed; uploads wait for 60 s of quiet and sessions older than 24 h are renewed. */
export const LocalRecordingUpdateTimeSchema = z.object({ streamId: IdSchema, updateTime: IsoDateStringSchema });
export type LocalRecordingUpdateTime = z.infer<typeof LocalRecordingUpdateTimeSchema>;

/** One part as the status page shows it. */
export const LocalRecordingPartStatusSchema = z.object({ partId: IdSchema, byteLength: CountSchema, state: LocalRecordingPartStateSchema });
export type LocalRecordingPartStatus = z.infer<typeof LocalRecordingPartStatusSchema>;

/** A stream as the local-recording status page shows it (`/status/local-recording`). */
export const LocalRecordingStreamStatusSchema = z
  .object({
    storyId: IdSchema,
    userId: IdSchema.nullable(),
    recordingStartTime: IsoDateStringSchema,
    recordingStopTime: IsoDateStringSchema.nullable(),
    type: LocalRecordingTypeSchema,
    streamId: IdSchema,
    partsUploaded: CountSchema,
    uploadedBytes: CountSchema,
    /** Total bytes of all parts. */
    partBytes: CountSchema,
    parts: z.array(LocalRecordingPartStatusSchema),
    state: LocalRecordingStreamStateSchema,
  })
  .refine((s) => s.uploadedBytes <= s.partBytes, { message: 'uploadedBytes cannot exceed partBytes', path: ['uploadedBytes'] })
  .refine((s) => s.partsUploaded <= s.parts.length, {
    message: 'partsUploaded cannot exceed the number of parts',
    path: ['partsUploaded'],
  });
export type LocalRecordingStreamStatus = z.infer<typeof LocalRecordingStreamStatusSchema>;
