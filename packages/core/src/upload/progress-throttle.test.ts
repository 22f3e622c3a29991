import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FakeClock } from '../testing/fake-clock.js';
import { FILE_PROGRESS_THROTTLE_MS, PART_PROGRESS_THROTTLE_MS } from '../util/constants.js';
import { progressThrottle } from './progress-throttle.js';

/** A throttle on a simulated clock starting at `start`, with what it passed on. */
function throttled<T>(intervalMs: number, start = 0) {
  const clock = new FakeClock(start);
  const seen: T[] = [];
  return { clock, seen, throttle: progressThrottle<T>(intervalMs, clock, (v) => seen.push(v)) };
}

describe('progressThrottle', () => {
  it('passes the first report at once and then at most one per 5 s for a single file', () => {
    const { clock, seen, throttle } = throttled<number>(FILE_PROGRESS_THROTTLE_MS);
    throttle.report(1);
    clock.advance(FILE_PROGRESS_THROTTLE_MS - 1);
    throttle.report(2);
    expect(seen).toEqual([1]);
    clock.advance(1);
    throttle.report(3);
    throttle.report(4);
    expect(seen).toEqual([1, 3]);
  });

  it('never drops the last report, and passes nothing after it', () => {
    const { clock, seen, throttle } = throttled<string>(PART_PROGRESS_THROTTLE_MS);
    throttle.report('10');
    throttle.last('100');
    clock.advance(PART_PROGRESS_THROTTLE_MS);
    throttle.report('50');
    throttle.last('FAILED');
    expect(seen).toEqual(['10', '100']);
  });

  it('never passes two reports closer than the interval, and always passes the last', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 6000 }), { maxLength: 40 }), fc.constantFrom(2500, 5000), (gaps, interval) => {
        const { clock, seen: times, throttle } = throttled<number>(interval, 1_000_000);
        for (const gap of gaps) {
          clock.advance(gap);
          throttle.report(clock.now());
        }
        for (let i = 1; i < times.length; i += 1) expect((times[i] as number) - (times[i - 1] as number)).toBeGreaterThanOrEqual(interval);
        if (gaps.length > 0) expect(times[0]).toBe(1_000_000 + (gaps[0] as number));
        throttle.last(-1);
        expect(times.at(-1)).toBe(-1);
      }),
    );
  });
});
