import { paragraphWords, type Transcript } from '@storykeep/core';

/**
 * Every word of a transcript in one flat, time-ordered list: word `g` starts at `starts[g]` and belongs to the
 * paragraph whose `firstWord` is the last one not after `g`. Playback asks "which word is at t?" many times a second;
 * two binary searches over typed arrays answer without touching the transcript objects.
 */
export interface WordTimeline {
  readonly starts: Float64Array;
  /** Global index of each paragraph's first word (paragraphs without words repeat the next one's). */
  readonly firstWord: Int32Array;
  readonly wordCount: number;
}

/** Builds the flat word list of a transcript (once per transcript object). */
export function buildWordTimeline(transcript: Transcript): WordTimeline {
  const { paragraphs } = transcript;
  const firstWord = new Int32Array(paragraphs.length);
  let count = 0;
  paragraphs.forEach((paragraph, p) => {
    firstWord[p] = count;
    count += paragraphWords(paragraph).length;
  });
  const starts = new Float64Array(count);
  let g = 0;
  let previous = Number.NEGATIVE_INFINITY;
  for (const paragraph of paragraphs) {
    for (const word of paragraphWords(paragraph)) {
      // Normalised timings are in order; a stray earlier start is clamped so the search stays a search.
      previous = Math.max(previous, word.start);
      starts[g] = previous;
      g += 1;
    }
  }
  return { starts, firstWord, wordCount: count };
}

/** The last index whose value is at or before `value`, or -1 when every value is after it. */
function lastAtOrBefore(sorted: ArrayLike<number>, value: number): number {
  let lo = 0;
  let hi = sorted.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] ?? 0) <= value) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** The word being said at `time` (the last one started), or -1 before the first word. */
export function wordAtTime(timeline: WordTimeline, time: number): number {
  return lastAtOrBefore(timeline.starts, time);
}

/** The paragraph holding global word `g`. */
export function paragraphOfWord(timeline: WordTimeline, g: number): number {
  let lo = 0;
  let hi = timeline.firstWord.length - 1;
  let found = 0;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const first = timeline.firstWord[mid] ?? 0;
    // Among paragraphs starting at the same word, the one that has words is the last of them.
    if (first <= g) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}
