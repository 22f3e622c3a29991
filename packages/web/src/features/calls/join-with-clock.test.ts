import type { RoomJoinRequest, RoomJoinResponse } from '@storykeep/core';
import { describe, expect, it } from 'vitest';
import { joinWithClockOffset } from './join-with-clock.js';

const answer: RoomJoinResponse = {
  participantId: 'p-1',
  role: 'guest',
  name: 'Nora',
  token: 'guest-token',
  storyId: 'story-1',
  title: 'Flood',
  questions: [],
  isRecording: false,
  numberOfRecordings: 0,
  layout: 'grid',
};
const request: RoomJoinRequest = { name: 'Nora', termsAccepted: true };

/** A device clock that reads `times` in turn, and a room answering with `serverTime`. */
function joining(times: number[], serverTime?: string) {
  const now = () => times.shift() ?? Number.NaN;
  const rooms = { join: async () => ({ ...answer, ...(serverTime ? { serverTime } : {}) }) };
  return joinWithClockOffset(rooms, 'room-1', request, now);
}

describe('joining a room with the server clock', () => {
  it("keeps the server's time minus the device's time halfway through the join", async () => {
    // The join left at device time 10 000 and came back at 10 400; the server answered at 20 000.
    const joined = await joining([10_000, 10_400], new Date(20_000).toISOString());
    expect(joined).toMatchObject({ participantId: 'p-1', localTimeOffset: 9_800 });
  });

  it('records with no offset when the server sent no time', async () => {
    expect((await joining([10_000, 10_400])).localTimeOffset).toBe(0);
  });
});
