import type {
  CallMediaStream,
  PublisherSettings,
  RoomCall,
  VideoCall,
  VideoCallEvent,
  VideoCallJoined,
  VideoCallSession,
} from '@storykeep/core';
import { VideoCallError } from '@storykeep/core';
import { type Observable, Subject, type Subscription } from 'rxjs';
import { ApiError } from '../http/api-error.js';

/**
 * Makes the call of the provider the server named; each kind's code is imported only here, when a call connects.
 * `latest` answers the server's newest answer (a reconnect brings a fresh token).
 */
export type CallFactory = (call: RoomCall, latest: () => RoomCall) => Promise<VideoCall>;

/**
 * A failure of the server's answer as the call machine reads it: a refused call token (403) is an auth failure, as
 * when the signalling refuses it, so the participant is asked again rather than retried.
 */
export function asCallError(error: unknown): unknown {
  if (error instanceof ApiError && error.status === 403) return new VideoCallError(error.message, 'failed');
  if (error instanceof ApiError) return new VideoCallError(error.message);
  return error;
}

/**
 * The video call of whichever service the server runs the room on: on connect it asks the server (built-in WebRTC
 * by default, Vonage Video when configured) and hands every later call to that adapter. Its events stay one stream
 * across reconnects.
 */
export class ProviderVideoCall implements VideoCall {
  private readonly subject = new Subject<VideoCallEvent>();
  private inner: { kind: RoomCall['provider']; call: VideoCall; events: Subscription } | undefined;
  private latest: RoomCall | undefined;

  constructor(
    private readonly provider: (session: VideoCallSession) => Promise<RoomCall>,
    private readonly create: CallFactory,
  ) {}

  events(): Observable<VideoCallEvent> {
    return this.subject.asObservable();
  }

  /** The adapter for this session's provider, made anew only when the provider changed. */
  async connect(session: VideoCallSession): Promise<VideoCallJoined> {
    const answer = await this.provider(session).catch((error: unknown) => {
      throw asCallError(error);
    });
    this.latest = answer;
    if (this.inner?.kind !== answer.provider) {
      await this.drop();
      const call = await this.create(answer, () => this.latest ?? answer);
      this.inner = { kind: answer.provider, call, events: call.events().subscribe((event) => this.subject.next(event)) };
    }
    const joined = await this.inner.call.connect(session);
    // Only a hosted service offers a telephone number into the call; built-in calls have none.
    return { ...joined, dialIn: answer.provider === 'vonage' ? answer.dialIn : null };
  }

  private current(): VideoCall {
    if (!this.inner) throw new VideoCallError('Connect first');
    return this.inner.call;
  }

  async initPublisher(settings: PublisherSettings): Promise<CallMediaStream> {
    return this.current().initPublisher(settings);
  }

  async publish(): Promise<void> {
    return this.current().publish();
  }

  async unpublish(): Promise<void> {
    return this.current().unpublish();
  }

  async setScreenShare(on: boolean): Promise<void> {
    return this.current().setScreenShare(on);
  }

  async setVideoEnabled(enabled: boolean): Promise<void> {
    return this.current().setVideoEnabled(enabled);
  }

  async sendChat(text: string): Promise<void> {
    return this.current().sendChat(text);
  }

  async disconnect(): Promise<void> {
    await this.inner?.call.disconnect();
  }

  private async drop(): Promise<void> {
    const inner = this.inner;
    this.inner = undefined;
    inner?.events.unsubscribe();
    await inner?.call.disconnect();
  }
}
