import { z } from 'zod';
import { LocalRecordingStreamStateSchema, LocalRecordingTypeSchema } from '../local-recording.schema.js';
import { CountSchema, IdSchema, IsoDateStringSchema } from '../primitives.schema.js';
import { RecordingLayoutNameSchema } from './room.api.schema.js';
import { ParticipantNameSchema } from './upload.api.schema.js';

/** The most participants a recording layout holds. */
export const MAX_VIDEO_PARTICIPANTS = 50;

/** One participant of the video recording layout: the call's id for them and, when known, their name. */
export const VideoParticipantSchema = z.strictObject({
  id: z.string().trim().min(1).max(200),
  name: ParticipantNameSchema.optional(),
});
export type VideoParticipant = z.infer<typeof VideoParticipantSchema>;

/** `POST /stories/{id}/update_recording`: who is video-recorded, in layout order; each id once. */
export const UpdateRecordingRequestSchema = z.strictObject({
  videoParticipants: z
    .array(VideoParticipantSchema)
    .max(MAX_VIDEO_PARTICIPANTS)
    .refine((list) => new Set(list.map((p) => p.id)).size === list.length, { message: 'Each participant may appear once' }),
});
export type UpdateRecordingRequest = z.input<typeof UpdateRecordingRequestSchema>;

/** The story's recording layout as stored; `updatedAt` is null while it was never set. */
export const RecordingLayoutSchema = z.object({
  videoParticipants: z.array(VideoParticipantSchema),
  updatedAt: IsoDateStringSchema.nullable(),
});
export type RecordingLayout = z.infer<typeof RecordingLayoutSchema>;

/** `POST /stories/{id}/update_recording`: the layout now stored. */
export const UpdateRecordingResponseSchema = RecordingLayoutSchema;

/** A completed track's format as read from the file: container, audio codec, sample rate (Hz) and channels. */
export const TrackFormatSchema = z.object({
  container: z.string(),
  codec: z.string().nullable(),
  sampleRate: z.number().int().positive().nullable(),
  channels: z.number().int().positive().nullable(),
});
export type TrackFormat = z.infer<typeof TrackFormatSchema>;

/** One participant's local-recording stream as the server holds it. */
export const RecordedStreamSchema = z.object({
  streamId: IdSchema,
  sessionId: IdSchema.nullable(),
  type: LocalRecordingTypeSchema,
  mimeType: z.string().nullable(),
  /** The participant's name in the call, else their account's full name, else "unknown". */
  participantName: z.string().min(1),
  userId: IdSchema.nullable(),
  state: LocalRecordingStreamStateSchema,
  /** Parts received so far (all of them once completed). */
  partsUploaded: CountSchema,
  uploadedBytes: CountSchema,
  recordingStartTime: IsoDateStringSchema.nullable(),
  recordingStopTime: IsoDateStringSchema.nullable(),
  /** Milliseconds added to the device's clock to reach the server's. */
  localTimeOffset: z.number().finite(),
  startedAt: IsoDateStringSchema,
  completedAt: IsoDateStringSchema.nullable(),
  /** Once the completed track was read (when the call is mixed); absent before. */
  format: TrackFormatSchema.optional(),
});
export type RecordedStream = z.infer<typeof RecordedStreamSchema>;

/**
 * One participant's streams summed up: uploading while any stream is, else failed when any failed, else completed.
 * Participants are told apart by account, or by name for guests.
 */
export const RecordedParticipantSchema = z.object({
  name: z.string().min(1),
  userId: IdSchema.nullable(),
  streams: CountSchema,
  state: LocalRecordingStreamStateSchema,
  partsUploaded: CountSchema,
  uploadedBytes: CountSchema,
  isVideoRecorded: z.boolean(),
});
export type RecordedParticipant = z.infer<typeof RecordedParticipantSchema>;

/** A change of the video recording layout during the call, on the server's clock; the mix follows them in order. */
export const LayoutChangeSchema = z.object({ layout: RecordingLayoutNameSchema, at: IsoDateStringSchema });
export type LayoutChange = z.infer<typeof LayoutChangeSchema>;

/**
 * `GET /stories/{id}/check_recording`: the story's local recordings, per stream and per participant, its layout
 * (who is video-recorded) and the layout changes made in the call, oldest first; `serverTime` lets a recorder work out
 * its clock's offset (`clockOffset`).
 */
export const CheckRecordingResponseSchema = z.object({
  local_recording: z.object({
    streams: z.array(RecordedStreamSchema),
    participants: z.array(RecordedParticipantSchema),
    ...RecordingLayoutSchema.shape,
    layoutChanges: z.array(LayoutChangeSchema).default([]),
    /** Whether the person asking may change whose video is kept (core's `canChooseRecordedVideo`). */
    mayChooseVideo: z.boolean().default(false),
  }),
  serverTime: IsoDateStringSchema,
});
export type CheckRecordingResponse = z.infer<typeof CheckRecordingResponseSchema>;

/**
 * Milliseconds to add to this device's clock to reach the server's (a recording's `localTimeOffset`), from a call sent
 * at `sentAt` and answered at `receivedAt` (device milliseconds) whose answer carried `serverTime`: the server read its
 * clock halfway through the round trip.
 */
export function clockOffset(sentAt: number, receivedAt: number, serverTime: string): number {
  return Math.round(Date.parse(serverTime) - (sentAt + receivedAt) / 2);
}
