import {
  type CallMediaStream,
  type PublisherSettings,
  type RoomChatMessage,
  type RoomRecording,
  type SignalPeer,
  type VideoCall,
  VideoCallError,
  type VideoCallEvent,
  type VideoCallJoined,
  type VideoCallSession,
} from '@storykeep/core';
import { type Observable, Subject } from 'rxjs';
import type { OtClient, OtConnection, OtPublisher, OtPublisherProperties, OtSession, OtStream } from './opentok-surface.js';
import { callError, peerOf, serverAnnouncement, settle } from './vonage-signals.js';

/** The Vonage session of a room, this participant's client token in it and the chat so far, as the server answers. */
export interface VonageCredentials {
  apiKey: string;
  sessionId: string;
  token: string;
  chat: RoomChatMessage[];
}

export interface VonageOptions {
  ot: OtClient;
  credentials(session: VideoCallSession): Promise<VonageCredentials>;
  /**
   * Sends a chat message through the server, which keeps it for late joiners and passes it to the session as a
   * signal; `peerId` is this browser's connection.
   */
  sendChat(session: VideoCallSession, message: { peerId: string; text: string }): Promise<void>;
}

/**
 * A call on Vonage Video: the OT session carries presence (connections) and media (publishers and subscribers); the
 * server's announcements arrive as signals it sends with the signalling message's type (chat among them: chat goes
 * through the server, which keeps it for late joiners); archive events tell everyone a recording started or stopped.
 */
export class VonageVideoCall implements VideoCall {
  private readonly subject = new Subject<VideoCallEvent>();
  private session: OtSession | undefined;
  private publisher: OtPublisher | undefined;
  private screen: OtPublisher | undefined;
  private self: SignalPeer | undefined;
  private readonly peers = new Map<string, SignalPeer>();
  /** Each peer's camera stream, shown again when their screen share ends. */
  private readonly cameras = new Map<string, CallMediaStream>();
  private recording: RoomRecording = { isRecording: false, numberOfRecordings: 0, at: null };
  private leaving = false;
  private joinedAs: VideoCallSession | undefined;

  constructor(private readonly options: VonageOptions) {}

  events(): Observable<VideoCallEvent> {
    return this.subject.asObservable();
  }

  async connect(session: VideoCallSession): Promise<VideoCallJoined> {
    this.close();
    this.leaving = false;
    const credentials = await this.options.credentials(session);
    const ot = this.options.ot.initSession(credentials.apiKey, credentials.sessionId);
    this.session = ot;
    let connected = false;
    ot.on('connectionCreated', ({ connection }: { connection: OtConnection }) => {
      if (connection.connectionId === ot.connection?.connectionId || this.peers.has(connection.connectionId)) return;
      const peer = peerOf(connection);
      this.peers.set(peer.peerId, peer);
      // Those already there when this browser connects are answered by `connect`, not announced.
      if (connected) this.subject.next({ type: 'peerJoined', peer });
    });
    ot.on('connectionDestroyed', ({ connection }: { connection: OtConnection }) => {
      if (this.peers.delete(connection.connectionId)) this.subject.next({ type: 'peerLeft', peerId: connection.connectionId });
    });
    ot.on('streamCreated', ({ stream }: { stream: OtStream }) => this.subscribe(ot, stream));
    ot.on('streamDestroyed', ({ stream }: { stream: OtStream }) => {
      const peerId = stream.connection.connectionId;
      if (stream.videoType !== 'screen') {
        this.cameras.delete(peerId);
        this.subject.next({ type: 'streamRemoved', peerId });
        return;
      }
      this.subject.next({ type: 'screenShare', peerId, on: false });
      const camera = this.cameras.get(peerId);
      if (camera) this.subject.next({ type: 'streamAdded', peerId, stream: camera });
    });
    ot.on('signal', (event: { type?: string; data?: string; from: OtConnection | null }) => this.onSignal(event));
    ot.on('archiveStarted', () => this.onArchive(true));
    ot.on('archiveStopped', () => this.onArchive(false));
    ot.on('sessionDisconnected', ({ reason }: { reason: string }) => {
      if (this.session !== ot || this.leaving) return;
      this.close();
      this.subject.next({ type: 'disconnected', reason });
    });
    await settle((done) => ot.connect(credentials.token, done));
    connected = true;
    if (!ot.connection) throw new VideoCallError('Connected without a connection');
    this.self = peerOf(ot.connection);
    this.joinedAs = session;
    return { self: this.self, peers: [...this.peers.values()], recording: this.recording, chat: credentials.chat };
  }

