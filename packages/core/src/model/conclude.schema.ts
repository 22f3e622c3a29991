import { z } from 'zod';
import { IdSchema, UrlStringSchema } from './primitives.schema.js';

/** Someone who took part in the recorded session, as listed on the conclude page. */
export const ConcludeParticipantSchema = z.object({ name: z.string(), email: z.email().optional() });
export type ConcludeParticipant = z.infer<typeof ConcludeParticipantSchema>;

/** The conclude page's form: what the author fills in after a recording or upload before saving the story. */
export const ConcludeStateSchema = z.object({
  folders: z.array(IdSchema),
  participants: z.array(ConcludeParticipantSchema),
  /** Address that starts a new recording in the same place. */
  recordAgainUrl: UrlStringSchema.nullable(),
  tags: z.array(z.string().min(1)),
  /** Addresses to notify once the story is saved. */
  emails: z.array(z.email()),
  title: z.string(),
  description: z.string(),
  authorEmail: z.email().nullable(),
  notifyGroup: z.boolean(),
  projects: z.array(IdSchema),
  termsAccepted: z.boolean(),
  /** True when the media came from a file upload rather than a call. */
  isUpload: z.boolean(),
  concluded: z.boolean(),
  archiveMediaURL: UrlStringSchema.nullable(),
  posterURL: UrlStringSchema.nullable(),
  notes: z.string(),
  compositionCompleted: z.boolean(),
  dolbyConference: z.boolean(),
  transcribeSubmitted: z.boolean(),
  thumbnailURL: UrlStringSchema.nullable(),
  organizationName: z.string().nullable(),
  /** Keys of the recorded media chunks that make up the recording. */
  chunks: z.array(z.string().min(1)),
});
export type ConcludeState = z.infer<typeof ConcludeStateSchema>;

/** Whether the conclude page's last save worked; it starts as saved. */
export const ConcludeSaveStatusSchema = z.enum(['saved', 'error']);
export type ConcludeSaveStatus = z.infer<typeof ConcludeSaveStatusSchema>;
