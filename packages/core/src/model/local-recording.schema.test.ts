import { describe, expect, it } from 'vitest';
import { LocalRecordingCapabilitySchema, LocalRecordingSchema } from './local-recording.schema.js';

const recording = {
  id: 'r1',
  streamId: 'st1',
  slice: 0,
  data: {
    storyId: 's1',
    streamId: 'st1',
    sessionId: 'se1',
    recordingStartTime: '2024-05-01T12:00:00.000Z',
    recordingStopTime: null,
    localTimeOffset: -120,
    recordedArrayBuffer: new ArrayBuffer(8),
    userId: null,
    type: 'audio',
  },
};

describe('LocalRecordingSchema', () => {
  it('accepts a slice still being recorded, keeping its bytes', () => {
    const parsed = LocalRecordingSchema.parse(recording);
    expect(parsed.data.recordedArrayBuffer.byteLength).toBe(8);
    expect(parsed.data.recordingStopTime).toBeNull();
  });

  it('rejects bytes that are not an ArrayBuffer and a negative slice', () => {
    const typed = { ...recording, data: { ...recording.data, recordedArrayBuffer: [1, 2, 3] } };
    expect(LocalRecordingSchema.safeParse(typed).error?.issues[0]?.path).toEqual(['data', 'recordedArrayBuffer']);
    expect(LocalRecordingSchema.safeParse({ ...recording, slice: -1 }).error?.issues[0]?.path).toEqual(['slice']);
  });

  it('knows the four capability values', () => {
    expect(LocalRecordingCapabilitySchema.options).toEqual(['UNKNOWN', 'CAPABLE', 'MEDIA_RECORDER_UNAVAILABLE', 'IDB_UNAVAILABLE']);
  });
});
