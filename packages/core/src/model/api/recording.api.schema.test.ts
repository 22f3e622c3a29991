import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CheckRecordingResponseSchema, clockOffset, MAX_VIDEO_PARTICIPANTS, UpdateRecordingRequestSchema } from './recording.api.schema.js';
import { NewStreamRequestSchema, RecordingMetadataSchema } from './upload.api.schema.js';

describe('recording call schemas', () => {
  it('takes a layout of distinct participants, names trimmed, and refuses repeats, blanks and unknown fields', () => {
    const parsed = UpdateRecordingRequestSchema.parse({ videoParticipants: [{ id: 'peer-1', name: '  Rose ' }, { id: 'peer-2' }] });
    expect(parsed.videoParticipants).toEqual([{ id: 'peer-1', name: 'Rose' }, { id: 'peer-2' }]);
    expect(UpdateRecordingRequestSchema.safeParse({ videoParticipants: [] }).success).toBe(true);
    const refused = [
      { videoParticipants: [{ id: 'a' }, { id: 'a' }] },
      { videoParticipants: [{ id: ' ' }] },
      { videoParticipants: [{ id: 'a', name: '' }] },
      { videoParticipants: [{ id: 'a', role: 'host' }] },
      { videoParticipants: 'a' },
      { videoParticipants: [{ id: 'a' }], extra: true },
      {},
    ];
    for (const body of refused) expect(UpdateRecordingRequestSchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
  });

  it('accepts a layout exactly when its ids are distinct and there are not too many', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e'), { maxLength: 8 }), (ids) => {
        const ok = UpdateRecordingRequestSchema.safeParse({ videoParticipants: ids.map((id) => ({ id })) }).success;
        expect(ok).toBe(new Set(ids).size === ids.length);
      }),
    );
    const many = Array.from({ length: MAX_VIDEO_PARTICIPANTS + 1 }, (_, i) => ({ id: `p${i}` }));
    expect(UpdateRecordingRequestSchema.safeParse({ videoParticipants: many }).success).toBe(false);
    expect(UpdateRecordingRequestSchema.safeParse({ videoParticipants: many.slice(1) }).success).toBe(true);
  });

  it('carries the participant name with a stream and with its completion', () => {
    const opened = NewStreamRequestSchema.parse({ type: 'audio', streamId: 's1', recordingStart: 0, participantName: ' Sam ' });
    expect(opened.participantName).toBe('Sam');
    expect(NewStreamRequestSchema.safeParse({ type: 'audio', streamId: 's1', recordingStart: 0, participantName: '' }).success).toBe(false);
    expect(RecordingMetadataSchema.parse({ participantName: 'Rose' }).participantName).toBe('Rose');
    expect(RecordingMetadataSchema.safeParse({ participantName: 'x'.repeat(201) }).success).toBe(false);
  });

  it('describes the story’s streams with their state', () => {
    const stream = {
      streamId: 's1',
      sessionId: null,
      type: 'video',
      mimeType: 'video/webm',
      participantName: 'Rose',
      userId: 'u1',
      state: 'uploading',
      partsUploaded: 2,
      uploadedBytes: 1024,
      recordingStartTime: '2024-05-01T10:00:00.000Z',
      recordingStopTime: null,
      localTimeOffset: -120,
      startedAt: '2024-05-01T10:00:01.000Z',
      completedAt: null,
    };
    const answer = {
      local_recording: {
        streams: [stream],
        participants: [
          { name: 'Rose', userId: 'u1', streams: 1, state: 'uploading', partsUploaded: 2, uploadedBytes: 1024, isVideoRecorded: false },
        ],
        videoParticipants: [],
        updatedAt: null,
      },
      serverTime: '2024-05-01T10:00:05.000Z',
    };
    expect(CheckRecordingResponseSchema.safeParse(answer).success).toBe(true);
    const broken = { local_recording: { ...answer.local_recording, streams: [{ ...stream, state: 'aborted' }] } };
    expect(CheckRecordingResponseSchema.safeParse(broken).success).toBe(false);
  });

  it('works out the clock offset from a round trip, as server time minus device time', () => {
    // A device 1.5 s ahead: it sent at 10:00:01.500 and heard back 200 ms later; the server read 10:00:00.100.
    const sent = Date.parse('2024-05-01T10:00:01.500Z');
    expect(clockOffset(sent, sent + 200, '2024-05-01T10:00:00.100Z')).toBe(-1500);
    fc.assert(
      fc.property(fc.integer({ min: -1e7, max: 1e7 }), fc.integer({ min: 0, max: 5000 }), (offset, trip) => {
        const deviceSent = 1_700_000_000_000;
        const serverRead = deviceSent + trip / 2 + offset;
        expect(Math.abs(clockOffset(deviceSent, deviceSent + trip, new Date(serverRead).toISOString()) - offset)).toBeLessThanOrEqual(1);
      }),
    );
  });
});
