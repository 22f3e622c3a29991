import { describe, expect, it } from 'vitest';
import { ConcludeStateSchema } from './conclude.schema.js';

const state = {
  folders: ['f1'],
  participants: [{ name: 'Ann', email: 'ann@example.org' }, { name: 'Bob' }],
  recordAgainUrl: '/projects/p1/room/start',
  tags: ['farm'],
  emails: ['ann@example.org'],
  title: 'Grandma on the farm',
  description: '',
  authorEmail: null,
  notifyGroup: false,
  projects: ['p1'],
  termsAccepted: true,
  isUpload: false,
  concluded: false,
  archiveMediaURL: null,
  posterURL: null,
  notes: '',
  compositionCompleted: false,
  dolbyConference: false,
  transcribeSubmitted: false,
  thumbnailURL: null,
  organizationName: 'River Archive',
  chunks: ['c1', 'c2'],
};

describe('ConcludeStateSchema', () => {
  it('accepts a conclude form', () => {
    expect(ConcludeStateSchema.parse(state)).toEqual(state);
  });

  it.each([
    ['a bad notification address', { ...state, emails: ['ann'] }, ['emails', 0]],
    ['an empty tag', { ...state, tags: [''] }, ['tags', 0]],
    ['terms as text', { ...state, termsAccepted: 'yes' }, ['termsAccepted']],
  ])('rejects %s', (_, value, path) => {
    expect(ConcludeStateSchema.safeParse(value).error?.issues[0]?.path).toEqual(path);
  });
});
