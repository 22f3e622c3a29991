import { DEFAULT_PUBLISHER_OPTIONS, messages, type SignalServerMessage, VideoCallError } from '@storykeep/core';
import { describe, expect, it } from 'vitest';
import { SignalSocket, type SocketLike } from './signal-socket.js';
import { publisherConstraints } from './webrtc-video-call.js';

/** A socket the test drives: it records what was sent and fires the events it is told to. */
class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  closed: number | undefined;
  private listeners: Record<string, Array<(event: never) => void>> = {};
  addEventListener(type: string, listener: (event: never) => void): void {
    const list = this.listeners[type] ?? [];
    list.push(listener);
    this.listeners[type] = list;
  }
  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000): void {
    this.closed = code;
  }
  fire(type: 'open' | 'message' | 'close', event: unknown = {}): void {
    if (type === 'open') this.readyState = 1;
    for (const listener of this.listeners[type] ?? []) listener(event as never);
  }
  receive(message: SignalServerMessage): void {
    this.fire('message', { data: JSON.stringify(message) });
  }
}

const self = { peerId: 'me', participantId: 'p', name: 'Nora', role: 'guest' as const };
const welcome: SignalServerMessage = {
  type: 'welcome',
  self,
  peers: [],
  recording: { isRecording: false, numberOfRecordings: 0, at: null },
};

describe('SignalSocket', () => {
  it('sends the token in its first message, resolves on the welcome, then hands on later messages', async () => {
    const socket = new FakeSocket();
    const received: SignalServerMessage[] = [];
    const opening = SignalSocket.open(
      socket,
      'secret',
      (m) => received.push(m),
      () => {},
    );
    socket.fire('open');
    expect(socket.sent).toEqual([{ type: 'auth', token: 'secret' }]);
    socket.receive({ type: 'pong' });
    socket.receive(welcome);
    const { signal, welcome: answer } = await opening;
    expect(answer.self).toEqual(self);
    socket.receive({ type: 'chat', from: 'x', name: 'Ada', text: 'hi', time: '2024-06-01T12:00:00.000Z' });
    socket.fire('message', { data: JSON.stringify({ type: 'nonsense' }) });
    expect(received.map((m) => m.type)).toEqual(['chat']);
    signal.send({ type: 'chat', text: 'hello' });
    expect(socket.sent.at(-1)).toEqual({ type: 'chat', text: 'hello' });
  });

  it('rejects a refused token as an auth failure, and reports a close after joining but not its own', async () => {
    const refused = new FakeSocket();
    const opening = SignalSocket.open(
      refused,
      'bad',
      () => {},
      () => {},
    );
    refused.fire('open');
    refused.fire('close', { code: 4403, reason: 'Join the room first' });
    const error = await opening.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VideoCallError);
    expect((error as VideoCallError).auth).toBe('failed');

    const full = new FakeSocket();
    const refusedFull = SignalSocket.open(
      full,
      't',
      () => {},
      () => {},
    );
    full.fire('open');
    full.fire('close', { code: 4409, reason: messages.callFull });
    const fullError = await refusedFull.catch((e: unknown) => e);
    expect([(fullError as VideoCallError).message, (fullError as VideoCallError).auth]).toEqual([messages.callFull, null]);

    const socket = new FakeSocket();
    const closes: string[] = [];
    const joined = SignalSocket.open(
      socket,
      't',
      () => {},
      (reason) => closes.push(reason),
    );
    socket.fire('open');
    socket.receive(welcome);
    const { signal } = await joined;
    socket.fire('close', { code: 1006, reason: '' });
    expect(closes).toEqual(['Signalling closed (1006)']);
    signal.close();
    socket.fire('close', { code: 1000, reason: 'left' });
    expect(closes).toHaveLength(1);
  });
});

describe('publisherConstraints', () => {
  it('asks for the chosen devices, 1280x720 at 30 fps, and the audio processing of the publisher options', () => {
    const constraints = publisherConstraints({
      video: true,
      audioDeviceId: 'mic',
      videoDeviceId: 'cam',
      options: DEFAULT_PUBLISHER_OPTIONS,
    });
    expect(constraints).toEqual({
      audio: { deviceId: { exact: 'mic' }, echoCancellation: true, noiseSuppression: true, autoGainControl: true, channelCount: 1 },
      video: { deviceId: { exact: 'cam' }, width: { ideal: 1280 }, height: { ideal: 720 }, frameRate: { ideal: 30 } },
    });
    const raw = publisherConstraints({
      video: false,
      options: { ...DEFAULT_PUBLISHER_OPTIONS, disableAudioProcessing: true, enableStereo: true },
    });
    expect(raw).toEqual({
      audio: { echoCancellation: false, noiseSuppression: false, autoGainControl: false, channelCount: 2 },
      video: false,
    });
  });
});
