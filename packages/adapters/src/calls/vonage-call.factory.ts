import { type RoomApi, type RoomCall, type VideoCall, VideoCallError } from '@storykeep/core';
import type { OtClient } from './opentok-surface.js';
import { VonageVideoCall } from './vonage-video-call.js';

/**
 * A call on Vonage Video with the real SDK. This module is itself imported lazily, and imports the SDK lazily, so
 * that nothing on the first page even names the SDK's chunk.
 */
export async function createVonageCall(rooms: RoomApi, latest: () => RoomCall): Promise<VideoCall> {
  const sdk = await import('@opentok/client');
  // The SDK's own typings describe far more than the adapter uses; the narrow surface is what the contract checks.
  const ot = (sdk.default ?? sdk) as unknown as OtClient;
  return new VonageVideoCall({
    ot,
    credentials: async () => {
      const answer = latest();
      if (answer.provider !== 'vonage') throw new VideoCallError('The room no longer runs on Vonage Video');
      return answer;
    },
    sendChat: async (session, message) => {
      await rooms.postChat(session.roomKey, { token: session.token, ...message });
    },
  });
}
