import { describe, expect, it } from 'vitest';
import { ACTIVE_CALL_STATUSES, CallStateSchema, ChatMessageSchema } from './call-state.schema.js';
import { DEFAULT_FEATURE_FLAGS } from './feature-flags.defaults.js';

const state = {
  status: 'connecting',
  storyId: 's1',
  groupId: null,
  creator: 'u1',
  author: 'u1',
  sessionId: null,
  token: null,
  questions: ['Where were you born?'],
  localRecording: true,
  localRecordingsAllowed: true,
  phone_number: null,
  dial_in_code: null,
  prepsession: null,
  initialDuration: 0,
  featureFlags: DEFAULT_FEATURE_FLAGS,
  peers: [],
  participants: {},
  chatMessages: [],
};

describe('CallStateSchema', () => {
  it('accepts a call that is connecting', () => {
    expect(CallStateSchema.parse(state)).toEqual(state);
  });

  it('uses the documented connection statuses, three of them active', () => {
    expect(CallStateSchema.safeParse({ ...state, status: 'auth_needed' }).success).toBe(true);
    expect(CallStateSchema.safeParse({ ...state, status: 'ringing' }).error?.issues[0]?.path).toEqual(['status']);
    expect([...ACTIVE_CALL_STATUSES].sort()).toEqual(['connecting', 'reconnecting', 'started']);
  });

  it('trims chat text and refuses a message that is only spaces', () => {
    const message = { id: 0, sender: 'Ann', peer: 'p1', time: '2024-05-01T12:00:00.000Z', text: '  hello ', isMine: true };
    expect(ChatMessageSchema.parse(message).text).toBe('hello');
    expect(ChatMessageSchema.safeParse({ ...message, text: '   ' }).error?.issues[0]?.path).toEqual(['text']);
    expect(ChatMessageSchema.safeParse({ ...message, id: -1 }).error?.issues[0]?.path).toEqual(['id']);
  });
});
