import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NewStreamRequestSchema,
  UploadCompletionRequestSchema,
  UploadConfigQuerySchema,
  UploadRefQuerySchema,
} from './upload.api.schema.js';

const uploadId = 'a'.repeat(32);

describe('upload call schemas', () => {
  it('reads a recording time given as milliseconds or as an ISO string as the same instant', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (ms) => {
        const iso = new Date(ms).toISOString();
        const fromMs = NewStreamRequestSchema.parse({ type: 'audio', streamId: 's1', recordingStart: ms });
        const fromIso = NewStreamRequestSchema.parse({ type: 'audio', streamId: 's1', recordingStart: iso });
        expect(fromMs.recordingStart.getTime()).toBe(ms);
        expect(fromIso.recordingStart.getTime()).toBe(ms);
        expect(fromMs.localTimeOffset).toBe(0);
      }),
    );
  });

  it('refuses unknown fields and upload ids that are not the store’s', () => {
    expect(UploadCompletionRequestSchema.safeParse({ key: 'stories/a/original.mp4', uploadId }).success).toBe(true);
    expect(UploadCompletionRequestSchema.safeParse({ key: 'stories/a/original.mp4', uploadId, extra: 1 }).success).toBe(false);
    expect(UploadRefQuerySchema.safeParse({ key: 'k', uploadId: 'A'.repeat(32) }).success).toBe(false);
    expect(UploadRefQuerySchema.safeParse({ key: '', uploadId }).success).toBe(false);
  });

  it('takes the part count from a query string', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 20_000 }), (n) => {
        const parsed = UploadConfigQuerySchema.safeParse({ type: 'video/mp4', numUploadParts: String(n) });
        expect(parsed.success).toBe(n >= 1 && n <= 10_000);
        if (parsed.success) expect(parsed.data.numUploadParts).toBe(n);
      }),
    );
  });
});
