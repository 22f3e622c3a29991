import { EditMatcher } from './edit-matcher.js';

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
  for (const id of a) vocabulary = Math.max(vocabulary, id + 1);
  for (const id of b) vocabulary = Math.max(vocabulary, id + 1);
  const countA = new Int32Array(vocabulary);
  const countB = new Int32Array(vocabulary);
  const lastB = new Int32Array(vocabulary);
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
    const anchors = cells <= exactCells ? [] : uniqueAnchors(a, a0, a1, b, b0, b1, countA, countB, lastB, cells > fallbackCells);
    if (anchors.length === 0 && cells <= fallbackCells) {
      exact.match(a, a0, a1, b, b0, b1, partner);
      continue;
    }
    if (anchors.length === 0) {
      // No word occurs once on each side (a chant, a list of numbers): cut both sides at their middles so the
      // pieces become small enough for the exact matcher; the result stays a common subsequence.
      const am = a0 + ((a1 - a0) >> 1);
      const bm = b0 + ((b1 - b0) >> 1);
      regions.push(a0, am, b0, bm, am, a1, bm, b1);
      continue;
    }
    let i = a0;
    let j = b0;
    for (let k = 0; k < anchors.length; k += 2) {
      const ai = anchors[k] as number;
      const bj = anchors[k + 1] as number;
      partner[ai] = bj;
      if (ai > i && bj > j) regions.push(i, ai, j, bj);
      i = ai + 1;
      j = bj + 1;
    }
    if (a1 > i && b1 > j) regions.push(i, a1, j, b1);
  }
  return partner;
}

/** Pairs (flattened: a index, b index) of tokens occurring once in each region, longest run increasing on both sides. */
function uniqueAnchors(
  a: Int32Array,
  a0: number,
  a1: number,
  b: Int32Array,
  b0: number,
  b1: number,
  countA: Int32Array,
  countB: Int32Array,
  lastB: Int32Array,
  loneAnchors: boolean,
): number[] {
  for (let i = a0; i < a1; i += 1) {
    const id = a[i] as number;
    countA[id] = (countA[id] as number) + 1;
  }
  for (let j = b0; j < b1; j += 1) {
    const id = b[j] as number;
    countB[id] = (countB[id] as number) + 1;
    lastB[id] = j;
  }
  // A word inserted by the recogniser can be unique too and pair with the same word said much later; such a false
  // anchor would swallow the true ones around it. Anchors whose neighbour also matches are trusted first.
  const trusted: [number[], number[]] = [[], []];
  const lone: [number[], number[]] = [[], []];
  for (let i = a0; i < a1; i += 1) {
    const id = a[i] as number;
    if (countA[id] !== 1 || countB[id] !== 1) continue;
    const j = lastB[id] as number;
    const confirmed = (i > a0 && j > b0 && a[i - 1] === b[j - 1]) || (i + 1 < a1 && j + 1 < b1 && a[i + 1] === b[j + 1]);
    const into = confirmed ? trusted : lone;
    into[0].push(i);
    into[1].push(j);
  }
  for (let i = a0; i < a1; i += 1) countA[a[i] as number] = 0;
  for (let j = b0; j < b1; j += 1) countB[b[j] as number] = 0;
  // Lone anchors are a last resort, for regions too large to align exactly.
  const [as, bs] = trusted[0].length > 0 || !loneAnchors ? trusted : lone;
  return longestIncreasing(as, bs);
}

/** Patience sorting: the longest run of candidates whose b indices increase (a indices already do). */
function longestIncreasing(as: number[], bs: number[]): number[] {
  const tails: number[] = [];
  const previous = new Int32Array(bs.length);
  for (let k = 0; k < bs.length; k += 1) {
    const value = bs[k] as number;
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((bs[tails[mid] as number] as number) < value) low = mid + 1;
      else high = mid;
    }
    previous[k] = low > 0 ? (tails[low - 1] as number) : -1;
    tails[low] = k;
  }
  const run: number[] = [];
  for (let k = tails.at(-1) ?? -1; k >= 0; k = previous[k] as number) run.push(as[k] as number, bs[k] as number);
  const pairs: number[] = [];
  for (let k = run.length - 2; k >= 0; k -= 2) pairs.push(run[k] as number, run[k + 1] as number);
  return pairs;
}
