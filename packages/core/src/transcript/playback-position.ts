import type { Paragraph, Transcript, Word } from '../model/transcript.schema.js';
import { paragraphWords } from './tokens.js';

/** The word being said at a moment, or the last one said before it. */
export interface WordPosition {
  paragraphIndex: number;
  wordIndex: number;
}

/**
 * The last word starting at or before a media time, for highlighting what is being said and greying what is not
 * yet played. Binary search over paragraphs then words, so it stays instant on a four-hour interview; expects
 * normalised timing (starts in order). Undefined before the first word.
 */
export function wordAtTime(transcript: Transcript, time: number): WordPosition | undefined {
  const { paragraphs } = transcript;
  let lo = 0;
  let hi = paragraphs.length - 1;
  let paragraphIndex = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const first = wordsOf(paragraphs[mid])[0];
    if ((first?.start ?? paragraphs[mid]?.start ?? 0) <= time) {
      paragraphIndex = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  // Paragraphs without words cannot hold the answer; step back to the nearest one with words.
  for (let p = paragraphIndex; p >= 0; p--) {
    const words = wordsOf(paragraphs[p]);
    let wlo = 0;
    let whi = words.length - 1;
    let wordIndex = -1;
    while (wlo <= whi) {
      const mid = (wlo + whi) >> 1;
      if ((words[mid]?.start ?? 0) <= time) {
        wordIndex = mid;
        wlo = mid + 1;
      } else whi = mid - 1;
    }
    if (wordIndex >= 0) return { paragraphIndex: p, wordIndex };
  }
  return undefined;
}

const NO_WORDS: readonly Word[] = [];

function wordsOf(paragraph: Paragraph | undefined): readonly Word[] {
  return paragraph ? paragraphWords(paragraph) : NO_WORDS;
}
