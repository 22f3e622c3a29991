import { z } from 'zod';
import { IdSchema, IsoDateStringSchema } from './primitives.schema.js';

/** Whether this device can record locally. */
export const LocalRecordingCapabilitySchema = z.enum(['UNKNOWN', 'CAPABLE', 'MEDIA_RECORDER_UNAVAILABLE', 'IDB_UNAVAILABLE']);
export type LocalRecordingCapability = z.infer<typeof LocalRecordingCapabilitySchema>;

/** What a local recording holds. */
export const LocalRecordingTypeSchema = z.enum(['audio', 'video']);
export type LocalRecordingType = z.infer<typeof LocalRecordingTypeSchema>;

/** A local recording stream's upload: uploading, then completed or failed. */
export const LocalRecordingStreamStateSchema = z.enum(['uploading', 'completed', 'failed']);
export type LocalRecordingStreamState = z.infer<typeof LocalRecordingStreamStateSchema>;

/** Where one stored part stands. */
export const LocalRecordingPartStateSchema = z.enum(['not_uploaded', 'uploading', 'uploaded']);
export type LocalRecordingPartState = z.infer<typeof LocalRecordingPartStateSchema>;

/**
 * The recording's own metadata. Times are ISO strings on the device's clock; `localTimeOffset` is the milliseconds
 * to add to the device's clock to reach the server's (server time minus device time), so tracks from several devices
 * can be lined up on the server's clock.
 */
export const LocalRecordingTimingSchema = z.object({
  recordingStartTime: IsoDateStringSchema,
  /** Null while still recording. */
  recordingStopTime: IsoDateStringSchema.nullable(),
  localTimeOffset: z.number().finite(),
});

/** Simple form: one stored slice holding its bytes and metadata (used where streaming upload is off). */
export const LocalRecordingSchema = z.object({
  id: IdSchema,
  streamId: IdSchema,
  /** Index of the recorder slice, from 0. */
  slice: z.number().int().nonnegative(),
  data: z.object({
    storyId: IdSchema,
    streamId: IdSchema,
    sessionId: IdSchema,
    ...LocalRecordingTimingSchema.shape,
    recordedArrayBuffer: z.instanceof(ArrayBuffer),
    userId: IdSchema.nullable(),
    type: LocalRecordingTypeSchema,
  }),
});
export type LocalRecording = z.infer<typeof LocalRecordingSchema>;
