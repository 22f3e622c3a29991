import {
  type CallMediaStream,
  PUBLISHER_FRAME_RATE,
  PUBLISHER_RESOLUTION,
  type PublisherSettings,
  type SignalPeer,
  type SignalServerMessage,
  type VideoCall,
  VideoCallError,
  type VideoCallEvent,
  type VideoCallJoined,
  type VideoCallSession,
} from '@storykeep/core';
import { type Observable, Subject } from 'rxjs';
import { PeerLink } from './peer-link.js';
import { SignalSocket, type SocketLike } from './signal-socket.js';

/** What the built-in WebRTC call needs from the browser and the server; tests pass their own. */
export interface WebRtcOptions {
  /** `ws(s)://…/api/rooms/{roomKey}/signal`. */
  signalUrl(roomKey: string): string;
  iceServers(): Promise<RTCIceServer[]>;
  createSocket?(url: string): SocketLike;
  createPeerConnection?(configuration: RTCConfiguration): RTCPeerConnection;
  mediaDevices?: Pick<MediaDevices, 'getUserMedia' | 'getDisplayMedia'>;
}

/** The media constraints of the publisher: chosen devices, audio processing, and 1280x720 video at 30 fps. */
export function publisherConstraints(settings: PublisherSettings): MediaStreamConstraints {
  const { options } = settings;
  const processing = !options.disableAudioProcessing;
  return {
    audio: {
      ...(settings.audioDeviceId ? { deviceId: { exact: settings.audioDeviceId } } : {}),
      echoCancellation: processing && options.echoCancellation,
      noiseSuppression: processing && options.noiseSuppression,
      autoGainControl: processing && options.autoGainControl,
      channelCount: options.enableStereo ? 2 : 1,
    },
    video: settings.video
      ? {
          ...(settings.videoDeviceId ? { deviceId: { exact: settings.videoDeviceId } } : {}),
          width: { ideal: PUBLISHER_RESOLUTION.width },
          height: { ideal: PUBLISHER_RESOLUTION.height },
          frameRate: { ideal: PUBLISHER_FRAME_RATE },
        }
      : false,
  };
}

/**
 * The built-in video call: a mesh of RTCPeerConnections (meant for up to 4 participants), one per other peer,
 * negotiated over the server's signalling socket. No outside account; STUN/TURN come from the server's configuration.
 */
export class WebRtcVideoCall implements VideoCall {
  private readonly subject = new Subject<VideoCallEvent>();
  private signal: SignalSocket | undefined;
  private self: SignalPeer | undefined;
  private readonly links = new Map<string, PeerLink>();
  private iceServers: RTCIceServer[] = [];
  private local: MediaStream | undefined;
  private screen: MediaStream | undefined;
  private published = false;

  constructor(private readonly options: WebRtcOptions) {}

  events(): Observable<VideoCallEvent> {
    return this.subject.asObservable();
  }

  async connect(session: VideoCallSession): Promise<VideoCallJoined> {
    this.closeConnections();
    this.iceServers = await this.options.iceServers();
    const socket = (this.options.createSocket ?? ((url: string) => new WebSocket(url) as SocketLike))(
      this.options.signalUrl(session.roomKey),
    );
    const { signal, welcome } = await SignalSocket.open(
      socket,
      session.token,
      (message) => this.onMessage(message),
      (reason) => {
        this.closeConnections();
        this.subject.next({ type: 'disconnected', reason });
      },
    );
    this.signal = signal;
    this.self = welcome.self;
    for (const peer of welcome.peers) this.link(peer.peerId);
    return { self: welcome.self, peers: welcome.peers, recording: welcome.recording, chat: welcome.chat ?? [] };
  }

  async initPublisher(settings: PublisherSettings): Promise<CallMediaStream> {
    for (const track of this.local?.getTracks() ?? []) track.stop();
    const devices = this.options.mediaDevices ?? navigator.mediaDevices;
    const stream = await devices.getUserMedia(publisherConstraints(settings));
    for (const track of stream.getTracks())
      track.addEventListener('ended', () => this.subject.next({ type: 'publisherLost', reason: `${track.kind} ended` }));
    this.local = stream;
    return stream;
  }

