import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimateWordDuration } from './word-duration.js';

describe('estimateWordDuration', () => {
  it('follows the documented formula', () => {
    expect(estimateWordDuration('')).toBeCloseTo(0.08475, 10);
    expect(estimateWordDuration('hello')).toBeCloseTo(0.08475 + 5 * 0.05379, 10);
  });

  it('ignores non-breaking spaces', () => {
    expect(estimateWordDuration('a\u00a0b')).toBe(estimateWordDuration('ab'));
  });

  it('grows by the same step for every character added', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii' }), (word) => {
        const longer = estimateWordDuration(`${word}x`) - estimateWordDuration(word);
        expect(longer).toBeCloseTo(0.05379, 10);
      }),
    );
  });
});
