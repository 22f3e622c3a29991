import { estimateWordDuration } from '../transcript/word-duration.js';
import { GapScratch } from './gap-scratch.js';

/** Cost of leaving a word of either side unpaired; a pairing costs 0 to 1, so a poor pair still beats two lone words. */
const SKIP = 0.6;
/** Gaps larger than this (reference × recognised words) are not worth pairing word by word. */
const MAX_CELLS = 4096;

/**
 * Tables reused by every call: a four-hour transcript has thousands of gaps, and allocating for each (or for each
 * pair of spellings compared) kept the garbage collector busy. Calls are synchronous, so sharing them is safe.
 */
const scratch = new GapScratch();

/** 0 for equal spellings up to 1 for nothing in common: edit distance over the longer length. */
export function spellingDistance(a: string, b: string): number {
  if (a === b) return 0;
  if (a.length === 0 || b.length === 0) return 1;
  let previous = scratch.row(0, b.length + 1);
  let row = scratch.row(1, b.length + 1);
  for (let j = 0; j <= b.length; j += 1) previous[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    const c = a.charCodeAt(i - 1);
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      row[j] = Math.min(
        (previous[j - 1] as number) + (c === b.charCodeAt(j - 1) ? 0 : 1),
        (row[j - 1] as number) + 1,
        (previous[j] as number) + 1,
      );
    }
    const done = row;
    row = previous;
    previous = done;
  }
  return (previous[b.length] as number) / Math.max(a.length, b.length);
}

/** The reference words of a gap, texts[from..to), with their comparison ids beside them. */
export interface GapWords {
  texts: readonly string[];
  ids: Int32Array;
  from: number;
  to: number;
}

/** The recognised words opposite a run of unmatched reference words. */
export interface GapTokens {
  ids: Int32Array;
  starts: Float64Array;
  ends: Float64Array;
  /** First and one-past-last token index of the gap. */
  from: number;
  to: number;
}

/**
 * Pairs the reference words of a gap (between `from` and `to` seconds; `keys` holds the normalised word behind each id) with the recognised tokens opposite them, in
 * order, preferring pairs that are heard where the word would fall if the gap were spread evenly, sound alike
 * (similar spelling) and last alike (duration near {@link estimateWordDuration}). Returns for each reference word
 * of the gap its token index, or -1 when it stays unpaired; null when the gap is too large to pair word by word.
 */
export function pairGap(words: GapWords, tokens: GapTokens, keys: readonly string[], from: number, to: number): Int32Array | null {
  const n = words.to - words.from;
  const m = tokens.to - tokens.from;
  if (n * m > MAX_CELLS) return null;
  const estimates = scratch.estimates(n);
  let total = 0;
  for (let i = 0; i < n; i += 1) {
    estimates[i] = estimateWordDuration(words.texts[words.from + i] as string);
    total += estimates[i] as number;
  }
  // Middle of each word if the words were spread over [from, to] in proportion to their estimated durations.
  const middles = scratch.middles(n);
  let before = 0;
  for (let i = 0; i < n; i += 1) {
    const estimate = estimates[i] as number;
    middles[i] = from + ((to - from) * (before + estimate / 2)) / total;
    before += estimate;
  }
  const width = m + 1;
  const cost = scratch.cost((n + 1) * width);
  cost[0] = 0;
  for (let j = 1; j <= m; j += 1) cost[j] = j * SKIP;
  for (let i = 1; i <= n; i += 1) {
    cost[i * width] = i * SKIP;
    const estimate = estimates[i - 1] as number;
    const middle = middles[i - 1] as number;
    const key = keys[words.ids[words.from + i - 1] as number] as string;
    for (let j = 1; j <= m; j += 1) {
      const token = tokens.from + j - 1;
      const start = tokens.starts[token] as number;
      const end = tokens.ends[token] as number;
      const heard = Math.max(end - start, 0.01);
      const misplaced = Math.min(1, Math.abs((start + end) / 2 - middle) / Math.max(estimate, 0.3));
      const misspelled = spellingDistance(key, keys[tokens.ids[token] as number] as string);
      const mistimed = Math.min(1, Math.abs(Math.log(estimate / heard)));
      const pair = 0.4 * misplaced + 0.4 * misspelled + 0.2 * mistimed;
      cost[i * width + j] = Math.min(
        (cost[(i - 1) * width + j - 1] as number) + pair,
        (cost[(i - 1) * width + j] as number) + SKIP,
        (cost[i * width + j - 1] as number) + SKIP,
      );
    }
  }
  const partner = new Int32Array(n).fill(-1);
  let i = n;
  let j = m;
  while (i > 0 && j > 0) {
    const here = cost[i * width + j] as number;
    if (here === (cost[(i - 1) * width + j] as number) + SKIP) i -= 1;
    else if (here === (cost[i * width + j - 1] as number) + SKIP) j -= 1;
    else {
      partner[i - 1] = tokens.from + j - 1;
      i -= 1;
      j -= 1;
    }
  }
  return partner;
}
