import { DEFAULT_PUBLISHER_OPTIONS, VideoCallError, type VideoCallEvent } from '@storykeep/core';
import { describe, expect, it } from 'vitest';
import { FakeOpenTok } from './fake-opentok.test-support.js';
import { VonageVideoCall } from './vonage-video-call.js';

// The adapter is real; the OT SDK is the loopback fake (see video-call-contract.test.ts for what that covers).
const sessionId = '1_MX40NzAwMDAwMX5-fake-session';
const settings = { video: true, options: DEFAULT_PUBLISHER_OPTIONS };

function room() {
  const ot = new FakeOpenTok();
  ot.tokens.set('host', JSON.stringify({ participantId: 'ph', name: 'Ines', role: 'host' }));
  ot.tokens.set('guest', JSON.stringify({ participantId: 'pg', name: 'Nora', role: 'guest' }));
  const join = (token: string) => {
    const call = new VonageVideoCall({
      ot,
      credentials: async () => ({ apiKey: '47000001', sessionId, token, chat: [] }),
      sendChat: async () => {},
    });
    const seen: VideoCallEvent[] = [];
    call.events().subscribe((event) => seen.push(event));
    return { call, seen, session: { roomKey: 'room-key-000000000001', token } };
  };
  return { ot, join };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('VonageVideoCall', () => {
  it("shows a peer's camera again when their screen share ends", async () => {
    const { join } = room();
    const host = join('host');
    const guest = join('guest');
    await host.call.connect(host.session);
    await guest.call.connect(guest.session);
    await guest.call.initPublisher(settings);
    await guest.call.publish();
    await settle();
    const camera = host.seen.find((e) => e.type === 'streamAdded');
    await guest.call.setScreenShare(true);
    await settle();
    await guest.call.setScreenShare(false);
    await settle();
    const after = host.seen.slice(host.seen.indexOf(camera as VideoCallEvent) + 1).map((e) => e.type);
    expect(after).toEqual(['screenShare', 'streamAdded', 'screenShare', 'streamAdded']);
    expect(host.seen.at(-1)).toEqual(camera);
  });

  it("names the telephone callers' leg by the caller's last digits, and a connection it cannot read not at all", async () => {
    const { ot, join } = room();
    ot.tokens.set('phone', JSON.stringify({ phone: '0142' }));
    ot.tokens.set('withheld', JSON.stringify({ phone: null }));
    ot.tokens.set('unreadable', JSON.stringify({ phone: 142, name: 'Mallory' }));
    const host = join('host');
    await host.call.connect(host.session);
    for (const token of ['phone', 'withheld', 'unreadable']) {
      const other = join(token);
      await other.call.connect(other.session);
    }
    await settle();
    const joined = host.seen.flatMap((e) => (e.type === 'peerJoined' ? [[e.peer.name, e.peer.role]] : []));
    expect(joined).toEqual([
      ['Phone caller ending 0142', 'guest'],
      ['Phone caller ending …', 'guest'],
      ['', 'guest'],
    ]);
  });

  it('raises a VideoCallError when the camera cannot start, and reports a publisher whose media stopped', async () => {
    const { ot, join } = room();
    const guest = join('guest');
    await guest.call.connect(guest.session);
    ot.failNextPublisher = { code: 1500, message: 'Unable to publish: no camera' };
    const error = await guest.call.initPublisher(settings).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VideoCallError);
    expect((error as VideoCallError).message).toBe('Unable to publish: no camera');
    await guest.call.initPublisher(settings);
    ot.publishers.at(-1)?.emit('mediaStopped', { track: undefined });
    expect(guest.seen.filter((e) => e.type === 'publisherLost')).toHaveLength(1);
  });

  it("takes layout, questions and recording from the server's signals only, never from another browser's", async () => {
    const { ot, join } = room();
    const host = join('host');
    const guest = join('guest');
    await host.call.connect(host.session);
    await guest.call.connect(guest.session);
    // A browser cannot fake a recording change: only signals from no connection (the server) count.
    ot.sessions.forEach((session) => {
      if (session.connection && JSON.parse(session.connection.data).role === 'guest')
        session.signal(
          { type: 'recording', data: JSON.stringify({ recording: { isRecording: true, numberOfRecordings: 9, at: null } }) },
          () => {},
        );
    });
    ot.serverSignal(sessionId, 'layout', { layout: 'speaker' });
    ot.serverSignal(sessionId, 'questions', { questions: ['Who built the mill?'] });
    ot.serverSignal(sessionId, 'layout', 'not an object');
    await settle();
    expect(host.seen.filter((e) => e.type !== 'peerJoined')).toEqual([
      { type: 'layout', layout: 'speaker' },
      { type: 'questions', questions: ['Who built the mill?'] },
    ]);
  });
});
