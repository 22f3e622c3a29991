import type { Paragraph, Word } from '../model/transcript.schema.js';
import { placeWords, type WordTiming } from './timing-fill.js';

/** The untouched words around an edited stretch of a paragraph, and the words the edit replaced. */
export interface EditNeighbourhood {
  paragraph: Paragraph;
  previous: Word | undefined;
  next: Word | undefined;
  removed: readonly Word[];
}

/**
 * Timings for the words an edit typed, never leaving the time between the untouched neighbours: a word-for-word
 * replacement (a spelling fix, a retyped name) keeps each replaced word's timing; other replacements share the
 * replaced words' time by estimated length; pure insertions go into the pause between the neighbours.
 */
export function timeNewWords(texts: readonly string[], { paragraph, previous, next, removed }: EditNeighbourhood): WordTiming[] {
  if (texts.length === 0) return [];
  const outerLo = previous?.end ?? paragraph.start;
  const outerHi = Math.max(outerLo, next?.start ?? paragraph.end);
  const first = removed[0];
  const last = removed[removed.length - 1];
  if (first === undefined || last === undefined) return placeWords(texts, outerLo, outerHi, 'gaps');
  if (removed.length === texts.length) return removed.map((word) => ({ start: word.start, end: word.end }));
  const lo = clamp(first.start, outerLo, outerHi);
  const hi = clamp(last.end, lo, outerHi);
  return placeWords(texts, lo, hi, 'words');
}

function clamp(value: number, lo: number, hi: number): number {
  return Math.min(Math.max(value, lo), hi);
}
