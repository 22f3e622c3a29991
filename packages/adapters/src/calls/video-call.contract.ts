import { DEFAULT_PUBLISHER_OPTIONS, type VideoCall, VideoCallError, type VideoCallEvent, type VideoCallSession } from '@storykeep/core';
import { describe, expect, it } from 'vitest';

/** One room's call as a contract test drives it: who may join, and what the backend does on its own. */
export interface VideoCallUnderTest {
  /** A new call object (one browser) and a session that joins the room as the host or as a guest named Nora. */
  join(who: 'host' | 'guest'): Promise<{ call: VideoCall; session: VideoCallSession }>;
  /** A session whose token the backend refuses. */
  refused: VideoCallSession;
  /** The backend starts or stops the room's recording. */
  setRecording(on: boolean): Promise<void>;
  /** The network drops this browser's connection (the backend sees it leave). */
  drop(call: VideoCall): Promise<void>;
  close?(): Promise<void>;
}

/** The call's events as they come, and a wait for the first one that matches. */
function recorder(call: VideoCall) {
  const seen: VideoCallEvent[] = [];
  const waiters: Array<() => void> = [];
  call.events().subscribe((event) => {
    seen.push(event);
    for (const wake of waiters.splice(0)) wake();
  });
  return {
    seen,
    async next<T extends VideoCallEvent['type']>(type: T, match: (e: Extract<VideoCallEvent, { type: T }>) => boolean = () => true) {
      for (;;) {
        const index = seen.findIndex((e) => e.type === type && match(e as Extract<VideoCallEvent, { type: T }>));
        if (index >= 0) return seen.splice(index, 1)[0] as Extract<VideoCallEvent, { type: T }>;
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
  };
}

const settings = { video: true, options: DEFAULT_PUBLISHER_OPTIONS };

/**
 * What every VideoCall adapter must do, whatever carries the call: join and see who is there, publish and receive
 * the others' media, chat, hear about recordings, report a dropped connection and connect again, and raise
 * VideoCallError with `auth` set for a refused token.
 */
export function describeVideoCallContract(name: string, create: () => Promise<VideoCallUnderTest>): void {
  describe(`VideoCall contract: ${name}`, () => {
    it('connects as the host, then sees a guest join with their name and role; the guest sees the host', async () => {
      const room = await create();
      const host = await room.join('host');
      const hostEvents = recorder(host.call);
      const hostJoined = await host.call.connect(host.session);
      expect(hostJoined.self.role).toBe('host');
      expect(hostJoined.peers).toEqual([]);
      expect(hostJoined.recording.isRecording).toBe(false);

      const guest = await room.join('guest');
      const guestJoined = await guest.call.connect(guest.session);
      expect(guestJoined.self).toMatchObject({ name: 'Nora', role: 'guest' });
      expect(guestJoined.peers).toEqual([hostJoined.self]);
      expect((await hostEvents.next('peerJoined')).peer).toEqual(guestJoined.self);
      await guest.call.disconnect();
      expect((await hostEvents.next('peerLeft')).peerId).toBe(guestJoined.self.peerId);
      await host.call.disconnect();
      await room.close?.();
    });

    it("publishes, and each side receives the other's stream; it goes when its sender leaves", async () => {
      const room = await create();
      const host = await room.join('host');
      const guest = await room.join('guest');
      const hostEvents = recorder(host.call);
      const guestEvents = recorder(guest.call);
      const hostSelf = (await host.call.connect(host.session)).self;
      const guestSelf = (await guest.call.connect(guest.session)).self;
      const hostMedia = await host.call.initPublisher(settings);
      const guestMedia = await guest.call.initPublisher(settings);
      expect(hostMedia.id).toBeTruthy();
      await host.call.publish();
      await guest.call.publish();
      const atHost = await hostEvents.next('streamAdded');
      const atGuest = await guestEvents.next('streamAdded');
      expect(atHost.peerId).toBe(guestSelf.peerId);
      expect(atGuest.peerId).toBe(hostSelf.peerId);
      expect(atHost.stream.id).toBeTruthy();
      expect(guestMedia.id).not.toBe(hostMedia.id);

      await guest.call.disconnect();
      expect((await hostEvents.next('streamRemoved')).peerId).toBe(guestSelf.peerId);
      await host.call.disconnect();
      await room.close?.();
    });

    it('delivers chat, trimmed and with the sender, to everyone; blank chat is not sent', async () => {
      const room = await create();
      const host = await room.join('host');
      const guest = await room.join('guest');
      const hostEvents = recorder(host.call);
      const guestEvents = recorder(guest.call);
      await host.call.connect(host.session);
      const guestSelf = (await guest.call.connect(guest.session)).self;
      await guest.call.sendChat('   ');
      await guest.call.sendChat('  Can you hear me?  ');
      for (const events of [hostEvents, guestEvents]) {
        const chat = await events.next('chat');
        expect(chat).toMatchObject({ from: guestSelf.peerId, name: 'Nora', text: 'Can you hear me?' });
        expect(Number.isNaN(Date.parse(chat.time))).toBe(false);
      }
      expect([...hostEvents.seen, ...guestEvents.seen].filter((e) => e.type === 'chat')).toEqual([]);
      await host.call.disconnect();
      await guest.call.disconnect();
      await room.close?.();
    });

    it('gives someone who joins late the chat said before they came', async () => {
      const room = await create();
      const host = await room.join('host');
      const hostEvents = recorder(host.call);
      const hostSelf = (await host.call.connect(host.session)).self;
      await host.call.sendChat('Welcome, Nora');
      await hostEvents.next('chat');
      const guest = await room.join('guest');
      const joined = await guest.call.connect(guest.session);
      expect(joined.chat.map((m) => [m.from, m.name, m.text])).toEqual([[hostSelf.peerId, 'Ines', 'Welcome, Nora']]);
      await host.call.disconnect();
      await guest.call.disconnect();
      await room.close?.();
    });

    it('tells the others when a participant shares their screen and stops', async () => {
      const room = await create();
      const host = await room.join('host');
      const guest = await room.join('guest');
      const hostEvents = recorder(host.call);
      await host.call.connect(host.session);
      const guestSelf = (await guest.call.connect(guest.session)).self;
      await guest.call.initPublisher(settings);
      await guest.call.publish();
      await hostEvents.next('streamAdded');
      await guest.call.setScreenShare(true);
      expect(await hostEvents.next('screenShare')).toEqual({ type: 'screenShare', peerId: guestSelf.peerId, on: true });
      await guest.call.setScreenShare(false);
      expect(await hostEvents.next('screenShare')).toEqual({ type: 'screenShare', peerId: guestSelf.peerId, on: false });
      await host.call.disconnect();
      await guest.call.disconnect();
      await room.close?.();
    });

    it('tells every participant when recording starts and stops', async () => {
      const room = await create();
      const host = await room.join('host');
      const guest = await room.join('guest');
      const hostEvents = recorder(host.call);
      const guestEvents = recorder(guest.call);
      await host.call.connect(host.session);
      await guest.call.connect(guest.session);
      await room.setRecording(true);
      for (const events of [hostEvents, guestEvents])
        expect((await events.next('recording', (e) => e.recording.isRecording)).recording.numberOfRecordings).toBe(1);
      await room.setRecording(false);
      for (const events of [hostEvents, guestEvents]) await events.next('recording', (e) => !e.recording.isRecording);
      await host.call.disconnect();
      await guest.call.disconnect();
      await room.close?.();
    });

    it('reports a dropped connection, then connects again and is seen again', async () => {
      const room = await create();
      const host = await room.join('host');
      const guest = await room.join('guest');
      const hostEvents = recorder(host.call);
      const guestEvents = recorder(guest.call);
      await host.call.connect(host.session);
      const first = (await guest.call.connect(guest.session)).self;
      await hostEvents.next('peerJoined');
      await room.drop(guest.call);
      await guestEvents.next('disconnected');
      expect((await hostEvents.next('peerLeft')).peerId).toBe(first.peerId);
      const again = await guest.call.connect(guest.session);
      expect(again.self.name).toBe('Nora');
      expect((await hostEvents.next('peerJoined')).peer).toEqual(again.self);
      // Leaving on purpose is not a dropped connection.
      await guest.call.disconnect();
      await hostEvents.next('peerLeft');
      expect(guestEvents.seen.filter((e) => e.type === 'disconnected')).toEqual([]);
      await host.call.disconnect();
      await room.close?.();
    });

    it('raises VideoCallError: auth failed for a refused token, and publishing before the publisher exists', async () => {
      const room = await create();
      const stranger = await room.join('guest');
      const refused = await stranger.call.connect(room.refused).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(VideoCallError);
      expect((refused as VideoCallError).auth).toBe('failed');
      const guest = await room.join('guest');
      await guest.call.connect(guest.session);
      const early = await guest.call.publish().catch((error: unknown) => error);
      expect(early).toBeInstanceOf(VideoCallError);
      expect((early as VideoCallError).auth).toBeNull();
      await guest.call.disconnect();
      await room.close?.();
    });
  });
}
