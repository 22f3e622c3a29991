import type { Transcript } from '../model/transcript.schema.js';
import type { WordPosition } from '../transcript/playback-position.js';
import { paragraphText, tokenize } from '../transcript/tokens.js';
import type { TextPoint, TextRange } from './edit-command.types.js';

/** The caret position `offset` characters into a word (0: before it); undefined for a word the transcript lacks. */
export function pointAtWord(transcript: Transcript, word: WordPosition, offset = 0): TextPoint | undefined {
  const paragraph = transcript.paragraphs[word.paragraphIndex];
  if (!paragraph) return undefined;
  const token = tokenize(paragraphText(paragraph))[word.wordIndex];
  if (!token) return undefined;
  return { paragraph: word.paragraphIndex, offset: token.start + Math.min(Math.max(0, offset), token.end - token.start) };
}

/** The selection covering whole words, from the start of `first` to the end of `last` (a clip, a correction). */
export function rangeOfWords(transcript: Transcript, first: WordPosition, last: WordPosition): TextRange | undefined {
  const from = pointAtWord(transcript, first);
  const lastParagraph = transcript.paragraphs[last.paragraphIndex];
  const token = lastParagraph ? tokenize(paragraphText(lastParagraph))[last.wordIndex] : undefined;
  if (!from || !token) return undefined;
  return { from, to: { paragraph: last.paragraphIndex, offset: token.end } };
}

/** The word a caret is in or right after; undefined in a paragraph without words or before its first word. */
export function wordAtPoint(transcript: Transcript, point: TextPoint): WordPosition | undefined {
  const paragraph = transcript.paragraphs[point.paragraph];
  if (!paragraph) return undefined;
  const tokens = tokenize(paragraphText(paragraph));
  let found: number | undefined;
  for (let i = 0; i < tokens.length; i += 1) {
    if ((tokens[i]?.start ?? 0) <= point.offset) found = i;
    else break;
  }
  return found === undefined ? undefined : { paragraphIndex: point.paragraph, wordIndex: found };
}
