import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UPLOAD_PART_SIZE_BYTES } from '../util/constants.js';
import { planUploadParts, uploadPartCount } from './upload-parts.js';

describe('uploadPartCount', () => {
  it('divides by 50 MB and rounds up', () => {
    expect(uploadPartCount(1)).toBe(1);
    expect(uploadPartCount(UPLOAD_PART_SIZE_BYTES)).toBe(1);
    expect(uploadPartCount(UPLOAD_PART_SIZE_BYTES + 1)).toBe(2);
    expect(uploadPartCount(10 * UPLOAD_PART_SIZE_BYTES)).toBe(10);
  });

  it('gives an empty file one part, since a multipart upload needs at least one', () => {
    expect(uploadPartCount(0)).toBe(1);
    expect(planUploadParts(0)).toEqual([{ partNumber: 1, start: 0, end: 0 }]);
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses the size %s', (size) => {
    expect(() => uploadPartCount(size)).toThrow(RangeError);
  });

  it('refuses a part size that is not positive', () => {
    expect(() => planUploadParts(10, 0)).toThrow(RangeError);
  });
});

describe('planUploadParts', () => {
  it('cuts a file into full parts and a shorter last one', () => {
    expect(planUploadParts(25, 10)).toEqual([
      { partNumber: 1, start: 0, end: 10 },
      { partNumber: 2, start: 10, end: 20 },
      { partNumber: 3, start: 20, end: 25 },
    ]);
  });

  it('covers [0, size) exactly once, in order, with as many parts as uploadPartCount', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000 }), fc.integer({ min: 1, max: 500 }), (size, partSize) => {
        const parts = planUploadParts(size, partSize);
        expect(parts).toHaveLength(uploadPartCount(size, partSize));
        expect(parts[0]?.start).toBe(0);
        expect(parts.at(-1)?.end).toBe(size);
        parts.forEach((part, index) => {
          expect(part.partNumber).toBe(index + 1);
          expect(part.end - part.start).toBeLessThanOrEqual(partSize);
          if (index > 0) expect(part.start).toBe(parts[index - 1]?.end);
          if (index < parts.length - 1) expect(part.end - part.start).toBe(partSize);
        });
      }),
    );
  });

  it('plans real file sizes with the 50 MB default', () => {
    fc.assert(
      fc.property(fc.nat({ max: 2 ** 40 }), (size) => {
        const parts = planUploadParts(size);
        expect(parts.reduce((sum, part) => sum + (part.end - part.start), 0)).toBe(size);
        expect(parts.length).toBe(Math.max(1, Math.ceil(size / UPLOAD_PART_SIZE_BYTES)));
      }),
      { numRuns: 50 },
    );
  });
});
