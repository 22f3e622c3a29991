import type { WordTimeline } from './word-timeline.js';
import { paragraphOfWord } from './word-timeline.js';

/**
 * Where a key moves the keyboard's word cursor in the transcript: left and right by a word, up and down to the first
 * word of the paragraph before or after, Home and End to the transcript's ends. Null for keys it does not handle.
 */
export function movedCursor(timeline: WordTimeline, from: number, key: string): number | null {
  const last = timeline.wordCount - 1;
  if (last < 0) return null;
  const at = Math.min(Math.max(from, 0), last);
  const paragraph = paragraphOfWord(timeline, at);
  const firstOf = (p: number) => timeline.firstWord[p] ?? 0;
  switch (key) {
    case 'ArrowRight':
      return Math.min(at + 1, last);
    case 'ArrowLeft':
      return Math.max(at - 1, 0);
    case 'ArrowDown':
      return paragraph + 1 < timeline.firstWord.length ? firstOf(paragraph + 1) : last;
    case 'ArrowUp':
      // From inside a paragraph, up goes to its first word first; from its first word, to the paragraph before.
      return at > firstOf(paragraph) ? firstOf(paragraph) : paragraph > 0 ? firstOf(paragraph - 1) : 0;
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}
