import { describe, expect, it } from 'vitest';
import { RoomCallStatusSchema, RoomStateSchema } from './room.schema.js';

const room = {
  callStatus: 'idle',
  isCreator: false,
  token: null,
  roomUrl: null,
  projectId: 'p1',
  folderId: null,
  storyId: null,
  questions: [],
  isRecording: false,
  numberOfRecordings: 0,
  sessionPassword: null,
  name: '',
  email: '',
  termsAccepted: false,
};

describe('RoomStateSchema', () => {
  it('accepts a room flow that has not started, e-mail not yet typed', () => {
    expect(RoomStateSchema.parse(room)).toEqual(room);
  });

  it('has the nine flow steps in order', () => {
    expect(RoomCallStatusSchema.options).toHaveLength(9);
    expect(RoomCallStatusSchema.options[0]).toBe('idle');
    expect(RoomCallStatusSchema.options.at(-1)).toBe('successfully_in_room');
  });

  it('rejects a bad e-mail and an unknown step', () => {
    expect(RoomStateSchema.safeParse({ ...room, email: 'ann' }).error?.issues[0]?.path).toEqual(['email']);
    expect(RoomStateSchema.safeParse({ ...room, callStatus: 'joined' }).error?.issues[0]?.path).toEqual(['callStatus']);
  });
});
