import { EditMatcher } from './edit-matcher.js';
import { UniqueAnchors } from './unique-anchors.js';

/** Tuning of {@link matchTokens}; tests shrink these to exercise the anchored paths on small inputs. */
export interface MatchOptions {
  /** Regions with at most this many cells (rows × columns) are matched by exact dynamic programming. */
  exactCells?: number;
  /** A larger region without a word unique on both sides is still matched exactly up to this many cells, else halved. */
  fallbackCells?: number;
}

const DEFAULT_EXACT_CELLS = 1 << 12;
const DEFAULT_FALLBACK_CELLS = 1 << 22;

/**
 * Pairs equal tokens of `a` and `b` in order (a common subsequence), returning for each index of `a` the index of
 * its partner in `b` or -1. Common ends are peeled off; small regions get an exact cheapest alignment (substitution
 * 4, insertion or deletion 3, as sclite weighs them); large ones are cut at tokens that occur once on each side (patience anchors, longest increasing run of them),
 * so a four-hour transcript costs near-linear time instead of rows × columns. Token ids must be non-negative.
 */
export function matchTokens(a: Int32Array, b: Int32Array, options: MatchOptions = {}): Int32Array {
  const exactCells = options.exactCells ?? DEFAULT_EXACT_CELLS;
  const fallbackCells = Math.max(exactCells, options.fallbackCells ?? DEFAULT_FALLBACK_CELLS);
  const exact = new EditMatcher();
  const partner = new Int32Array(a.length).fill(-1);
  let vocabulary = 0;
  for (let i = 0; i < a.length; i += 1) vocabulary = Math.max(vocabulary, (a[i] as number) + 1);
  for (let j = 0; j < b.length; j += 1) vocabulary = Math.max(vocabulary, (b[j] as number) + 1);
  const anchors = new UniqueAnchors(a, b, vocabulary);
  const regions: number[] = [0, a.length, 0, b.length];
  while (regions.length > 0) {
    let b1 = regions.pop() as number;
    let b0 = regions.pop() as number;
    let a1 = regions.pop() as number;
    let a0 = regions.pop() as number;
    while (a0 < a1 && b0 < b1 && a[a0] === b[b0]) partner[a0++] = b0++;
    while (a0 < a1 && b0 < b1 && a[a1 - 1] === b[b1 - 1]) partner[--a1] = --b1;
    if (a0 === a1 || b0 === b1) continue;
    const cells = (a1 - a0) * (b1 - b0);
    const found = cells <= exactCells ? 0 : anchors.find(a0, a1, b0, b1, cells > fallbackCells);
    if (found === 0 && cells <= fallbackCells) {
      exact.match(a, a0, a1, b, b0, b1, partner);
      continue;
    }
    if (found === 0) {
      // No word occurs once on each side (a chant, a list of numbers): cut both sides at their middles so the
      // pieces become small enough for the exact matcher; the result stays a common subsequence.
      const am = a0 + ((a1 - a0) >> 1);
      const bm = b0 + ((b1 - b0) >> 1);
      regions.push(a0, am, b0, bm, am, a1, bm, b1);
      continue;
    }
    let i = a0;
    let j = b0;
    for (let k = 0; k < found; k += 1) {
      const ai = anchors.as[k] as number;
      const bj = anchors.bs[k] as number;
      partner[ai] = bj;
      if (ai > i && bj > j) regions.push(i, ai, j, bj);
      i = ai + 1;
      j = bj + 1;
    }
    if (a1 > i && b1 > j) regions.push(i, a1, j, b1);
  }
  return partner;
}
