import type { Paragraph, Transcript, Word } from '../model/transcript.schema.js';
import { editChildren } from './edit-children.js';
import { timeNewWords } from './edit-timing.js';
import { isWordSeparator, paragraphText, paragraphWords, type Token, tokenize } from './tokens.js';

/** Replace the characters `from`–`to` (end exclusive) of a paragraph's text with `text`. */
export interface TextEdit {
  paragraphIndex: number;
  from: number;
  to: number;
  text: string;
}

/** An edit named a paragraph the transcript does not have. */
export class TranscriptEditError extends Error {
  readonly code = 'paragraph-out-of-range';
  constructor(readonly paragraphIndex: number) {
    super(`No paragraph ${paragraphIndex} in the transcript`);
    this.name = 'TranscriptEditError';
  }
}

/**
 * Applies a text edit. Only the edited paragraph is rebuilt (in time proportional to its length); every other
 * paragraph object is shared with the input, and every word the edit did not touch keeps its object and timing.
 */
export function applyTextEdit(transcript: Transcript, edit: TextEdit): Transcript {
  const paragraph = paragraphAt(transcript, edit.paragraphIndex);
  const edited = editParagraphText(paragraph, edit.from, edit.to, edit.text);
  return edited === paragraph ? transcript : replaceParagraphs(transcript, edit.paragraphIndex, 1, [edited]);
}

/** Replaces a stretch of a paragraph's text (a paste over a selection, a correction). */
export function replaceText(transcript: Transcript, paragraphIndex: number, from: number, to: number, text: string): Transcript {
  return applyTextEdit(transcript, { paragraphIndex, from, to, text });
}

/** Inserts text at a character offset of a paragraph (a keystroke). */
export function insertText(transcript: Transcript, paragraphIndex: number, at: number, text: string): Transcript {
  return applyTextEdit(transcript, { paragraphIndex, from: at, to: at, text });
}

/** Deletes a stretch of a paragraph's text (backspace, delete, cut). */
export function deleteText(transcript: Transcript, paragraphIndex: number, from: number, to: number): Transcript {
  return applyTextEdit(transcript, { paragraphIndex, from, to, text: '' });
}

/**
 * Gives a paragraph a whole new text, for editors that report the text rather than the change: the changed stretch
 * is what lies between the longest common start and end of the old and new texts.
 */
export function setParagraphText(transcript: Transcript, paragraphIndex: number, text: string): Transcript {
  const old = paragraphText(paragraphAt(transcript, paragraphIndex));
  const shorter = Math.min(old.length, text.length);
  let head = 0;
  while (head < shorter && old.charCodeAt(head) === text.charCodeAt(head)) head += 1;
  let tail = 0;
  while (tail < shorter - head && old.charCodeAt(old.length - 1 - tail) === text.charCodeAt(text.length - 1 - tail)) tail += 1;
  return applyTextEdit(transcript, { paragraphIndex, from: head, to: old.length - tail, text: text.slice(head, text.length - tail) });
}

/** A paragraph with a stretch of its text replaced; the same object when nothing changes. */
export function editParagraphText(paragraph: Paragraph, rawFrom: number, rawTo: number, insert: string): Paragraph {
  const text = paragraphText(paragraph);
  const from = clampOffset(Math.min(rawFrom, rawTo), text.length);
  const to = clampOffset(Math.max(rawFrom, rawTo), text.length);
  if (text.slice(from, to) === insert) return paragraph;
  const newText = text.slice(0, from) + insert + text.slice(to);
  const tokens = tokenize(text);
  const words = paragraphWords(paragraph);
  const newTokens = tokenize(newText);
  // A paragraph whose words do not match its text (never normalised) is retimed as a whole.
  const consistent = tokens.length === words.length;
  const insertEnd = from + insert.length;
  let kept = 0;
  while (consistent && kept < tokens.length && keepsBefore(tokens[kept], newText, from)) kept += 1;
  let keptAfter = 0;
  while (consistent && keptAfter < tokens.length - kept && keepsAfter(tokens[tokens.length - 1 - keptAfter], newText, to, insertEnd)) {
    keptAfter += 1;
  }
  const typed = newTokens.slice(kept, newTokens.length - keptAfter).map((token) => token.text);
  const removed = words.slice(kept, words.length - keptAfter);
  const timings = timeNewWords(typed, { paragraph, previous: words[kept - 1], next: words[words.length - keptAfter], removed });
  const newWords: Word[] = [
    ...words.slice(0, kept),
    ...typed.map((wordText, i) => ({
      text: wordText,
      start: timings[i]?.start ?? paragraph.start,
      end: timings[i]?.end ?? paragraph.start,
    })),
    ...words.slice(words.length - keptAfter),
  ];
  const children = consistent ? editChildren(paragraph, from, to, insert, newText, newWords) : undefined;
  return { ...paragraph, children: children ?? [{ text: newText, words: newWords }] };
}

/** A word before the edit stays itself when it ends before the edit, or right at it with a separator following. */
function keepsBefore(token: Token | undefined, newText: string, from: number): boolean {
  if (!token) return false;
  return token.end < from || (token.end === from && (from === newText.length || isWordSeparator(newText.charAt(from))));
}

/** A word after the edit stays itself when it starts after the edit, or right at it with a separator before. */
function keepsAfter(token: Token | undefined, newText: string, to: number, insertEnd: number): boolean {
  if (!token) return false;
  return token.start > to || (token.start === to && (insertEnd === 0 || isWordSeparator(newText.charAt(insertEnd - 1))));
}

function clampOffset(offset: number, length: number): number {
  return Math.min(Math.max(Math.trunc(offset) || 0, 0), length);
}

/** The paragraph at an index, or a TranscriptEditError. */
export function paragraphAt(transcript: Transcript, paragraphIndex: number): Paragraph {
  const paragraph = transcript.paragraphs[paragraphIndex];
  if (!paragraph) throw new TranscriptEditError(paragraphIndex);
  return paragraph;
}

/** A transcript with `count` paragraphs from `index` replaced, sharing every other paragraph object. */
export function replaceParagraphs(transcript: Transcript, index: number, count: number, replacement: readonly Paragraph[]): Transcript {
  const paragraphs = transcript.paragraphs.slice();
  paragraphs.splice(index, count, ...replacement);
  return { ...transcript, paragraphs };
}
