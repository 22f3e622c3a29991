import { z } from 'zod';
import { CallParticipantSchema } from './call-participant.schema.js';
import { FeatureFlagsSchema } from './feature-flags.schema.js';
import { IdSchema, IsoDateStringSchema, SecondsSchema } from './primitives.schema.js';

/** Connection status of a call. */
export const CallStatusSchema = z.enum([
  'connecting',
  'reconnecting',
  'started',
  'finished',
  'disconnected',
  'failed',
  'auth_needed',
  'auth_failed',
]);
export type CallStatus = z.infer<typeof CallStatusSchema>;

/** The statuses in which a call counts as active. */
export const ACTIVE_CALL_STATUSES = ['started', 'connecting', 'reconnecting'] as const satisfies readonly CallStatus[];

/** Whether a stream carries video or has fallen back to audio only. */
export const StreamStatusSchema = z.enum(['normal', 'audio_only']);
export type StreamStatus = z.infer<typeof StreamStatusSchema>;

/** The kinds of call error; connect, publish and init-publish errors are retried. */
export const CallErrorKindSchema = z.enum([
  'general',
  'init_publish',
  'publish',
  'connect',
  'subscribe',
  'screen_share',
  'local_recording',
  'local_recording_upload',
]);
export type CallErrorKind = z.infer<typeof CallErrorKindSchema>;

/** A chat message; `id` numbers the messages of a call 0, 1, 2… in arrival order. Text is trimmed. */
export const ChatMessageSchema = z.object({
  id: z.number().int().nonnegative(),
  sender: z.string(),
  /** The sending peer's id. */
  peer: IdSchema,
  time: IsoDateStringSchema,
  text: z.string().trim().min(1),
  isMine: z.boolean(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** The state of a call (one per story). `participants` is keyed by peer id. */
export const CallStateSchema = z.object({
  status: CallStatusSchema,
  storyId: IdSchema,
  groupId: IdSchema.nullable(),
  /** The story creator's user id: the host. */
  creator: IdSchema,
  /** The call author's user id; only the author sends session password changes. */
  author: IdSchema,
  sessionId: IdSchema.nullable(),
  token: z.string().min(1).nullable(),
  /** Interview questions prepared for the call. */
  questions: z.array(z.string()),
  /** Whether local recording is on for this call. */
  localRecording: z.boolean(),
  localRecordingsAllowed: z.boolean(),
  phone_number: z.string().nullable(),
  dial_in_code: z.string().nullable(),
  prepsession: IdSchema.nullable(),
  initialDuration: SecondsSchema,
  featureFlags: FeatureFlagsSchema,
  /** Ids of the connected peers. */
  peers: z.array(IdSchema),
  participants: z.record(IdSchema, CallParticipantSchema),
  chatMessages: z.array(ChatMessageSchema),
});
export type CallState = z.infer<typeof CallStateSchema>;
