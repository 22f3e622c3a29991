import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import type { DialIn, RoomChatMessage, RoomRecording, SignalPeer } from '../../model/api/room.api.schema.js';
import { DEFAULT_PUBLISHER_OPTIONS } from '../../model/publisher-options.schema.js';
import { type CallMediaStream, VideoCallError, type VideoCallEvent } from '../../ports/video-call.port.js';
import { flush } from '../testing/flush.js';
import { type CallJoined, callMachine } from './call.machine.js';
import type { CallEvent } from './call.types.js';

const host: SignalPeer = { peerId: 'p-host', participantId: 'a', name: 'Interviewer', role: 'host' };
const guest: SignalPeer = { peerId: 'p-guest', participantId: 'b', name: '', role: 'guest' };
const idle: RoomRecording = { isRecording: false, numberOfRecordings: 0, at: null };

type Answer = 'ok' | Error;

function start(
  options: {
    connect?: Answer[];
    init?: Answer[];
    publish?: Answer[];
    self?: SignalPeer;
    layout?: Answer[];
    chat?: RoomChatMessage[];
    dialIn?: DialIn | null;
  } = {},
) {
  const clock = new SimulatedClock();
  const calls: string[] = [];
  const chats: string[] = [];
  const layouts: string[] = [];
  let emit: (event: VideoCallEvent) => void = () => {};
  const answer = (list: Answer[] | undefined, name: string) => {
    calls.push(name);
    const next = list?.shift() ?? 'ok';
    if (next instanceof Error) throw next;
  };
  const machine = callMachine.provide({
    actors: {
      connect: fromPromise(async (): Promise<CallJoined> => {
        answer(options.connect, 'connect');
        return { self: options.self ?? host, peers: [guest], recording: idle, chat: options.chat ?? [], dialIn: options.dialIn ?? null };
      }),
      initPublisher: fromPromise(async (): Promise<CallMediaStream> => {
        answer(options.init, 'init');
        return { id: 'local' };
      }),
      publish: fromPromise(async (): Promise<void> => {
        answer(options.publish, 'publish');
      }),
      disconnect: fromPromise(async (): Promise<void> => {
        calls.push('disconnect');
      }),
      setScreenShare: fromPromise(async ({ input }: { input: { on: boolean } }): Promise<void> => {
        calls.push(`screen ${input.on}`);
      }),
      setVideoEnabled: fromPromise(async ({ input }: { input: { enabled: boolean } }): Promise<void> => {
        calls.push(`video ${input.enabled}`);
      }),
      setRecording: fromPromise(
        async ({ input }: { input: { roomKey: string; action: 'start' | 'stop' } }): Promise<RoomRecording> => ({
          isRecording: input.action === 'start',
          numberOfRecordings: 1,
          at: '2024-06-01T12:00:00.000Z',
        }),
      ),
      updateLayout: fromPromise(async ({ input }: { input: { roomKey: string; layout: string } }): Promise<void> => {
        layouts.push(input.layout);
        const next = options.layout?.shift() ?? 'ok';
        if (next instanceof Error) throw next;
      }),
      callEvents: fromCallback<CallEvent>(({ sendBack }) => {
        emit = (event) => sendBack({ type: 'call.event', event });
        return () => {};
      }),
    },
    actions: { sendChat: (_, params) => void chats.push(params.text) },
  });
  const actor = createActor(machine, {
    clock,
    input: { roomKey: 'room-key-0123456789ab', publisher: { video: true, options: DEFAULT_PUBLISHER_OPTIONS } },
  }).start();
  const tick = async (ms: number) => {
    clock.increment(ms);
    await flush();
  };
  const context = () => actor.getSnapshot().context;
  return { actor, calls, chats, layouts, tick, context, emit: (event: VideoCallEvent) => emit(event) };
}

const join = { type: 'call.join', session: { roomKey: 'room-key-0123456789ab', token: 't' } } as const;