  async initPublisher(settings: PublisherSettings): Promise<CallMediaStream> {
    this.publisher?.destroy();
    const { options } = settings;
    const properties: OtPublisherProperties = {
      insertDefaultUI: false,
      publishVideo: settings.video,
      audioSource: settings.audioDeviceId ?? true,
      videoSource: settings.video ? (settings.videoDeviceId ?? true) : null,
      resolution: '1280x720',
      frameRate: 30,
      echoCancellation: options.echoCancellation,
      noiseSuppression: options.noiseSuppression,
      autoGainControl: options.autoGainControl,
      disableAudioProcessing: options.disableAudioProcessing,
      enableStereo: options.enableStereo,
    };
    return new Promise<CallMediaStream>((resolve, reject) => {
      const publisher = this.options.ot.initPublisher(undefined, properties, (error) => {
        if (error) reject(callError(error));
      });
      this.publisher = publisher;
      publisher.on('mediaStreamAvailable', ({ mediaStream }: { mediaStream: CallMediaStream }) => resolve(mediaStream));
      publisher.on('mediaStopped', () => this.subject.next({ type: 'publisherLost', reason: 'media stopped' }));
      publisher.on('audioLevelUpdated', ({ audioLevel }: { audioLevel: number }) => {
        if (this.self) this.subject.next({ type: 'audioLevel', peerId: this.self.peerId, level: audioLevel });
      });
    });
  }

  async publish(): Promise<void> {
    const { session, publisher } = this;
    if (!publisher) throw new VideoCallError('Initialise the publisher first');
    if (!session) throw new VideoCallError('Connect first');
    await settle((done) => session.publish(publisher, done));
  }

  async unpublish(): Promise<void> {
    if (this.publisher) this.session?.unpublish(this.publisher);
  }

  async setScreenShare(on: boolean): Promise<void> {
    const session = this.session;
    if (!session) throw new VideoCallError('Connect first');
    if (!on) {
      if (this.screen) session.unpublish(this.screen);
      this.screen?.destroy();
      this.screen = undefined;
      return;
    }
    const screen = await new Promise<OtPublisher>((resolve, reject) => {
      const created = this.options.ot.initPublisher(
        undefined,
        { insertDefaultUI: false, videoSource: 'screen', publishAudio: false },
        (error) => (error ? reject(callError(error)) : resolve(created)),
      );
    });
    this.screen = screen;
    await settle((done) => session.publish(screen, done));
  }

  async setVideoEnabled(enabled: boolean): Promise<void> {
    this.publisher?.publishVideo(enabled);
  }

  async sendChat(text: string): Promise<void> {
    const trimmed = text.trim();
    const { joinedAs, self } = this;
    if (!joinedAs || !self) throw new VideoCallError('Connect first');
    if (trimmed) await this.options.sendChat(joinedAs, { peerId: self.peerId, text: trimmed });
  }

  async disconnect(): Promise<void> {
    this.leaving = true;
    this.close();
  }

  private close(): void {
    const session = this.session;
    this.session = undefined;
    for (const publisher of [this.publisher, this.screen]) {
      if (publisher) session?.unpublish(publisher);
      publisher?.destroy();
    }
    this.publisher = undefined;
    this.screen = undefined;
    this.peers.clear();
    this.cameras.clear();
    session?.disconnect();
  }

  private subscribe(session: OtSession, stream: OtStream): void {
    const peerId = stream.connection.connectionId;
    const subscriber = session.subscribe(stream, undefined, { insertDefaultUI: false }, (error) => {
      if (error) this.subject.next({ type: 'streamRemoved', peerId });
    });
    subscriber.on('videoElementCreated', ({ element }: { element: { srcObject: CallMediaStream | null } }) => {
      if (!element.srcObject) return;
      if (stream.videoType === 'screen') this.subject.next({ type: 'screenShare', peerId, on: true });
      else this.cameras.set(peerId, element.srcObject);
      this.subject.next({ type: 'streamAdded', peerId, stream: element.srcObject });
    });
    subscriber.on('audioLevelUpdated', ({ audioLevel }: { audioLevel: number }) =>
      this.subject.next({ type: 'audioLevel', peerId, level: audioLevel }),
    );
  }

  private onSignal(event: { type?: string; data?: string; from: OtConnection | null }): void {
    const announced = serverAnnouncement(event);
    if (announced?.type === 'recording') this.recording = announced.recording;
    if (announced) this.subject.next(announced);
  }

  /** An archive event: the recording's state as far as this browser can tell, until the server's signal says more. */
  private onArchive(isRecording: boolean): void {
    if (this.recording.isRecording === isRecording) return;
    this.recording = {
      isRecording,
      numberOfRecordings: this.recording.numberOfRecordings + (isRecording ? 1 : 0),
      at: new Date().toISOString(),
    };
    this.subject.next({ type: 'recording', recording: this.recording });
  }
}
