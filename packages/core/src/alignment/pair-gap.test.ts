import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pairGap, spellingDistance } from './pair-gap.js';

/** Spellings as ids into one shared list of keys. */
const keys: string[] = [];
function idOf(key: string): number {
  const known = keys.indexOf(key);
  return known >= 0 ? known : keys.push(key) - 1;
}

function tokens(spans: Array<[string, number, number]>) {
  return {
    ids: Int32Array.from(spans, ([key]) => idOf(key)),
    starts: Float64Array.from(spans, ([, start]) => start),
    ends: Float64Array.from(spans, ([, , end]) => end),
    from: 0,
    to: spans.length,
  };
}

/** Words that are their own keys, the whole list being the gap. */
function gapWords(words: string[]) {
  return { texts: words, ids: Int32Array.from(words, idOf), from: 0, to: words.length };
}

describe('pairGap', () => {
  it('leaves unpaired the word where the recogniser heard nothing', () => {
    const heard = tokens([
      ['kavira', 859.42, 859.87],
      ['toteto', 860.04, 860.49],
    ]);
    const words = ['nevipe', 'mipeda', 'torihu'];
    expect([...(pairGap(gapWords(words), heard, keys, 858.57, 860.54) ?? [])]).toEqual([-1, 0, 1]);
  });

  it('pairs words that sound alike when timing says nothing', () => {
    // Both tokens lie as far from where "quick" would fall and last as long: only the spelling tells them apart.
    const heard = tokens([
      ['um', 0.25, 0.5],
      ['quack', 0.5, 0.75],
    ]);
    expect([...(pairGap(gapWords(['quick']), heard, keys, 0, 1) ?? [])]).toEqual([1]);
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
          const partner = [...(pairGap(gapWords(words), tokens(spans), keys, 0, clock) ?? [])].filter((p) => p >= 0);
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
    expect(pairGap(gapWords(many), tokens(many.map((w, i) => [w, i, i + 1])), keys, 0, 100)).toBeNull();
  });
});

/** Edit distance by the full textbook table. */
function slowDistance(a: string, b: string): number {
  const table = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const row = table[i] as number[];
      const above = table[i - 1] as number[];
      row[j] = Math.min((above[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1), (row[j - 1] as number) + 1, (above[j] as number) + 1);
    }
  }
  return a.length === 0 && b.length === 0 ? 0 : (table[a.length]?.[b.length] as number) / Math.max(a.length, b.length);
}

describe('spellingDistance', () => {
  it('is edit distance over the longer length, whatever longer or shorter words were compared before', () => {
    const spelling = fc.array(fc.constantFrom('a', 'b', 'c', 'é', '😀'), { maxLength: 40 }).map((units) => units.join(''));
    fc.assert(
      fc.property(fc.array(fc.tuple(spelling, spelling), { minLength: 1, maxLength: 6 }), (pairs) => {
        for (const [a, b] of pairs) expect(spellingDistance(a, b)).toBe(slowDistance(a, b));
      }),
    );
  });
});
