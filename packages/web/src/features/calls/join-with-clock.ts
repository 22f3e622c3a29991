import { clockOffsetMs, type RoomApi, type RoomJoinRequest, type RoomJoinResponse } from '@storykeep/core';

/**
 * Joins a room and works out how far the server's clock is from this device's, so this participant's recording
 * can be lined up with the others' (a guest has no other way to learn the server's time).
 */
export async function joinWithClockOffset(
  rooms: Pick<RoomApi, 'join'>,
  roomKey: string,
  request: RoomJoinRequest,
  now: () => number = Date.now,
): Promise<RoomJoinResponse> {
  const sentAt = now();
  const joined = await rooms.join(roomKey, request);
  const localTimeOffset = joined.serverTime ? clockOffsetMs(joined.serverTime, sentAt, now()) : 0;
  return { ...joined, localTimeOffset };
}
