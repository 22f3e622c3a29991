import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backoffDelayMs } from './backoff.js';

describe('backoffDelayMs', () => {
  it('follows 1000 × (0.5 × 1.5^n − 0.5) while below the cap', () => {
    expect(backoffDelayMs(0)).toBe(0);
    expect(backoffDelayMs(1)).toBe(250);
    expect(backoffDelayMs(2)).toBe(625);
    expect(backoffDelayMs(3)).toBeCloseTo(1187.5, 9);
  });

  it('stops at the cap: 30 s by default, or the one given', () => {
    expect(backoffDelayMs(10)).toBeCloseTo(1000 * (0.5 * 1.5 ** 10 - 0.5), 9);
    expect(backoffDelayMs(11)).toBe(30_000);
    expect(backoffDelayMs(998)).toBe(30_000);
    expect(backoffDelayMs(5_000)).toBe(30_000);
    expect(backoffDelayMs(4, 1)).toBe(1000);
  });

  it('treats negative attempts as the first', () => {
    expect(backoffDelayMs(-3)).toBe(0);
  });

  it('never shrinks from one attempt to the next and never passes the cap', () => {
    fc.assert(
      fc.property(fc.nat({ max: 2000 }), fc.integer({ min: 1, max: 600 }), (n, cap) => {
        const now = backoffDelayMs(n, cap);
        expect(backoffDelayMs(n + 1, cap)).toBeGreaterThanOrEqual(now);
        expect(now).toBeGreaterThanOrEqual(0);
        expect(now).toBeLessThanOrEqual(cap * 1000);
      }),
    );
  });
});