  async publish(): Promise<void> {
    if (!this.local) throw new VideoCallError('Initialise the publisher first');
    this.published = true;
    for (const link of this.links.values()) link.addTracks(this.local);
  }

  async unpublish(): Promise<void> {
    this.published = false;
  }

  async setScreenShare(on: boolean): Promise<void> {
    const camera = this.local?.getVideoTracks()[0] ?? null;
    if (on) {
      const devices = this.options.mediaDevices ?? navigator.mediaDevices;
      this.screen = await devices.getDisplayMedia({ video: true });
      const track = this.screen.getVideoTracks()[0] ?? null;
      track?.addEventListener('ended', () => void this.setScreenShare(false));
      for (const link of this.links.values()) await link.replaceVideo(track);
    } else {
      for (const track of this.screen?.getTracks() ?? []) track.stop();
      this.screen = undefined;
      for (const link of this.links.values()) await link.replaceVideo(camera);
    }
    this.signal?.send({ type: 'screen', on });
  }

  async setVideoEnabled(enabled: boolean): Promise<void> {
    for (const track of this.local?.getVideoTracks() ?? []) track.enabled = enabled;
  }

  async sendChat(text: string): Promise<void> {
    const trimmed = text.trim();
    if (trimmed) this.signal?.send({ type: 'chat', text: trimmed });
  }

  async disconnect(): Promise<void> {
    this.closeConnections();
    for (const track of [...(this.local?.getTracks() ?? []), ...(this.screen?.getTracks() ?? [])]) track.stop();
    this.local = undefined;
    this.screen = undefined;
    this.published = false;
  }

  private closeConnections(): void {
    const signal = this.signal;
    this.signal = undefined;
    signal?.close();
    for (const link of this.links.values()) link.close();
    this.links.clear();
  }

  private link(peerId: string): PeerLink {
    const existing = this.links.get(peerId);
    if (existing) return existing;
    const create = this.options.createPeerConnection ?? ((configuration: RTCConfiguration) => new RTCPeerConnection(configuration));
    const link = new PeerLink(
      peerId,
      create({ iceServers: this.iceServers }),
      // Ids are compared so exactly one side of each pair is polite.
      (this.self?.peerId ?? '') < peerId,
      (data) => this.signal?.send({ type: 'signal', to: peerId, data }),
      (stream) => this.subject.next({ type: 'streamAdded', peerId, stream: stream as CallMediaStream }),
      // A failed offer leaves this one link as it was; the next negotiation (or the peer's) tries again.
      () => {},
    );
    this.links.set(peerId, link);
    if (this.published && this.local) link.addTracks(this.local);
    return link;
  }

  private onMessage(message: SignalServerMessage): void {
    switch (message.type) {
      case 'presence':
        if (message.present) {
          this.link(message.peer.peerId);
          this.subject.next({ type: 'peerJoined', peer: message.peer });
        } else {
          this.links.get(message.peer.peerId)?.close();
          this.links.delete(message.peer.peerId);
          this.subject.next({ type: 'streamRemoved', peerId: message.peer.peerId });
          this.subject.next({ type: 'peerLeft', peerId: message.peer.peerId });
        }
        return;
      case 'signal':
        // A stale or out-of-order description is dropped; the peers renegotiate on their next change.
        void this.link(message.from)
          .receive(message.data)
          .catch(() => {});
        return;
      case 'chat':
        this.subject.next({ type: 'chat', from: message.from, name: message.name, text: message.text, time: message.time });
        return;
      case 'screen':
        this.subject.next({ type: 'screenShare', peerId: message.from, on: message.on });
        return;
      case 'recording':
        this.subject.next({ type: 'recording', recording: message.recording });
        return;
      case 'layout':
        this.subject.next({ type: 'layout', layout: message.layout });
        return;
      case 'questions':
        this.subject.next({ type: 'questions', questions: message.questions });
        return;
      default:
        return;
    }
  }
}
