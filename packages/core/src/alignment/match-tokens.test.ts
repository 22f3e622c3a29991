import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchTokens } from './match-tokens.js';

/** Cheapest alignment cost (substitution 4, insertion or deletion 3) by the textbook full table: slow and obviously right. */
function slowCost(a: number[], b: number[]): number {
  const table = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => 3 * (i + j)));
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const row = table[i] as number[];
      const above = table[i - 1] as number[];
      row[j] = Math.min((above[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 4), (above[j] as number) + 3, (row[j - 1] as number) + 3);
    }
  }
  return table[a.length]?.[b.length] ?? 0;
}

/** Cost of the cheapest alignment that keeps exactly these pairs: between pairs, substitute what faces each other. */
function costOf(a: number[], b: number[], partner: Int32Array): number {
  let cost = 0;
  let i = 0;
  let j = 0;
  const gap = (k: number, h: number) => 4 * Math.min(k, h) + 3 * Math.abs(k - h);
  partner.forEach((p, index) => {
    if (p < 0) return;
    cost += gap(index - i, p - j);
    i = index + 1;
    j = p + 1;
  });
  return cost + gap(a.length - i, b.length - j);
}

function expectCommonSubsequence(a: number[], b: number[], partner: Int32Array): number {
  let previous = -1;
  let matched = 0;
  partner.forEach((j, i) => {
    if (j < 0) return;
    expect(j).toBeGreaterThan(previous);
    expect(b[j]).toBe(a[i]);
    previous = j;
    matched += 1;
  });
  return matched;
}

/** A recognised version of `a`: some words replaced, dropped or added, as a recogniser would. */
const edited = (vocabulary: number) =>
  fc.array(fc.integer({ min: 0, max: vocabulary - 1 }), { maxLength: 120 }).chain((a) =>
    fc
      .array(
        fc.tuple(fc.constantFrom('keep', 'keep', 'keep', 'keep', 'replace', 'drop', 'add'), fc.integer({ min: 0, max: vocabulary - 1 })),
        {
          minLength: a.length,
          maxLength: a.length,
        },
      )
      .map((edits) => {
        const b: number[] = [];
        a.forEach((token, i) => {
          const [edit, other] = edits[i] ?? ['keep', 0];
          if (edit === 'keep') b.push(token);
          else if (edit === 'replace') b.push(other);
          else if (edit === 'add') b.push(token, other);
        });
        return [a, b] as const;
      }),
  );

describe('matchTokens', () => {
  it('finds a cheapest alignment exactly on inputs small enough for the exact matcher', () => {
    fc.assert(
      fc.property(edited(6), ([a, b]) => {
        const partner = matchTokens(Int32Array.from(a), Int32Array.from(b));
        expectCommonSubsequence(a, b, partner);
        expect(costOf(a, b, partner)).toBe(slowCost(a, b));
      }),
      { numRuns: 300 },
    );
  });

  it('stays a common subsequence on the anchored path, even with no unique words to anchor on', () => {
    fc.assert(
      fc.property(edited(3), ([a, b]) => {
        const partner = matchTokens(Int32Array.from(a), Int32Array.from(b), { exactCells: 16, fallbackCells: 16 });
        expectCommonSubsequence(a, b, partner);
      }),
      { numRuns: 300 },
    );
  });

  it('costs at most a little more than the cheapest alignment on the anchored path on transcript-like text', () => {
    fc.assert(
      fc.property(edited(5000), ([a, b]) => {
        const partner = matchTokens(Int32Array.from(a), Int32Array.from(b), { exactCells: 16 });
        expectCommonSubsequence(a, b, partner);
        const best = slowCost(a, b);
        expect(costOf(a, b, partner)).toBeLessThanOrEqual(best + Math.ceil(best / 50));
      }),
      { numRuns: 300 },
    );
  });

  it('keeps a substituted word opposite its replacement rather than matching a repeated word early', () => {
    // "dami the" heard as "the the": the reference "the" belongs with the second "the".
    expect([...matchTokens(Int32Array.from([1, 2, 3, 4]), Int32Array.from([1, 3, 3, 4]))]).toEqual([0, -1, 2, 3]);
  });

  it('does not let a unique word the recogniser inserted pair with the same word said much later', () => {
    const filler = Array.from({ length: 40 }, (_, i) => [1, 2, 3][(i * 7) % 3] as number);
    const a = [100, ...filler, 200, 300];
    const b = [100, 200, ...filler, 300];
    const partner = matchTokens(Int32Array.from(a), Int32Array.from(b), { exactCells: 16 });
    expect(partner[a.indexOf(200)]).toBe(-1);
    expect(expectCommonSubsequence(a, b, partner)).toBe(42);
  });

  it('matches everything when both sides are the same and nothing when they share no token', () => {
    const a = Int32Array.from({ length: 5000 }, (_, i) => i % 7);
    expect([...matchTokens(a, a)]).toEqual([...a.keys()]);
    expect([...matchTokens(Int32Array.from([1, 2]), Int32Array.from([3, 4]))]).toEqual([-1, -1]);
    expect([...matchTokens(new Int32Array(0), Int32Array.from([3]))]).toEqual([]);
  });
});
