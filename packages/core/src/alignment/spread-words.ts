import { estimateWordDuration } from '../transcript/word-duration.js';

/** A reference word with the time the alignment gives it, in seconds. */
export interface TimedWord {
  text: string;
  start: number;
  end: number;
}

/**
 * Lays words end to end across [from, to], each taking a share proportional to its estimated duration; the last ends
 * exactly at `to`, so neighbours never overlap through rounding.
 */
export function spreadAcross(words: readonly string[], from: number, to: number): TimedWord[] {
  const estimates = words.map(estimateWordDuration);
  const total = estimates.reduce((sum, e) => sum + e, 0);
  let cumulative = 0;
  let start = from;
  return words.map((text, k) => {
    cumulative += estimates[k] ?? 0;
    const end = k === words.length - 1 ? to : Math.min(to, Math.max(start, from + ((to - from) * cumulative) / total));
    const word = { text, start, end };
    start = end;
    return word;
  });
}

/**
 * Places words nobody was heard saying inside the silence [from, to]: at their estimated durations, centred, or
 * squeezed proportionally when the silence is shorter than they would take.
 */
export function placeInSilence(words: readonly string[], from: number, to: number): TimedWord[] {
  const total = words.reduce((sum, word) => sum + estimateWordDuration(word), 0);
  const room = to - from;
  if (total >= room) return spreadAcross(words, from, to);
  const margin = (room - total) / 2;
  return spreadAcross(words, from + margin, to - margin);
}
