import type { Paragraph, Transcript, Word } from '../model/transcript.schema.js';
import { paragraphAt, replaceParagraphs } from './edit-text.js';
import { placeWords } from './timing-fill.js';
import { paragraphText, paragraphWords, tokenize } from './tokens.js';

const LEADING_SEPARATORS = /^[^\S\u00a0]+/;
const TRAILING_SEPARATORS = /[^\S\u00a0]+$/;

/**
 * Splits a paragraph in two at a character offset (Enter in the editor). Words on either side keep their timing;
 * a word cut in the middle becomes two that share its time. The new paragraph starts when its first word does.
 */
export function splitParagraphAt(transcript: Transcript, paragraphIndex: number, at: number, speaker?: string): Transcript {
  const paragraph = paragraphAt(transcript, paragraphIndex);
  const text = paragraphText(paragraph);
  const cut = Math.min(Math.max(Math.trunc(at) || 0, 0), text.length);
  const tokens = tokenize(text);
  const words = paragraphWords(paragraph);
  if (tokens.length !== words.length) return transcript;
  const before = tokens.filter((token) => token.end <= cut).length;
  const inside = tokens[before];
  let wordsBefore: Word[] = words.slice(0, before);
  let wordsAfter: Word[] = words.slice(before);
  const word = words[before];
  if (inside && word && inside.start < cut) {
    const head = text.slice(inside.start, cut);
    const tail = text.slice(cut, inside.end);
    const [headTiming, tailTiming] = placeWords([head, tail], word.start, Math.max(word.start, word.end), 'words');
    wordsBefore = [...wordsBefore, { text: head, start: word.start, end: headTiming?.end ?? word.start }];
    wordsAfter = [{ text: tail, start: tailTiming?.start ?? word.start, end: word.end }, ...words.slice(before + 1)];
  }
  const splitTime = Math.min(
    Math.max(wordsAfter[0]?.start ?? wordsBefore[wordsBefore.length - 1]?.end ?? paragraph.end, paragraph.start),
    paragraph.end,
  );
  const first: Paragraph = {
    ...paragraph,
    end: splitTime,
    children: [{ text: text.slice(0, cut).replace(TRAILING_SEPARATORS, ''), words: wordsBefore }],
  };
  const second: Paragraph = {
    speaker: speaker ?? paragraph.speaker,
    start: splitTime,
    end: paragraph.end,
    children: [{ text: text.slice(cut).replace(LEADING_SEPARATORS, ''), words: wordsAfter }],
  };
  if (paragraph.type !== undefined) second.type = paragraph.type;
  return replaceParagraphs(transcript, paragraphIndex, 1, [first, second]);
}

/** Joins a paragraph with the one after it (Backspace at a paragraph's start); every word keeps its timing. */
export function mergeWithNextParagraph(transcript: Transcript, paragraphIndex: number): Transcript {
  const paragraph = paragraphAt(transcript, paragraphIndex);
  const next = transcript.paragraphs[paragraphIndex + 1];
  if (!next) return transcript;
  const texts = [paragraphText(paragraph), paragraphText(next)].filter((text) => text.length > 0);
  const merged: Paragraph = {
    ...paragraph,
    end: Math.max(paragraph.end, next.end),
    children: [{ text: texts.join(' '), words: [...paragraphWords(paragraph), ...paragraphWords(next)] }],
  };
  return replaceParagraphs(transcript, paragraphIndex, 2, [merged]);
}

/** Gives a paragraph another speaker. */
export function setParagraphSpeakerAt(transcript: Transcript, paragraphIndex: number, speaker: string): Transcript {
  const paragraph = paragraphAt(transcript, paragraphIndex);
  return paragraph.speaker === speaker ? transcript : replaceParagraphs(transcript, paragraphIndex, 1, [{ ...paragraph, speaker }]);
}
