import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UniqueAnchors } from './unique-anchors.js';

/** Pairs of tokens occurring once on each side of the region, trusted ones (a neighbour matches too) listed apart. */
function candidates(a: number[], b: number[], [a0, a1, b0, b1]: number[]) {
  const count = (side: number[], from: number, to: number, id: number) => side.slice(from, to).filter((x) => x === id).length;
  const trusted: Array<[number, number]> = [];
  const lone: Array<[number, number]> = [];
  for (let i = a0 as number; i < (a1 as number); i += 1) {
    const id = a[i] as number;
    if (count(a, a0 as number, a1 as number, id) !== 1 || count(b, b0 as number, b1 as number, id) !== 1) continue;
    const j = b.indexOf(id, b0);
    const before = i > (a0 as number) && j > (b0 as number) && a[i - 1] === b[j - 1];
    const after = i + 1 < (a1 as number) && j + 1 < (b1 as number) && a[i + 1] === b[j + 1];
    (before || after ? trusted : lone).push([i, j]);
  }
  return { trusted, lone };
}

/** Length of the longest run of pairs increasing on both sides, by the quadratic textbook method. */
function slowLongest(pairs: Array<[number, number]>): number {
  const best = pairs.map(() => 1);
  pairs.forEach(([, j], k) => {
    for (let p = 0; p < k; p += 1)
      if ((pairs[p] as [number, number])[1] < j) best[k] = Math.max(best[k] as number, (best[p] as number) + 1);
  });
  return Math.max(0, ...best);
}

const side = fc.array(fc.integer({ min: 0, max: 14 }), { minLength: 1, maxLength: 40 });

describe('UniqueAnchors', () => {
  it('finds a longest increasing run of unique pairs, trusted ones first, across many regions in turn', () => {
    fc.assert(
      fc.property(side, side, fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat(), fc.nat(), fc.boolean()), { maxLength: 5 }), (a, b, cuts) => {
        const anchors = new UniqueAnchors(Int32Array.from(a), Int32Array.from(b), 15);
        for (const [p, q, r, s, loneAnchors] of cuts) {
          const [i0, i1] = [p % a.length, q % a.length].sort((x, y) => x - y) as [number, number];
          const [j0, j1] = [r % b.length, s % b.length].sort((x, y) => x - y) as [number, number];
          const region = [i0, i1 + 1, j0, j1 + 1];
          const found = anchors.find(region[0] as number, region[1] as number, region[2] as number, region[3] as number, loneAnchors);
          const { trusted, lone } = candidates(a, b, region);
          const pool = trusted.length > 0 || !loneAnchors ? trusted : lone;
          const pairs = Array.from({ length: found }, (_, k): [number, number] => [anchors.as[k] as number, anchors.bs[k] as number]);
          expect(found).toBe(slowLongest(pool));
          pairs.forEach(([i, j], k) => {
            expect(pool).toContainEqual([i, j]);
            if (k > 0) expect(i > (pairs[k - 1] as [number, number])[0] && j > (pairs[k - 1] as [number, number])[1]).toBe(true);
          });
        }
      }),
      { numRuns: 300 },
    );
  });
});
