import { describe, expect, it } from 'vitest';
import { AuthoringDraftSchema, AuthoringStateSchema } from './authoring.schema.js';

const state = {
  playing: false,
  progressSeconds: 0,
  duration: 120,
  unsavedChanges: false,
  lastSaved: null,
  autoScroll: true,
  pauseWhileTyping: true,
  showIndex: true,
  showTranscript: true,
};

describe('AuthoringStateSchema', () => {
  it('plays at rate 1 unless told otherwise', () => {
    expect(AuthoringStateSchema.parse(state).playbackRate).toBe(1);
    expect(AuthoringStateSchema.parse({ ...state, playbackRate: 1.5 }).playbackRate).toBe(1.5);
  });

  it('rejects a zero playback rate and a non-ISO save time', () => {
    expect(AuthoringStateSchema.safeParse({ ...state, playbackRate: 0 }).error?.issues[0]?.path).toEqual(['playbackRate']);
    expect(AuthoringStateSchema.safeParse({ ...state, lastSaved: 'yesterday' }).error?.issues[0]?.path).toEqual(['lastSaved']);
  });
});

describe('AuthoringDraftSchema', () => {
  it('keeps each draft with its time and data as given', () => {
    const draft = { transcripts: [{ id: 's1', timestamp: '2024-05-01T12:00:00.000Z', data: [{ speaker: 'A' }] }], indexes: [] };
    expect(AuthoringDraftSchema.parse(draft)).toEqual(draft);
  });

  it('rejects a draft without a timestamp', () => {
    expect(AuthoringDraftSchema.safeParse({ transcripts: [{ id: 's1', data: [] }], indexes: [] }).error?.issues[0]?.path).toEqual([
      'transcripts',
      0,
      'timestamp',
    ]);
  });
});
