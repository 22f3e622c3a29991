import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatClipTime, parseClipTime } from './clip-time.js';

describe('clip times', () => {
  it('reads h:mm:ss, mm:ss and seconds', () => {
    expect(parseClipTime('1:02:03.5')).toBe(3723.5);
    expect(parseClipTime('02:03')).toBe(123);
    expect(parseClipTime(' 42,25 ')).toBe(42.25);
    expect(parseClipTime('1:75')).toBeNaN();
    expect(parseClipTime('soon')).toBeNaN();
    expect(parseClipTime('')).toBeNaN();
  });

  it('reads back every time it writes, to the millisecond', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 * 3600 * 1000 }), (ms) => {
        expect(parseClipTime(formatClipTime(ms / 1000))).toBeCloseTo(ms / 1000, 6);
      }),
    );
  });
});
