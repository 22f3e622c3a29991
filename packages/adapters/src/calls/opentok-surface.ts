/**
 * The part of Vonage's browser SDK (`@opentok/client`, the `OT` object) the Vonage adapter uses. The real SDK is
 * handed in on call pages; the contract tests hand in a loopback fake of the same surface.
 */

/** An SDK error: `code` 1004 is a token the service refused. */
export interface OtError {
  name?: string;
  code?: number;
  message: string;
}

export type OtCallback = (error?: OtError) => void;

/** Anything of the SDK that emits events by name. */
export interface OtEmitter {
  on(type: string, handler: (event: never) => void): unknown;
}

/** One browser in the session; `data` is what the server wrote into that participant's token. */
export interface OtConnection {
  connectionId: string;
  data: string;
}

export interface OtStream {
  streamId: string;
  connection: OtConnection;
  hasVideo: boolean;
  videoType?: 'camera' | 'screen' | 'custom' | undefined;
}

export interface OtPublisher extends OtEmitter {
  publishVideo(value: boolean): unknown;
  destroy(): unknown;
}

export type OtSubscriber = OtEmitter;

export interface OtSession extends OtEmitter {
  connection?: OtConnection | undefined;
  connect(token: string, callback: OtCallback): unknown;
  publish(publisher: OtPublisher, callback: OtCallback): unknown;
  unpublish(publisher: OtPublisher): void;
  subscribe(stream: OtStream, target: undefined, properties: { insertDefaultUI: false }, callback: OtCallback): OtSubscriber;
  signal(signal: { type: string; data: string }, callback: OtCallback): unknown;
  disconnect(): unknown;
}

/** The publisher's settings in the SDK's terms. */
export interface OtPublisherProperties {
  insertDefaultUI: false;
  publishAudio?: boolean;
  publishVideo?: boolean;
  audioSource?: string | boolean | null;
  videoSource?: string | boolean | null;
  resolution?: '1280x720';
  frameRate?: 30;
  echoCancellation?: boolean;
  noiseSuppression?: boolean;
  autoGainControl?: boolean;
  disableAudioProcessing?: boolean;
  enableStereo?: boolean;
}

export interface OtClient {
  initSession(apiKey: string, sessionId: string): OtSession;
  initPublisher(target: undefined, properties: OtPublisherProperties, callback: OtCallback): OtPublisher;
}

/** The SDK's code for a token the session refused. */
export const OT_AUTHENTICATION_ERROR = 1004;
