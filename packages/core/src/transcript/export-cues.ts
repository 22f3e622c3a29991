import type { Transcript } from '../model/transcript.schema.js';
import { paragraphWords } from './tokens.js';

/** A subtitle cue: a few words of one paragraph, with when they are said. */
export interface Cue {
  start: number;
  end: number;
  speaker: string;
  text: string;
  /** Whether the cue opens its paragraph. */
  first: boolean;
}

/** How long cues may grow. */
export interface CueOptions {
  /** Characters per cue (default 84: two subtitle lines of 42). */
  maxChars?: number;
  /** Seconds per cue (default 7). */
  maxSeconds?: number;
}

const SENTENCE_END = /[.?!…]["”’)]*$/;

/**
 * Cuts paragraphs into subtitle cues. A cue never runs across paragraphs, stays within the length and time
 * limits (a single longer word gets a cue of its own) and ends early at a sentence end past half its length.
 */
export function transcriptCues(transcript: Transcript, { maxChars = 84, maxSeconds = 7 }: CueOptions = {}): Cue[] {
  const cues: Cue[] = [];
  for (const paragraph of transcript.paragraphs) {
    let current: Cue | undefined;
    let opening = true;
    for (const word of paragraphWords(paragraph)) {
      const fits =
        current !== undefined && current.text.length + 1 + word.text.length <= maxChars && word.end - current.start <= maxSeconds;
      if (current && fits) {
        current.text += ` ${word.text}`;
        current.end = Math.max(current.end, word.end);
      } else {
        current = { start: word.start, end: word.end, speaker: paragraph.speaker, text: word.text, first: opening };
        cues.push(current);
        opening = false;
      }
      if (SENTENCE_END.test(word.text) && current.text.length > maxChars / 2) current = undefined;
    }
  }
  return cues;
}
