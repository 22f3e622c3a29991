import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clockOffsetMs } from './clock-offset.js';

describe('clock offset', () => {
  it('is the server time minus the local time halfway through the round trip', () => {
    // Sent at local 1000, answered at local 1400: the server stamped 10:00:05.000 at local 1200.
    expect(clockOffsetMs('1970-01-01T00:00:05.000Z', 1000, 1400)).toBe(3800);
    // A device running ahead of the server gets a negative offset.
    expect(clockOffsetMs('1970-01-01T00:00:01.000Z', 2000, 2100)).toBe(-1050);
  });

  it('maps any local instant in the trip onto the server clock within half the round trip', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.integer({ min: 0, max: 60_000 }),
        fc.integer({ min: -1e9, max: 1e9 }),
        (sentAt, trip, skew) => {
          const receivedAt = sentAt + trip;
          const stampedAt = sentAt + Math.floor(trip / 3);
          const offset = clockOffsetMs(new Date(stampedAt + skew).toISOString(), sentAt, receivedAt);
          return Math.abs(offset - skew) <= trip / 2 + 1;
        },
      ),
    );
  });

  it('is 0 when the answer carries no usable time', () => {
    expect(clockOffsetMs('not a time', 1000, 1400)).toBe(0);
    expect(clockOffsetMs('1970-01-01T00:00:05.000Z', 1400, 1000)).toBe(0);
  });
});
