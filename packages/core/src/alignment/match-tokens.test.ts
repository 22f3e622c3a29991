import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchTokens } from './match-tokens.js';

/** Length of a longest common subsequence by the textbook full table: slow and obviously right. */
function slowLcsLength(a: number[], b: number[]): number {
  const table = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const row = table[i] as number[];
      const above = table[i - 1] as number[];
      row[j] = a[i - 1] === b[j - 1] ? (above[j - 1] as number) + 1 : Math.max(above[j] as number, row[j - 1] as number);
    }
  }
  return table[a.length]?.[b.length] ?? 0;
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
  it('finds a longest common subsequence exactly on inputs small enough for the exact matcher', () => {
    fc.assert(
      fc.property(edited(6), ([a, b]) => {
        const partner = matchTokens(Int32Array.from(a), Int32Array.from(b));
        expect(expectCommonSubsequence(a, b, partner)).toBe(slowLcsLength(a, b));
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

  it('loses at most a few matches to the anchors on transcript-like text', () => {
    fc.assert(
      fc.property(edited(5000), ([a, b]) => {
        const partner = matchTokens(Int32Array.from(a), Int32Array.from(b), { exactCells: 16 });
        const lcs = slowLcsLength(a, b);
        expect(expectCommonSubsequence(a, b, partner)).toBeGreaterThanOrEqual(lcs - Math.ceil(lcs / 50));
      }),
      { numRuns: 300 },
    );
  });

  it('matches everything when both sides are the same and nothing when they share no token', () => {
    const a = Int32Array.from({ length: 5000 }, (_, i) => i % 7);
    expect([...matchTokens(a, a)]).toEqual([...a.keys()]);
    expect([...matchTokens(Int32Array.from([1, 2]), Int32Array.from([3, 4]))]).toEqual([-1, -1]);
    expect([...matchTokens(new Int32Array(0), Int32Array.from([3]))]).toEqual([]);
  });
});