describe('callMachine', () => {
  it('connects, initialises and publishes the publisher, then is joined with everyone present', async () => {
    const t = start();
    expect(t.context().status).toBe('connecting');
    t.actor.send(join);
    await flush();
    expect(t.calls).toEqual(['connect', 'init', 'publish']);
    expect(t.context().status).toBe('started');
    expect(t.context().localStream).toEqual({ id: 'local' });
    expect(Object.keys(t.context().participants)).toEqual(['p-host', 'p-guest']);
    expect(t.context().participants['p-guest']).toMatchObject({ role: 'guest', isPresent: true });
  });

  it('retries connect, init and publish errors after 0.5, 1, 2 then 4 s, and fails after that', async () => {
    const t = start({ connect: [new Error('a'), new Error('b')], init: [new Error('c')], publish: [new Error('d')] });
    t.actor.send(join);
    await flush();
    expect(t.context()).toMatchObject({ status: 'connecting', lastError: { kind: 'connect', message: 'a' } });
    await t.tick(499);
    expect(t.calls).toEqual(['connect']);
    await t.tick(1);
    expect(t.calls).toEqual(['connect', 'connect']);
    await t.tick(999);
    expect(t.calls).toHaveLength(2);
    await t.tick(1);
    expect(t.calls).toEqual(['connect', 'connect', 'connect', 'init']);
    expect(t.context().lastError).toMatchObject({ kind: 'init_publish', message: 'c' });
    await t.tick(500);
    expect(t.calls.slice(-2)).toEqual(['init', 'publish']);
    expect(t.context().lastError?.kind).toBe('publish');
    await t.tick(500);
    expect(t.context().status).toBe('started');

    const failing = start({ connect: Array.from({ length: 5 }, () => new Error('down')) });
    failing.actor.send(join);
    await flush();
    for (const wait of [500, 1000, 2000, 4000]) await failing.tick(wait);
    expect(failing.calls).toHaveLength(5);
    expect(failing.context().status).toBe('failed');
  });

  it('reconnects on a dropped connection or a lost publisher, and ends disconnected when every retry fails', async () => {
    const t = start({ connect: ['ok', 'ok', ...Array.from({ length: 5 }, () => new Error('gone'))] });
    t.actor.send(join);
    await flush();
    t.emit({ type: 'publisherLost', reason: 'camera unplugged' });
    await flush();
    expect(t.calls).toEqual(['connect', 'init', 'publish', 'connect', 'init', 'publish']);
    expect(t.context().status).toBe('started');
    t.emit({ type: 'disconnected', reason: 'socket closed' });
    await flush();
    expect(t.context().status).toBe('reconnecting');
    for (const wait of [500, 1000, 2000, 4000]) await t.tick(wait);
    expect(t.context().status).toBe('disconnected');
  });

  it('asks for the session password when one is needed; a new password after a refused one asks again', async () => {
    const t = start({ connect: [new VideoCallError('password', 'needed'), new VideoCallError('wrong', 'failed')] });
    t.actor.send(join);
    await flush();
    expect(t.context().status).toBe('auth_needed');
    t.actor.send({ type: 'call.sessionPassword.set', password: 'tea' });
    t.actor.send({ type: 'call.retry' });
    await flush();
    expect(t.context().status).toBe('auth_failed');
    t.actor.send({ type: 'call.sessionPassword.set', password: 'coffee' });
    expect(t.context()).toMatchObject({ status: 'auth_needed', sessionPassword: 'coffee' });
    t.actor.send({ type: 'call.retry' });
    await flush();
    expect(t.context().status).toBe('started');
  });

  it('numbers and trims chat, marks my messages, names the nameless "unknown"', async () => {
    const t = start();
    t.actor.send(join);
    await flush();
    t.actor.send({ type: 'call.chat.send', text: '  hello  ' });
    expect(t.chats).toEqual(['hello']);
    t.emit({ type: 'chat', from: 'p-host', name: 'Interviewer', text: ' hello ', time: '2024-06-01T12:00:00.000Z' });
    t.emit({ type: 'chat', from: 'p-guest', name: '', text: 'hi', time: '2024-06-01T12:00:01.000Z' });
    t.emit({ type: 'chat', from: 'p-guest', name: '', text: '   ', time: '2024-06-01T12:00:02.000Z' });
    expect(t.context().chatMessages).toEqual([
      { id: 0, sender: 'Interviewer', peer: 'p-host', time: '2024-06-01T12:00:00.000Z', text: 'hello', isMine: true },
      { id: 1, sender: 'unknown', peer: 'p-guest', time: '2024-06-01T12:00:01.000Z', text: 'hi', isMine: false },
    ]);
  });

  it('shows the chat said before joining, once: a reconnect keeps the chat as it is', async () => {
    const said = [
      { from: 'p-old', name: 'Interviewer', text: 'Welcome', time: '2024-06-01T11:59:00.000Z' },
      { from: 'p-guest', name: '', text: 'Thanks', time: '2024-06-01T11:59:30.000Z' },
    ];
    const t = start({ chat: said });
    t.actor.send(join);
    await flush();
    expect(t.context().chatMessages.map((m) => [m.id, m.sender, m.text, m.isMine])).toEqual([
      [0, 'Interviewer', 'Welcome', false],
      [1, 'unknown', 'Thanks', false],
    ]);
    t.emit({ type: 'disconnected', reason: 'socket closed' });
    await t.tick(500);
    await flush();
    expect(t.context().status).toBe('started');
    expect(t.calls.filter((c) => c === 'connect')).toHaveLength(2);
    expect(t.context().chatMessages).toHaveLength(2);
  });

  it('lets only the host start and stop recording; a peer signal shares it with everyone', async () => {
    const asGuest = start({ self: guest });
    asGuest.actor.send(join);
    await flush();
    asGuest.actor.send({ type: 'call.recording.start' });
    await flush();
    expect(asGuest.context().recording.isRecording).toBe(false);
    asGuest.emit({ type: 'recording', recording: { isRecording: true, numberOfRecordings: 1, at: null } });
    expect(asGuest.context().recording.isRecording).toBe(true);

    const asHost = start();
    asHost.actor.send(join);
    await flush();
    asHost.actor.send({ type: 'call.recording.start' });
    await flush();
    expect(asHost.context().recording).toMatchObject({ isRecording: true, numberOfRecordings: 1 });
    asHost.actor.send({ type: 'call.recording.stop' });
    await flush();
    expect(asHost.context().recording.isRecording).toBe(false);
  });

  it('syncs the layout 2.5 s after the last change and opens the error dialog when the server refuses', async () => {
    const t = start({ layout: ['ok', new Error('500')] });
    t.actor.send(join);
    await flush();
    t.actor.send({ type: 'call.layout.set', layout: 'speaker' });
    await t.tick(2000);
    t.actor.send({ type: 'call.layout.set', layout: 'side_by_side' });
    await t.tick(2499);
    expect(t.layouts).toEqual([]);
    await t.tick(1);
    expect(t.layouts).toEqual(['side_by_side']);
    expect(t.context().layout).toBe('side_by_side');
    t.actor.send({ type: 'call.layout.set', layout: 'grid' });
    await t.tick(2500);
    expect(t.context()).toMatchObject({ layout: 'side_by_side', layoutError: true });
    t.actor.send({ type: 'call.layoutError.dismiss' });
    expect(t.context().layoutError).toBe(false);
  });

  it('lets only the host choose the layout; everyone follows the layout the server announces', async () => {
    const asGuest = start({ self: guest });
    asGuest.actor.send(join);
    await flush();
    asGuest.actor.send({ type: 'call.layout.set', layout: 'speaker' });
    await asGuest.tick(2500);
    expect(asGuest.layouts).toEqual([]);
    expect(asGuest.context().pendingLayout).toBeNull();
    asGuest.emit({ type: 'layout', layout: 'speaker' });
    expect(asGuest.context().layout).toBe('speaker');
  });

  it('holds the dial-in the connect answered, and none where the service has no dial-in', async () => {
    const withPhone = start({ dialIn: { phone_number: '+44 20 7946 0000', dial_in_code: '48213905' } });
    withPhone.actor.send(join);
    await flush();
    expect(withPhone.context().dialIn).toEqual({ phone_number: '+44 20 7946 0000', dial_in_code: '48213905' });
    const without = start();
    without.actor.send(join);
    await flush();
    expect(without.context().dialIn).toBeNull();
  });

  it('toggles screen share and audio-only, follows peers leaving, and finishes on leave', async () => {
    const t = start();
    t.actor.send(join);
    await flush();
    t.actor.send({ type: 'call.screenShare.toggle' });
    await flush();
    expect(t.context().screenSharing).toBe(true);
    t.actor.send({ type: 'call.screenShare.toggle' });
    await flush();
    expect(t.context().screenSharing).toBe(false);
    t.actor.send({ type: 'call.video.toggle' });
    await flush();
    expect(t.context().streamStatus).toBe('audio_only');
    t.actor.send({ type: 'call.video.toggle' });
    await flush();
    expect(t.calls.filter((c) => c.startsWith('screen') || c.startsWith('video'))).toEqual([
      'screen true',
      'screen false',
      'video false',
      'video true',
    ]);
    expect(t.context().streamStatus).toBe('normal');
    t.emit({ type: 'streamAdded', peerId: 'p-guest', stream: { id: 'remote' } });
    t.emit({ type: 'screenShare', peerId: 'p-guest', on: true });
    expect(t.context().remoteScreens).toEqual({ 'p-guest': true });
    t.emit({ type: 'peerLeft', peerId: 'p-guest' });
    expect(t.context().participants['p-guest']?.isPresent).toBe(false);
    expect(t.context().streams).toEqual({});
    t.actor.send({ type: 'call.leave' });
    await flush();
    expect(t.context().status).toBe('finished');
    expect(t.calls.at(-1)).toBe('disconnect');
  });
});
