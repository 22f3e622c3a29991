import { describe, expect, it } from 'vitest';
import { apiFailure } from '../../ports/api-failure.port.js';
import { isStoryDeleted, streamsToSync } from './local-upload.rules.js';

describe('local upload rules', () => {
  it('read a 404 or UNITIALIZABLE_UPLOAD as a deleted story, nothing else', () => {
    expect(isStoryDeleted(apiFailure(404, 'NOT_FOUND'))).toBe(true);
    expect(isStoryDeleted(apiFailure(400, 'BAD', 'UNITIALIZABLE_UPLOAD: Story likely deleted.'))).toBe(true);
    expect(isStoryDeleted(new Error('UNITIALIZABLE_UPLOAD: Story likely deleted.'))).toBe(true);
    expect(isStoryDeleted(apiFailure(403, 'FORBIDDEN'))).toBe(false);
    expect(isStoryDeleted(apiFailure(503, 'UNAVAILABLE'))).toBe(false);
    expect(isStoryDeleted(new Error('Failed to fetch'))).toBe(false);
  });

  it('upload only the signed-in person’s streams and those recorded without an account', () => {
    const streams = [
      { streamId: 'mine', userId: 'u1' },
      { streamId: 'guest', userId: null, guestToken: 'join-token' },
      { streamId: 'anonymous', userId: null },
      { streamId: 'theirs', userId: 'u2' },
    ];
    expect(streamsToSync(streams, 'u1')).toEqual(['mine', 'guest', 'anonymous']);
    // Signed out, only a call guest's recording has a credential to upload with.
    expect(streamsToSync(streams, null)).toEqual(['guest']);
  });
});
