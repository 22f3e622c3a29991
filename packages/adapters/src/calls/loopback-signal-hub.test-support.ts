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
