import { type FillSegment, fillSpan } from './timing-fill.js';
import { estimateWordDuration } from './word-duration.js';

/** A word on its way through normalisation: its timing may still be missing. */
export interface PendingWord {
  text: string;
  start: number | undefined;
  end: number | undefined;
  /** The span of the paragraph the word belongs to, preferred for placing a word whose timing is missing. */
  within: { start: number; end: number };
}

/**
 * Gives every missing start and end a value, leaving known ones untouched. The words' starts and ends are read as
 * one sequence (s1 e1 s2 e2 …); each run of missing values is spread between its known neighbours, inside the
 * paragraph when that fits, so a repair never adds a timing issue that the missing value did not already stand for.
 */
export function repairMissingTimings(words: PendingWord[]): void {
  const count = words.length * 2;
  const valueAt = (k: number) => {
    const word = words[k >> 1];
    return k % 2 === 0 ? word?.start : word?.end;
  };
  let k = 0;
  while (k < count) {
    if (valueAt(k) !== undefined) {
      k += 1;
      continue;
    }
    const first = k;
    while (k < count && valueAt(k) === undefined) k += 1;
    fillRun(words, first, k, first > 0 ? valueAt(first - 1) : undefined, k < count ? valueAt(k) : undefined);
  }
}

function fillRun(words: PendingWord[], first: number, after: number, left: number | undefined, right: number | undefined): void {
  const [lo, hi] = runBounds(left, right, words[first >> 1]?.within.start ?? 0, words[(after - 1) >> 1]?.within.end ?? 0);
  const segments: FillSegment[] = [];
  for (let k = first; k <= after; k++) {
    // Between point k-1 and k: an odd k closes word k>>1 (its duration), an even k opens a new word (a pause).
    segments.push(k % 2 === 1 ? { kind: 'word', duration: estimateWordDuration(words[k >> 1]?.text ?? '') } : { kind: 'gap' });
  }
  const points = fillSpan(lo, hi, segments, 'gaps');
  points.forEach((value, offset) => {
    const position = first + offset;
    const word = words[position >> 1];
    if (!word) return;
    if (position % 2 === 0) word.start = value;
    else word.end = value;
  });
}

function runBounds(left: number | undefined, right: number | undefined, paragraphStart: number, paragraphEnd: number): [number, number] {
  if (left === undefined && right === undefined) return [paragraphStart, Math.max(paragraphStart, paragraphEnd)];
  if (left === undefined) {
    const lo = Math.min(paragraphStart, right ?? paragraphStart);
    return [lo, Math.max(lo, Math.min(right ?? paragraphEnd, paragraphEnd))];
  }
  if (right === undefined) {
    const lo = Math.max(left, paragraphStart);
    return [lo, Math.max(lo, paragraphEnd)];
  }
  const lo = Math.max(left, paragraphStart);
  const hi = Math.min(right, paragraphEnd);
  return lo <= hi ? [lo, hi] : [left, right];
}
