import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UploadProgressSchema } from '../model/story-upload.schema.js';
import { fileUploadStatus, uploadProgressPercent } from './upload-progress.js';

describe('uploadProgressPercent', () => {
  it('shows whole percent, never less than 1', () => {
    expect(uploadProgressPercent(0, 1000)).toBe('1');
    expect(uploadProgressPercent(5, 1000)).toBe('1');
    expect(uploadProgressPercent(425, 1000)).toBe('42');
    expect(uploadProgressPercent(1000, 1000)).toBe('100');
    expect(uploadProgressPercent(0, 0)).toBe('100');
  });

  it('is always a valid progress value that grows with the bytes sent', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), fc.integer({ min: 1 }), (a, b, total) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const lowPercent = uploadProgressPercent(low, total);
        expect(UploadProgressSchema.safeParse(lowPercent).success).toBe(true);
        expect(Number(uploadProgressPercent(high, total))).toBeGreaterThanOrEqual(Number(lowPercent));
      }),
    );
  });
});

describe('fileUploadStatus', () => {
  it.each([
    [{}, 'queued'],
    [{ uploadProgress: '1' }, 'uploading'],
    [{ uploadProgress: '100', complete: false }, 'uploading'],
    [{ uploadProgress: '100', complete: true }, 'complete'],
    [{ uploadProgress: 'FAILED', uploadedPartCount: 2 }, 'failed'],
  ] as const)('reads %o as %s', (fields, status) => {
    expect(fileUploadStatus(fields)).toBe(status);
  });
});
