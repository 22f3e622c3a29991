import type { RecognisedParagraph, RecognisedWord, Recognition } from '@storykeep/core';

/** A pause longer than this (seconds) starts a new paragraph. */
export const PARAGRAPH_PAUSE = 1.5;

const FILLERS = new Set(['uh', 'um', 'uhm', 'er', 'erm', 'ah', 'hmm', 'mm', 'mhm', 'uh-huh']);

/** True for hesitation sounds ("uh", "um"…) that organizations may choose to leave out. */
export function isFillerWord(text: string): boolean {
  return FILLERS.has(text.toLowerCase().replace(/[^a-z-]/g, ''));
}

/**
 * Groups time-ordered words into paragraphs, starting a new one when the speaker changes or the
 * speaker pauses for longer than `pause` seconds.
 */
export function paragraphsOf(words: RecognisedWord[], options: { pause?: number; speakerLabel?: string } = {}): RecognisedParagraph[] {
  const pause = options.pause ?? PARAGRAPH_PAUSE;
  const fallback = options.speakerLabel ?? 'Speaker 1';
  const paragraphs: RecognisedParagraph[] = [];
  let current: RecognisedParagraph | undefined;
  for (const word of words) {
    const speaker = word.speaker ?? fallback;
    if (!current || current.speaker !== speaker || word.start - current.end > pause) {
      current = { speaker, start: word.start, end: word.end, words: [] };
      paragraphs.push(current);
    }
    current.words.push(word);
    current.end = Math.max(current.end, word.end);
  }
  return paragraphs;
}

/** Words in time order (stable for equal starts), fillers dropped unless asked for, then paragraphed. */
export function recognitionOf(words: RecognisedWord[], options: { fillerWords?: boolean; speakerLabel?: string } = {}): Recognition {
  const kept = options.fillerWords ? words : words.filter((w) => !isFillerWord(w.text));
  const ordered = kept
    .map((word, index) => ({ word, index }))
    .sort((a, b) => a.word.start - b.word.start || a.index - b.index)
    .map((x) => x.word);
  const paragraphOptions = options.speakerLabel === undefined ? {} : { speakerLabel: options.speakerLabel };
  return { words: ordered, paragraphs: paragraphsOf(ordered, paragraphOptions) };
}
