import type { Observable } from 'rxjs';
import type { DialIn, RoomChatMessage, RoomRecording, SignalPeer } from '../model/api/room.api.schema.js';
import type { PublisherOptions } from '../model/publisher-options.schema.js';

/**
 * A media stream of the platform, opaque to core (a MediaStream in the browser); the screen hands it to a video
 * element.
 */
export type CallMediaStream = { readonly id: string };

/** Where and as whom to connect: the room's key and the token that opens its signalling. */
export interface VideoCallSession {
  roomKey: string;
  token: string;
}

/** What the publisher captures and how: devices (saved on the device), audio processing, and video on or off. */
export interface PublisherSettings {
  audioDeviceId?: string | undefined;
  videoDeviceId?: string | undefined;
  video: boolean;
  options: PublisherOptions;
}

/** Something that happened in the call, as the adapter reports it. */
export type VideoCallEvent =
  | { type: 'peerJoined'; peer: SignalPeer }
  | { type: 'peerLeft'; peerId: string }
  | { type: 'streamAdded'; peerId: string; stream: CallMediaStream }
  | { type: 'streamRemoved'; peerId: string }
  | { type: 'chat'; from: string; name: string; text: string; time: string }
  | { type: 'screenShare'; peerId: string; on: boolean }
  | { type: 'recording'; recording: RoomRecording }
  | { type: 'layout'; layout: string }
  | { type: 'questions'; questions: string[] }
  | { type: 'audioLevel'; peerId: string; level: number }
  /** The connection dropped; the adapter has stopped, the caller reconnects. */
  | { type: 'disconnected'; reason: string }
  /** The local publisher stopped (a device was unplugged, a track ended). */
  | { type: 'publisherLost'; reason: string };

/** A call failure the adapter raises; `auth` tells a refused token (the caller asks again) from other failures. */
export class VideoCallError extends Error {
  constructor(
    message: string,
    readonly auth: 'needed' | 'failed' | null = null,
  ) {
    super(message);
    this.name = 'VideoCallError';
  }
}

/**
 * What a successful connect answers: who I am, who is there, the recording state and the chat so far, and the
 * telephone dial-in into the call where the video service offers one (null: joining by phone is not available).
 */
export interface VideoCallJoined {
  self: SignalPeer;
  peers: SignalPeer[];
  recording: RoomRecording;
  chat: RoomChatMessage[];
  dialIn?: DialIn | null;
}

/**
 * A live video call: built-in WebRTC (peer-to-peer over the server's signalling) or a hosted video service. `connect`
 * answers who this participant is, who is already there and what was said; events arrive until `disconnect`.
 */
export const VideoCall = Symbol('VideoCall');
export interface VideoCall {
  connect(session: VideoCallSession): Promise<VideoCallJoined>;
  /** Opens the camera and microphone; fails when no device can be opened. */
  initPublisher(settings: PublisherSettings): Promise<CallMediaStream>;
  /** Sends the publisher's media to every peer, present and future. */
  publish(): Promise<void>;
  unpublish(): Promise<void>;
  /** Replaces the camera with the screen (on) or puts the camera back (off). */
  setScreenShare(on: boolean): Promise<void>;
  /** Turns the outgoing video off (audio only) or back on. */
  setVideoEnabled(enabled: boolean): Promise<void>;
  sendChat(text: string): Promise<void>;
  events(): Observable<VideoCallEvent>;
  disconnect(): Promise<void>;
}

/** Opens a new call of the configured kind; its code is loaded only when a call page asks for one. */
export const VideoCallProvider = Symbol('VideoCallProvider');
export interface VideoCallProvider {
  open(): Promise<VideoCall>;
}
