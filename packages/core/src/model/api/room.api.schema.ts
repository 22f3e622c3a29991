import { z } from 'zod';
import { workspaceMessages } from '../../messages/workspace.messages.js';
import { SESSION_PASSWORD_MIN_LENGTH } from '../../util/constants.js';
import { CountSchema, IdSchema, IsoDateStringSchema, UrlStringSchema } from '../primitives.schema.js';
import { CallRoleSchema } from '../role.schema.js';

/** A room's key: the unguessable part of its join link. */
export const RoomKeySchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Not a room key');

/** `/rooms/{roomKey}/…` path parameters. */
export const RoomKeyParamsSchema = z.strictObject({ roomKey: RoomKeySchema });

/** `/room/stories/{id}` path parameters. */
export const StoryRoomParamsSchema = z.strictObject({ id: IdSchema });

const QuestionsSchema = z.array(z.string().trim().min(1).max(500)).max(100);

/** A call's session password as it is set (at least `SESSION_PASSWORD_MIN_LENGTH` characters); joining sends any text. */
export const SessionPasswordSchema = z.string().min(SESSION_PASSWORD_MIN_LENGTH, workspaceMessages.sessionPasswordTooShort).max(200);

/** `POST /projects/{id}/room/start`: a room bound to a new story in the project (and folder, when given). */
export const RoomStartRequestSchema = z.strictObject({
  folder: IdSchema.optional(),
  title: z.string().trim().max(300).optional(),
  questions: QuestionsSchema.optional(),
  sessionPassword: SessionPasswordSchema.optional(),
});
export type RoomStartRequest = z.infer<typeof RoomStartRequestSchema>;

/** A room as its host (a member who may see the story) reads it. */
export const RoomSchema = z.object({
  roomKey: RoomKeySchema,
  roomUrl: UrlStringSchema,
  storyId: IdSchema,
  projectId: IdSchema,
  folderId: IdSchema.nullable(),
  title: z.string(),
  questions: z.array(z.string()),
  creatorId: IdSchema.nullable(),
  passwordRequired: z.boolean(),
  isRecording: z.boolean(),
  numberOfRecordings: CountSchema,
  layout: z.string(),
});
export type Room = z.infer<typeof RoomSchema>;

/** `GET /rooms/{roomKey}`: what anyone holding the link learns before joining. */
export const RoomInfoSchema = z.object({
  roomKey: RoomKeySchema,
  title: z.string(),
  hostName: z.string(),
  passwordRequired: z.boolean(),
});
export type RoomInfo = z.infer<typeof RoomInfoSchema>;

/** `POST /rooms/{roomKey}/join`: the pre-join form. Guests must accept the terms. */
export const RoomJoinRequestSchema = z.strictObject({
  name: z.string().trim().min(1).max(200),
  email: z.email().max(320).or(z.literal('')).optional(),
  termsAccepted: z.literal(true, 'Accept the terms to join'),
  sessionPassword: z.string().max(200).optional(),
});
export type RoomJoinRequest = z.infer<typeof RoomJoinRequestSchema>;

/**
 * The answer to a join: the room as the participant sees it, their role and the token that opens the signalling
 * socket. A guest's token is valid for this room only; a member uses their own access token (`token` is null).
 */
export const RoomJoinResponseSchema = z.object({
  participantId: IdSchema,
  role: CallRoleSchema,
  name: z.string(),
  token: z.string().min(1).nullable(),
  storyId: IdSchema,
  title: z.string(),
  questions: z.array(z.string()),
  isRecording: z.boolean(),
  numberOfRecordings: CountSchema,
  layout: z.string(),
  /** The server's clock when it answered, so a participant's device can align its recording with the others. */
  serverTime: z.iso.datetime().optional(),
  /**
   * Set by the joining device, not the server: server time minus this device's time at the join, in ms, which
   * its recording is sent with.
   */
  localTimeOffset: z.number().int().optional(),
});
export type RoomJoinResponse = z.infer<typeof RoomJoinResponseSchema>;

/** `PUT /rooms/{roomKey}/questions`. */
export const RoomQuestionsRequestSchema = z.strictObject({ questions: QuestionsSchema });

/** `POST /rooms/{roomKey}/recording`: the host starts or stops recording. */
export const RoomRecordingRequestSchema = z.strictObject({ action: z.enum(['start', 'stop']) });

/** The room's recording state, stored on the story and broadcast to every participant. */
export const RoomRecordingSchema = z.object({
  isRecording: z.boolean(),
  numberOfRecordings: CountSchema,
  at: IsoDateStringSchema.nullable(),
});
export type RoomRecording = z.infer<typeof RoomRecordingSchema>;

/**
 * The video recording layouts: every picture the same size (grid), one participant large and the others small beside
 * them (speaker), everyone in one row (side_by_side).
 */
export const RECORDING_LAYOUTS = ['grid', 'speaker', 'side_by_side'] as const;
export const RecordingLayoutNameSchema = z.enum(RECORDING_LAYOUTS);
export type RecordingLayoutName = z.infer<typeof RecordingLayoutNameSchema>;

/** `POST /rooms/{roomKey}/layout`: the video recording layout. */
export const RoomLayoutRequestSchema = z.strictObject({ layout: RecordingLayoutNameSchema });
export const RoomLayoutResponseSchema = z.object({ layout: z.string() });

/**
 * Where the video service offers telephone dial-in: the number to call and the code that leads into this call (the
 * call state's `phone_number` and `dial_in_code`).
 */
export const DialInSchema = z.object({ phone_number: z.string().min(1), dial_in_code: z.string().regex(/^[0-9]{4,12}$/) });
export type DialIn = z.infer<typeof DialInSchema>;

