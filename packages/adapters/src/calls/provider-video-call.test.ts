import type { RoomCall, VideoCall, VideoCallEvent } from '@storykeep/core';
import { VideoCallError } from '@storykeep/core';
import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error.js';
import { ProviderVideoCall } from './provider-video-call.js';

/** A call that records what it was asked and whose events the test emits. */
function recordingCall(kind: string, log: string[]): VideoCall & { events$: Subject<VideoCallEvent> } {
  const events$ = new Subject<VideoCallEvent>();
  const self = { peerId: kind, participantId: 'p', name: 'Nora', role: 'guest' as const };
  return {
    events$,
    events: () => events$.asObservable(),
    connect: async () => {
      log.push(`${kind}.connect`);
      return { self, peers: [], recording: { isRecording: false, numberOfRecordings: 0, at: null }, chat: [] };
    },
    initPublisher: async () => ({ id: `${kind}-media` }),
    publish: async () => void log.push(`${kind}.publish`),
    unpublish: async () => {},
    setScreenShare: async () => {},
    setVideoEnabled: async () => {},
    sendChat: async (text) => void log.push(`${kind}.chat ${text}`),
    disconnect: async () => void log.push(`${kind}.disconnect`),
  };
}

describe('ProviderVideoCall', () => {
  it("uses the provider the server names, keeps it across reconnects, and changes it when the server's answer does", async () => {
    const log: string[] = [];
    let answer: RoomCall = { provider: 'webrtc' };
    const made: Array<ReturnType<typeof recordingCall>> = [];
    const call = new ProviderVideoCall(
      async () => answer,
      async (room) => {
        const inner = recordingCall(room.provider, log);
        made.push(inner);
        return inner;
      },
    );
    const seen: VideoCallEvent[] = [];
    call.events().subscribe((event) => seen.push(event));
    expect(await call.publish().catch((error: unknown) => error)).toBeInstanceOf(VideoCallError);

    const session = { roomKey: 'room-key-000000000001', token: 't' };
    const joined = await call.connect(session);
    expect([joined.self.peerId, joined.dialIn]).toEqual(['webrtc', null]);
    await call.sendChat('hi');
    await call.connect(session);
    expect(made).toHaveLength(1);
    made[0]?.events$.next({ type: 'peerLeft', peerId: 'a' });

    const dialIn = { phone_number: '+1 555 0100', dial_in_code: '12345678' };
    answer = { provider: 'vonage', apiKey: 'k', sessionId: 's', token: 'v', chat: [], dialIn };
    const onVonage = await call.connect(session);
    // The server's dial-in reaches the call screen with the rest of the join.
    expect([onVonage.self.peerId, onVonage.dialIn]).toEqual(['vonage', dialIn]);
    // The old call's events no longer come through; the new one's do.
    made[0]?.events$.next({ type: 'peerLeft', peerId: 'old' });
    made[1]?.events$.next({ type: 'peerLeft', peerId: 'b' });
    expect(seen).toEqual([
      { type: 'peerLeft', peerId: 'a' },
      { type: 'peerLeft', peerId: 'b' },
    ]);
    expect(log).toEqual(['webrtc.connect', 'webrtc.chat hi', 'webrtc.connect', 'webrtc.disconnect', 'vonage.connect']);
  });

  it("turns the server's refusal of the call token into an auth failure, and other API errors into call errors", async () => {
    const refusals = [new ApiError(403, 'FORBIDDEN', 'Join the room first', 'token'), new ApiError(404, 'NOT_FOUND', 'Room not found')];
    const call = new ProviderVideoCall(
      async () => {
        throw refusals.shift();
      },
      async () => recordingCall('never', []),
    );
    const session = { roomKey: 'room-key-000000000001', token: 't' };
    const refused = await call.connect(session).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(VideoCallError);
    expect([(refused as VideoCallError).message, (refused as VideoCallError).auth]).toEqual(['Join the room first', 'failed']);
    const missing = await call.connect(session).catch((error: unknown) => error);
    expect([(missing as VideoCallError).message, (missing as VideoCallError).auth]).toEqual(['Room not found', null]);
  });
});
