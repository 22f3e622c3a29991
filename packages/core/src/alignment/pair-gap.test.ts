import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pairGap } from './pair-gap.js';

function tokens(spans: Array<[string, number, number]>) {
  return {
    keys: spans.map(([key]) => key),
    starts: Float64Array.from(spans, ([, start]) => start),
    ends: Float64Array.from(spans, ([, , end]) => end),
    from: 0,
    to: spans.length,
  };
}

describe('pairGap', () => {
  it('leaves unpaired the word where the recogniser heard nothing', () => {
    const heard = tokens([
      ['kavira', 859.42, 859.87],
      ['toteto', 860.04, 860.49],
    ]);
    const words = ['nevipe', 'mipeda', 'torihu'];
    expect([...(pairGap(words, words, heard, 858.57, 860.54) ?? [])]).toEqual([-1, 0, 1]);
  });

  it('pairs words that sound alike when timing says nothing', () => {
    // Both tokens lie as far from where "quick" would fall and last as long: only the spelling tells them apart.
    const heard = tokens([
      ['um', 0.25, 0.5],
      ['quack', 0.5, 0.75],
    ]);
    expect([...(pairGap(['quick'], ['quick'], heard, 0, 1) ?? [])]).toEqual([1]);
  });

  it('pairs words with tokens in order, each token once', () => {
    const word = fc.stringMatching(/^[a-z]{1,8}$/);
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 8 }),
        fc.array(fc.tuple(word, fc.float({ min: 0, max: 2, noNaN: true })), { minLength: 1, maxLength: 8 }),
        (words, heard) => {
          let clock = 0;
          const spans = heard.map(([key, length]): [string, number, number] => {
            const span: [string, number, number] = [key, clock, clock + length];
            clock += length;
            return span;
          });
          const partner = [...(pairGap(words, words, tokens(spans), 0, clock) ?? [])].filter((p) => p >= 0);
          expect(partner.length).toBeGreaterThan(0);
          partner.forEach((p, k) => {
            expect(p).toBeLessThan(spans.length);
            if (k > 0) expect(p).toBeGreaterThan(partner[k - 1] as number);
          });
        },
      ),
    );
  });

  it('declines gaps too large to pair word by word', () => {
    const many = Array.from({ length: 100 }, (_, i) => `w${i}`);
    expect(pairGap(many, many, tokens(many.map((w, i) => [w, i, i + 1])), 0, 100)).toBeNull();
  });
});