/**
 * The connection data of the SIP leg that brings a room's telephone callers into its session (dial-in): `phone`, the
 * caller's number (the server keeps only its last digits), null when it was withheld. The archive names the leg's
 * track by its last digits, and the call screen its tile, never by a whole number.
 */
export const PhoneLegDataSchema = z.strictObject({ phone: z.string().max(40).nullable() });
export type PhoneLegData = z.infer<typeof PhoneLegDataSchema>;

/** One participant present in a call, as the signalling socket announces it. */
export const SignalPeerSchema = z.object({
  peerId: IdSchema,
  participantId: IdSchema,
  name: z.string(),
  role: CallRoleSchema,
});
export type SignalPeer = z.infer<typeof SignalPeerSchema>;

/** An SDP description or an ICE candidate relayed from one peer to another, untouched by the server. */
export const PeerSignalDataSchema = z.union([
  z.strictObject({ sdp: z.strictObject({ type: z.enum(['offer', 'answer']), sdp: z.string().max(100_000) }) }),
  z.strictObject({
    candidate: z
      .strictObject({
        candidate: z.string().max(2000),
        sdpMid: z.string().max(100).nullable().optional(),
        sdpMLineIndex: z.number().int().nonnegative().nullable().optional(),
        usernameFragment: z.string().max(200).nullable().optional(),
      })
      .nullable(),
  }),
]);
export type PeerSignalData = z.infer<typeof PeerSignalDataSchema>;

/** What a browser sends on `/rooms/{roomKey}/signal`; the first message must be `auth`. */
export const SignalClientMessageSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('auth'), token: z.string().min(1).max(300) }),
  z.strictObject({ type: z.literal('signal'), to: IdSchema, data: PeerSignalDataSchema }),
  z.strictObject({ type: z.literal('chat'), text: z.string().trim().min(1).max(5000) }),
  z.strictObject({ type: z.literal('screen'), on: z.boolean() }),
  z.strictObject({ type: z.literal('ping') }),
]);
export type SignalClientMessage = z.infer<typeof SignalClientMessageSchema>;

/** A chat message of a call as the server keeps and relays it: who sent it (their peer id and name), and when. */
export const RoomChatMessageSchema = z.object({ from: IdSchema, name: z.string(), text: z.string(), time: IsoDateStringSchema });
export type RoomChatMessage = z.infer<typeof RoomChatMessageSchema>;

/** `GET /rooms/{roomKey}/chat`: the call's chat so far, oldest first. */
export const RoomChatListSchema = z.object({ items: z.array(RoomChatMessageSchema) });

/** `POST /rooms/{roomKey}/call`: the token the participant joined with (a guest's room token or a member's own). */
export const RoomCallRequestSchema = z.strictObject({ token: z.string().min(1).max(300) });

/**
 * Which video service carries the room's call: the built-in WebRTC mesh, or Vonage Video with the session and a
 * client token made for this participant.
 */
export const RoomCallSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('webrtc') }),
  z.object({
    provider: z.literal('vonage'),
    apiKey: z.string().min(1),
    sessionId: z.string().min(1),
    token: z.string().min(1),
    /** The chat so far, for someone joining late (built-in calls get it in the signalling welcome). */
    chat: z.array(RoomChatMessageSchema),
    /** Telephone dial-in into this call, when the server has it configured; null otherwise. */
    dialIn: DialInSchema.nullable(),
  }),
]);

/**
 * `POST /rooms/{roomKey}/chat`: a chat message sent through the server (calls on Vonage Video), which keeps it and
 * passes it on; `peerId` is the sender's connection in the call, so their own browser knows the message as theirs.
 */
export const RoomChatPostSchema = z.strictObject({
  token: z.string().min(1).max(300),
  peerId: z.string().min(1).max(200),
  text: z.string().trim().min(1).max(5000),
});
export type RoomChatPost = z.infer<typeof RoomChatPostSchema>;

/** The answer to a chat post: the message as kept and passed on. */
export const RoomChatPostAnswerSchema = RoomChatMessageSchema;
export type RoomCall = z.infer<typeof RoomCallSchema>;

/** What the server sends on the signalling socket. */
export const SignalServerMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('welcome'),
    self: SignalPeerSchema,
    peers: z.array(SignalPeerSchema),
    recording: RoomRecordingSchema,
    /** The chat so far, for someone joining late. */
    chat: z.array(RoomChatMessageSchema).optional(),
  }),
  z.object({ type: z.literal('presence'), peer: SignalPeerSchema, present: z.boolean() }),
  z.object({ type: z.literal('signal'), from: IdSchema, data: PeerSignalDataSchema }),
  z.object({ type: z.literal('chat'), from: IdSchema, name: z.string(), text: z.string(), time: IsoDateStringSchema }),
  z.object({ type: z.literal('screen'), from: IdSchema, on: z.boolean() }),
  z.object({ type: z.literal('recording'), recording: RoomRecordingSchema }),
  z.object({ type: z.literal('layout'), layout: z.string() }),
  z.object({ type: z.literal('questions'), questions: z.array(z.string()) }),
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
  z.object({ type: z.literal('pong') }),
]);
export type SignalServerMessage = z.infer<typeof SignalServerMessageSchema>;

/** `GET /rooms/ice-servers`: STUN/TURN servers for the browser's peer connections. */
export const IceServersResponseSchema = z.object({
  iceServers: z.array(
    z.object({
      urls: z.union([z.string(), z.array(z.string())]),
      username: z.string().optional(),
      credential: z.string().optional(),
    }),
  ),
});
export type IceServersResponse = z.infer<typeof IceServersResponseSchema>;
