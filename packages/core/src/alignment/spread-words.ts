import { estimateWordDuration } from '../transcript/word-duration.js';

/** A reference word with the time the alignment gives it, in seconds. */
export interface TimedWord {
  text: string;
  start: number;
  end: number;
}

/** Sum of the estimated durations of words[from..to), added in order. */
function totalDuration(words: readonly string[], from: number, to: number): number {
  let total = 0;
  for (let k = from; k < to; k += 1) total += estimateWordDuration(words[k] as string);
  return total;
}

/** {@link spreadAcross} of words[w0..w1), word k written to out[k]; `total` is their {@link totalDuration}. */
function spreadRange(out: TimedWord[], words: readonly string[], w0: number, w1: number, from: number, to: number, total: number): void {
  let cumulative = 0;
  let start = from;
  for (let k = w0; k < w1; k += 1) {
    const text = words[k] as string;
    cumulative += estimateWordDuration(text);
    const end = k === w1 - 1 ? to : Math.min(to, Math.max(start, from + ((to - from) * cumulative) / total));
    out[k] = { text, start, end };
    start = end;
  }
}

/**
 * {@link spreadAcross} of words[w0..w1), word k written to out[k]: alignment fills one result for a long transcript
 * without copying its words or results.
 */
export function spreadWordsInto(out: TimedWord[], words: readonly string[], w0: number, w1: number, from: number, to: number): void {
  spreadRange(out, words, w0, w1, from, to, totalDuration(words, w0, w1));
}

/** {@link placeInSilence} of words[w0..w1), word k written to out[k]. */
export function placeWordsInto(out: TimedWord[], words: readonly string[], w0: number, w1: number, from: number, to: number): void {
  const total = totalDuration(words, w0, w1);
  const room = to - from;
  if (total >= room) {
    spreadRange(out, words, w0, w1, from, to, total);
    return;
  }
  const margin = (room - total) / 2;
  spreadRange(out, words, w0, w1, from + margin, to - margin, total);
}

/**
 * Lays words end to end across [from, to], each taking a share proportional to its estimated duration; the last ends
 * exactly at `to`, so neighbours never overlap through rounding.
 */
export function spreadAcross(words: readonly string[], from: number, to: number): TimedWord[] {
  const out: TimedWord[] = [];
  spreadWordsInto(out, words, 0, words.length, from, to);
  return out;
}

/**
 * Places words nobody was heard saying inside the silence [from, to]: at their estimated durations, centred, or
 * squeezed proportionally when the silence is shorter than they would take.
 */
export function placeInSilence(words: readonly string[], from: number, to: number): TimedWord[] {
  const out: TimedWord[] = [];
  placeWordsInto(out, words, 0, words.length, from, to);
  return out;
}
