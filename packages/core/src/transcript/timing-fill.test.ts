import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FillSegment, fillSpan, placeWords } from './timing-fill.js';
import { estimateWordDuration } from './word-duration.js';

const segment: fc.Arbitrary<FillSegment> = fc.oneof(
  fc.constant<FillSegment>({ kind: 'gap' }),
  fc.double({ min: 0, max: 2, noNaN: true }).map((duration): FillSegment => ({ kind: 'word', duration })),
);
const time = fc.double({ min: 0, max: 1000, noNaN: true });

describe('fillSpan', () => {
  it('answers one point per inner boundary, never decreasing, inside the span', () => {
    fc.assert(
      fc.property(
        time,
        time,
        fc.array(segment, { minLength: 1, maxLength: 12 }),
        fc.constantFrom('gaps', 'words'),
        (lo, hi, segments, slack) => {
          const points = fillSpan(lo, hi, segments, slack as 'gaps' | 'words');
          expect(points).toHaveLength(segments.length - 1);
          points.forEach((point, i) => {
            expect(point).toBeGreaterThanOrEqual(i === 0 ? lo : (points[i - 1] ?? lo));
            expect(point).toBeLessThanOrEqual(Math.max(lo, hi));
          });
        },
      ),
    );
  });
});

describe('placeWords', () => {
  it('squeezes words in proportion to their estimated length when time is short', () => {
    const [short, long] = placeWords(['a', 'extraordinary'], 10, 10.5, 'gaps');
    expect(short?.start).toBe(10);
    expect(long?.end).toBeCloseTo(10.5, 10);
    const ratio = ((short?.end ?? 0) - (short?.start ?? 0)) / ((long?.end ?? 0) - (long?.start ?? 0));
    expect(ratio).toBeCloseTo(estimateWordDuration('a') / estimateWordDuration('extraordinary'), 10);
  });

  it('gives words their estimate and spreads the pauses evenly when time is long', () => {
    const [word] = placeWords(['hello'], 0, 10, 'gaps');
    const duration = estimateWordDuration('hello');
    expect(word?.start).toBeCloseTo((10 - duration) / 2, 10);
    expect(word?.end).toBeCloseTo((10 + duration) / 2, 10);
  });

  it('stretches words to fill the whole span when spare time goes to the words', () => {
    const timings = placeWords(['one', 'two'], 4, 6, 'words');
    expect(timings[0]?.start).toBe(4);
    expect(timings[0]?.end).toBe(timings[1]?.start);
    expect(timings[1]?.end).toBeCloseTo(6, 10);
  });

  it('gives every word a start no later than its end, and words in order', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 8 }), { maxLength: 10 }), time, time, (texts, lo, hi) => {
        const timings = placeWords(texts, lo, hi, 'gaps');
        timings.forEach((t, i) => {
          expect(t.end).toBeGreaterThanOrEqual(t.start);
          expect(t.start).toBeGreaterThanOrEqual(timings[i - 1]?.end ?? lo);
        });
      }),
    );
  });
});
