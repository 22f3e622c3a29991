import {
  type RoomChatMessage,
  type RoomRecording,
  SignalClientMessageSchema,
  type SignalPeer,
  type SignalServerMessage,
} from '@storykeep/core';
import type { SocketLike } from './signal-socket.js';

type Listener = (event: never) => void;
const later = (run: () => void) => setTimeout(run, 0);
let counter = 0;
function nextId(prefix: string): string {
  counter += 1;
  return `${prefix}-${counter}`;
}

/** A browser's end of a loopback signalling socket; the hub plays the server's end. */
class LoopbackSocket implements SocketLike {
  readyState = 0;
  private readonly listeners = new Map<string, Listener[]>();
  constructor(
    private readonly hub: LoopbackSignalHub,
    readonly id: string,
  ) {
    later(() => {
      this.readyState = 1;
      this.fire('open', {});
    });
  }
  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  fire(type: string, event: object): void {
    for (const listener of this.listeners.get(type) ?? []) listener(event as never);
  }
  send(data: string): void {
    later(() => this.hub.received(this, data));
  }
  close(code = 1000, reason = ''): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    later(() => {
      this.fire('close', { code, reason });
      this.hub.left(this);
    });
  }
}

/**
 * A loopback stand-in for the server's room signalling (`/api/rooms/{roomKey}/signal`): the same messages, in
 * process. It authenticates by a token table, announces presence, relays peer signals, keeps and replays chat, and
 * broadcasts recording changes, as the server does; it is not the server (that has its own tests).
 */
export class LoopbackSignalHub {
  /** Tokens that open the room, with the participant each stands for. */
  readonly participants = new Map<string, Omit<SignalPeer, 'peerId'>>();
  private readonly peers = new Map<LoopbackSocket, SignalPeer>();
  private readonly chat: RoomChatMessage[] = [];
  private recording: RoomRecording = { isRecording: false, numberOfRecordings: 0, at: null };

  socket(): SocketLike {
    return new LoopbackSocket(this, nextId('socket'));
  }

  private send(socket: LoopbackSocket, message: SignalServerMessage): void {
    if (socket.readyState === 1) socket.fire('message', { data: JSON.stringify(message) });
  }

  private broadcast(message: SignalServerMessage, except?: LoopbackSocket): void {
    for (const socket of this.peers.keys()) if (socket !== except) this.send(socket, message);
  }

  received(socket: LoopbackSocket, raw: string): void {
    const parsed = SignalClientMessageSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) {
      socket.close(4400, 'Malformed');
      return;
    }
    const message = parsed.data;
    const self = this.peers.get(socket);
    if (!self) {
      const participant = message.type === 'auth' ? this.participants.get(message.token) : undefined;
      if (!participant) {
        socket.close(4403, 'Join the room first');
        return;
      }
      const peer = { peerId: nextId('peer'), ...participant };
      const present = [...this.peers.values()];
      this.peers.set(socket, peer);
      this.send(socket, { type: 'welcome', self: peer, peers: present, recording: this.recording, chat: [...this.chat] });
      this.broadcast({ type: 'presence', peer, present: true }, socket);
      return;
    }
    if (message.type === 'signal') {
      const target = [...this.peers].find(([, peer]) => peer.peerId === message.to)?.[0];
      if (target) this.send(target, { type: 'signal', from: self.peerId, data: message.data });
    } else if (message.type === 'chat') {
      const chat = { from: self.peerId, name: self.name, text: message.text, time: new Date().toISOString() };
      this.chat.push(chat);
      this.broadcast({ type: 'chat', ...chat });
    } else if (message.type === 'screen') this.broadcast({ type: 'screen', from: self.peerId, on: message.on }, socket);
  }

  left(socket: LoopbackSocket): void {
    const peer = this.peers.get(socket);
    if (!peer) return;
    this.peers.delete(socket);
    this.broadcast({ type: 'presence', peer, present: false });
  }

  setRecording(on: boolean): void {
    if (on === this.recording.isRecording) return;
    this.recording = {
      isRecording: on,
      numberOfRecordings: this.recording.numberOfRecordings + (on ? 1 : 0),
      at: new Date().toISOString(),
    };
    this.broadcast({ type: 'recording', recording: this.recording });
  }

  /** The network drops the socket of this peer: its browser sees an abnormal close, the others see it leave. */
  drop(peerId: string): void {
    const socket = [...this.peers].find(([, peer]) => peer.peerId === peerId)?.[0];
    if (!socket) return;
    socket.readyState = 3;
    later(() => {
      socket.fire('close', { code: 1006, reason: '' });
      this.left(socket);
    });
  }
}

/** A media track without media: an id, a kind, and the members the adapter touches. */
function fakeTrack(kind: 'audio' | 'video') {
  return { id: nextId(`${kind}-track`), kind, enabled: true, stop() {}, addEventListener() {} };
}

