import type { DialIn, RecordingLayoutName, RoomRecording, SignalPeer } from '../../model/api/room.api.schema.js';
import type { CallParticipant } from '../../model/call-participant.schema.js';
import type { CallErrorKind, CallStatus, ChatMessage, StreamStatus } from '../../model/call-state.schema.js';
import type { CallMediaStream, PublisherSettings, VideoCallEvent, VideoCallSession } from '../../ports/video-call.port.js';

/** A call failure as the screen shows it. */
export interface CallError {
  kind: CallErrorKind;
  message: string;
}

/** The step of joining that a retry goes back to. */
export type JoinStep = 'connect' | 'initPublisher' | 'publish';

export interface CallContext {
  status: CallStatus;
  roomKey: string;
  session: VideoCallSession | null;
  publisher: PublisherSettings;
  self: SignalPeer | null;
  /** Keyed by peer id; a peer who left stays, not present. */
  participants: Record<string, CallParticipant>;
  streams: Record<string, CallMediaStream>;
  localStream: CallMediaStream | null;
  chatMessages: ChatMessage[];
  recording: RoomRecording;
  questions: string[];
  screenSharing: boolean;
  /** Peers sharing their screen now. */
  remoteScreens: Record<string, boolean>;
  streamStatus: StreamStatus;
  layout: string;
  /** The host's choice of layout while it waits to be sent (2.5 s) and is being sent. */
  pendingLayout: string | null;
  layoutError: boolean;
  /** The number and code to join by phone (`phone_number`, `dial_in_code`); null where dial-in is not available. */
  dialIn: DialIn | null;
  /** Failed tries of the current join step. */
  attempt: number;
  retryStep: JoinStep;
  lastError: CallError | null;
  sessionPassword: string | null;
  /** Set when the last join step was refused for its session password. */
  authProblem: 'needed' | 'failed' | null;
}

export interface CallInput {
  roomKey: string;
  publisher: PublisherSettings;
  questions?: string[];
  layout?: string;
  recording?: RoomRecording;
}

export type CallEvent =
  | { type: 'call.join'; session: VideoCallSession }
  | { type: 'call.leave' }
  /** A session password was typed after the last one was refused. */
  | { type: 'call.sessionPassword.set'; password: string }
  | { type: 'call.retry' }
  | { type: 'call.event'; event: VideoCallEvent }
  | { type: 'call.chat.send'; text: string }
  | { type: 'call.screenShare.toggle' }
  | { type: 'call.video.toggle' }
  | { type: 'call.recording.start' }
  | { type: 'call.recording.stop' }
  | { type: 'call.layout.set'; layout: RecordingLayoutName }
  | { type: 'call.layoutError.dismiss' };
