import { describe, expect, it } from 'vitest';
import { apiFailure } from '../../ports/api-failure.port.js';
import {
  isStoryDeleted,
  mayDiscardLocalCopy,
  needsAttention,
  partsNotHeld,
  retriedOnCheck,
  streamsToSync,
  uploadAnswer,
} from './local-upload.rules.js';
import { LocalUploadError } from './local-upload.types.js';

describe('local upload rules', () => {
  it('read only the server’s 410 STORY_DELETED as a deleted story: never a bare 404, a 410 without the code, or its old message', () => {
    expect(isStoryDeleted(apiFailure(410, 'STORY_DELETED'))).toBe(true);
    expect(isStoryDeleted(apiFailure(404, 'NOT_FOUND'))).toBe(false);
    expect(isStoryDeleted(apiFailure(410, 'GONE'))).toBe(false);
    expect(isStoryDeleted(apiFailure(400, 'BAD', 'UNITIALIZABLE_UPLOAD: Story likely deleted.'))).toBe(false);
    expect(isStoryDeleted(apiFailure(404, 'UNITIALIZABLE_UPLOAD', 'UNITIALIZABLE_UPLOAD: Story likely deleted.'))).toBe(false);
    expect(isStoryDeleted(new Error('UNITIALIZABLE_UPLOAD: Story likely deleted.'))).toBe(false);
    expect(isStoryDeleted(apiFailure(403, 'FORBIDDEN'))).toBe(false);
    expect(isStoryDeleted(apiFailure(503, 'UNAVAILABLE'))).toBe(false);
    expect(isStoryDeleted(new Error('Failed to fetch'))).toBe(false);
  });

  it('tell each answer apart: lost access, unknown, mismatch, a full organization, a broken recording, or worth retrying', () => {
    expect(uploadAnswer(apiFailure(403, 'UPLOAD_ACCESS_LOST'))).toBe('access_lost');
    expect(uploadAnswer(apiFailure(404, 'NOT_FOUND'))).toBe('not_found');
    expect(uploadAnswer(apiFailure(409, 'PARTS_MISMATCH'))).toBe('mismatch');
    expect(uploadAnswer(new LocalUploadError('mismatch', 'differs'))).toBe('mismatch');
    expect(uploadAnswer(apiFailure(413, 'TOO_LARGE'))).toBe('mismatch');
    expect(uploadAnswer(apiFailure(413, 'STORAGE_QUOTA_EXCEEDED'))).toBe('quota');
    expect(uploadAnswer(new LocalUploadError('fatal', 'no bytes'))).toBe('fatal');
    for (const retry of [apiFailure(500, 'INTERNAL'), apiFailure(502, 'BAD_GATEWAY'), apiFailure(0, 'NETWORK_ERROR'), new Error('x')]) {
      expect(uploadAnswer(retry)).toBe('retry');
    }
    expect(uploadAnswer(apiFailure(409, 'ALREADY_UPLOADED'))).toBe('retry');
  });

  it('keep every stopped stream but a deleted story’s, and try all but a broken one again at each check', () => {
    expect(needsAttention('story_deleted')).toBe(false);
    expect(needsAttention(null)).toBe(false);
    for (const failure of ['access_lost', 'not_found', 'mismatch', 'quota', 'fatal', 'retries_exhausted'] as const) {
      expect(needsAttention(failure)).toBe(true);
      expect(retriedOnCheck(failure)).toBe(failure !== 'fatal');
    }
    expect(retriedOnCheck('story_deleted')).toBe(false);
  });

  it('let the device go only when the server lists exactly its parts, each the same size with the same SHA-256', () => {
    const a = 'a'.repeat(64);
    const b = 'b'.repeat(64);
    const device = [
      { partNumber: 1, size: 10, sha256: a },
      { partNumber: 2, size: 5, sha256: b },
    ];
    const server = [
      { PartNumber: 1, Size: 10, SHA256: a },
      { PartNumber: 2, Size: 5, SHA256: b },
    ];
    expect(partsNotHeld({ device, server })).toEqual([]);
    expect(partsNotHeld({ device, server: [server[0] as (typeof server)[number]] })).toEqual([2]);
    expect(partsNotHeld({ device, server: [server[0] as (typeof server)[number], { PartNumber: 2, Size: 4, SHA256: b }] })).toEqual([2]);
    expect(partsNotHeld({ device, server: [{ PartNumber: 1, Size: 10, SHA256: b }, server[1] as (typeof server)[number]] })).toEqual([1]);
    expect(partsNotHeld({ device, server: [{ PartNumber: 1, Size: 10, SHA256: null }, server[1] as (typeof server)[number]] })).toEqual([
      1,
    ]);
    expect(partsNotHeld({ device, server: [...server, { PartNumber: 3, Size: 1, SHA256: a }] })).toEqual([3]);
    expect(partsNotHeld({ device: [], server: [] })).not.toEqual([]);
  });

  it('let the person delete a kept copy only once saved or confirmed, and never one still uploading or already gone', () => {
    expect(mayDiscardLocalCopy({ failure: 'access_lost', saved: false }, false)).toBe(false);
    expect(mayDiscardLocalCopy({ failure: 'access_lost', saved: true }, false)).toBe(true);
    expect(mayDiscardLocalCopy({ failure: 'mismatch', saved: false }, true)).toBe(true);
    expect(mayDiscardLocalCopy({ failure: null, saved: true }, true)).toBe(false);
    expect(mayDiscardLocalCopy({ failure: 'story_deleted', saved: true }, true)).toBe(false);
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