/** A MediaStream without media, from the fake devices. */
export function fakeMediaStream(video: boolean) {
  const tracks = [fakeTrack('audio'), ...(video ? [fakeTrack('video')] : [])];
  return {
    id: nextId('stream'),
    getTracks: () => tracks,
    getAudioTracks: () => tracks.filter((t) => t.kind === 'audio'),
    getVideoTracks: () => tracks.filter((t) => t.kind === 'video'),
  };
}

/** Camera, microphone and screen that answer at once with streams without media. */
export const fakeMediaDevices = {
  getUserMedia: async (constraints?: MediaStreamConstraints) => fakeMediaStream(Boolean(constraints?.video)) as unknown as MediaStream,
  getDisplayMedia: async () => fakeMediaStream(true) as unknown as MediaStream,
};

interface FakeTransceiver {
  sender: { track: { id: string; kind: string } | null; replaceTrack(track: { id: string; kind: string } | null): Promise<void> };
  currentDirection: RTCRtpTransceiverDirection | null;
  streamId: string;
}

/**
 * An RTCPeerConnection without a network, for Node: offers and answers are JSON lists of the tracks sent, the
 * signalling states follow the browser's (with the implicit rollback a polite peer relies on), and a remote
 * description fires `ontrack` for each stream it newly carries. It checks the adapter's negotiation, not WebRTC.
 */
export class FakePeerConnection {
  signalingState: RTCSignalingState = 'stable';
  connectionState: RTCPeerConnectionState = 'new';
  localDescription: { type: RTCSdpType; sdp: string } | null = null;
  onnegotiationneeded: (() => void) | null = null;
  onicecandidate: ((event: { candidate: { toJSON(): RTCIceCandidateInit } | null }) => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;
  ontrack: ((event: { track: unknown; streams: unknown[] }) => void) | null = null;
  private readonly transceivers: FakeTransceiver[] = [];
  private readonly received = new Set<string>();
  private offered: FakeTransceiver[] = [];

  addTrack(track: { id: string; kind: string }, stream: { id: string }) {
    const transceiver: FakeTransceiver = {
      sender: {
        track,
        replaceTrack: async (next) => {
          transceiver.sender.track = next;
        },
      },
      currentDirection: null,
      streamId: stream.id,
    };
    this.transceivers.push(transceiver);
    later(() => this.onnegotiationneeded?.());
    return transceiver.sender;
  }

  getTransceivers(): FakeTransceiver[] {
    return this.transceivers;
  }

  private describe(): string {
    const sending = this.transceivers.filter((t) => t.sender.track);
    return JSON.stringify(sending.map((t) => ({ stream: t.streamId, track: t.sender.track?.id, kind: t.sender.track?.kind })));
  }

  private sent(transceivers: FakeTransceiver[]): void {
    for (const t of transceivers) t.currentDirection = 'sendrecv';
  }

  async setLocalDescription(): Promise<void> {
    if (this.signalingState === 'closed') throw new Error('InvalidStateError: closed');
    if (this.signalingState === 'have-remote-offer') {
      this.localDescription = { type: 'answer', sdp: this.describe() };
      this.signalingState = 'stable';
      this.sent(this.transceivers.filter((t) => t.sender.track));
    } else {
      this.localDescription = { type: 'offer', sdp: this.describe() };
      this.offered = this.transceivers.filter((t) => t.sender.track);
      this.signalingState = 'have-local-offer';
    }
    later(() =>
      this.onicecandidate?.({
        candidate: { toJSON: () => ({ candidate: 'candidate:1 1 udp 1 127.0.0.1 9 typ host', sdpMid: '0', sdpMLineIndex: 0 }) },
      }),
    );
  }

  async setRemoteDescription(description: { type: RTCSdpType; sdp?: string }): Promise<void> {
    if (description.type === 'offer') {
      // A polite peer's pending offer is rolled back by an incoming one, as browsers do.
      this.signalingState = 'have-remote-offer';
    } else {
      if (this.signalingState !== 'have-local-offer') throw new Error('InvalidStateError: no offer to answer');
      this.signalingState = 'stable';
      this.sent(this.offered);
    }
    const tracks = JSON.parse(description.sdp ?? '[]') as Array<{ stream: string; track: string; kind: string }>;
    for (const { stream, track, kind } of tracks) {
      if (this.received.has(stream)) continue;
      this.received.add(stream);
      later(() => this.ontrack?.({ track: { id: track, kind }, streams: [{ id: stream }] }));
    }
  }

  async addIceCandidate(): Promise<void> {}

  restartIce(): void {}

  close(): void {
    this.signalingState = 'closed';
    this.connectionState = 'closed';
  }
}
