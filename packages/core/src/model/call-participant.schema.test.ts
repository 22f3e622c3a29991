import { describe, expect, it } from 'vitest';
import { CallParticipantSchema } from './call-participant.schema.js';

const recording = {
  localRecordingStarted: true,
  localRecordingStopped: true,
  localRecordingUploadSucceeded: false,
  localRecordingUploadFailed: false,
  sessionId: 'se1',
  partsUploaded: 2,
  partBytes: 2048,
  uploadedBytes: 1024,
};

describe('CallParticipantSchema', () => {
  it('accepts a nameless guest with one local recording', () => {
    const participant = {
      role: 'guest',
      isPresent: true,
      isVideoRecorded: false,
      localRecordingCapable: true,
      localRecordings: { r1: recording },
    };
    expect(CallParticipantSchema.parse(participant)).toEqual(participant);
  });

  it('rejects an unknown call role and a broken recording', () => {
    const base = { isPresent: true, isVideoRecorded: false, localRecordingCapable: true, localRecordings: {} };
    expect(CallParticipantSchema.safeParse({ ...base, role: 'admin' }).error?.issues[0]?.path).toEqual(['role']);
    const broken = { ...base, role: 'host', localRecordings: { r1: { ...recording, partBytes: -1 } } };
    expect(CallParticipantSchema.safeParse(broken).error?.issues[0]?.path).toEqual(['localRecordings', 'r1', 'partBytes']);
  });
});
