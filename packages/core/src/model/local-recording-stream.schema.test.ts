import { describe, expect, it } from 'vitest';
import {
  LocalRecordingPartMetaSchema,
  LocalRecordingStreamSchema,
  LocalRecordingStreamStatusSchema,
} from './local-recording-stream.schema.js';

const stream = {
  id: 'r1',
  streamId: 'st1',
  storyId: 's1',
  sessionId: 'se1',
  uploadId: null,
  uploadKey: null,
  uploadToken: null,
  recordingStartTime: '2024-05-01T12:00:00.000Z',
  recordingStopTime: '2024-05-01T13:00:00.000Z',
  localTimeOffset: 0,
  userId: 'u1',
  type: 'video',
  partIds: ['p1', 'p2'],
};

const status = {
  storyId: 's1',
  userId: 'u1',
  recordingStartTime: '2024-05-01T12:00:00.000Z',
  recordingStopTime: null,
  type: 'video',
  streamId: 'st1',
  partsUploaded: 1,
  uploadedBytes: 100,
  partBytes: 300,
  parts: [
    { partId: 'p1', byteLength: 100, state: 'uploaded' },
    { partId: 'p2', byteLength: 200, state: 'uploading' },
  ],
  state: 'uploading',
};

describe('local recording stream schemas', () => {
  it('accept a stream before its upload session opens', () => {
    expect(LocalRecordingStreamSchema.parse(stream)).toEqual(stream);
  });

  it('reject part metadata with a fractional length', () => {
    expect(LocalRecordingPartMetaSchema.safeParse({ partId: 'p1', streamId: 'st1', byteLength: 1.5, uploaded: false }).success).toBe(false);
  });

  it('accept a status view and reject counters that contradict it', () => {
    expect(LocalRecordingStreamStatusSchema.parse(status)).toEqual(status);
    expect(LocalRecordingStreamStatusSchema.safeParse({ ...status, uploadedBytes: 301 }).error?.issues[0]?.path).toEqual(['uploadedBytes']);
    expect(LocalRecordingStreamStatusSchema.safeParse({ ...status, partsUploaded: 3 }).error?.issues[0]?.path).toEqual(['partsUploaded']);
    expect(LocalRecordingStreamStatusSchema.safeParse({ ...status, state: 'paused' }).error?.issues[0]?.path).toEqual(['state']);
    expect(LocalRecordingStreamStatusSchema.safeParse({ ...status, parts: [{ partId: 'p1', byteLength: 1, state: 'done' }] }).success).toBe(
      false,
    );
  });
});
