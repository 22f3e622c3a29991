import { z } from 'zod';
import { CountSchema, IdSchema } from './primitives.schema.js';
import { CallRoleSchema } from './role.schema.js';

/** One local recording made by a participant, as the other participants see it. */
export const ParticipantLocalRecordingSchema = z.object({
  localRecordingStarted: z.boolean(),
  localRecordingStopped: z.boolean(),
  localRecordingUploadSucceeded: z.boolean(),
  localRecordingUploadFailed: z.boolean(),
  sessionId: IdSchema,
  partsUploaded: CountSchema,
  partBytes: CountSchema,
  uploadedBytes: CountSchema,
});
export type ParticipantLocalRecording = z.infer<typeof ParticipantLocalRecordingSchema>;

/** A participant of a call. A missing name is shown as "unknown". */
export const CallParticipantSchema = z.object({
  name: z.string().optional(),
  role: CallRoleSchema,
  isPresent: z.boolean(),
  isVideoRecorded: z.boolean(),
  localRecordingCapable: z.boolean(),
  /** Keyed by recording id. */
  localRecordings: z.record(IdSchema, ParticipantLocalRecordingSchema),
});
export type CallParticipant = z.infer<typeof CallParticipantSchema>;
