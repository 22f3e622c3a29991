import type { Transcript } from '../model/transcript.schema.js';
import {
  mergeWithNextParagraph,
  setParagraphSpeakerAt as setSpeakerOf,
  splitParagraphAt as splitAt,
} from '../transcript/edit-paragraphs.js';
import { deleteText, paragraphAt, replaceParagraphs, replaceText } from '../transcript/edit-text.js';
import { paragraphText } from '../transcript/tokens.js';
import type { EditCommand, EditResult, TextPoint, TextRange } from './edit-command.types.js';

/** The range with its earlier end first. */
export function orderedRange(range: TextRange): TextRange {
  const { from, to } = range;
  const swap = from.paragraph > to.paragraph || (from.paragraph === to.paragraph && from.offset > to.offset);
  return swap ? { from: to, to: from } : range;
}

function clampPoint(transcript: Transcript, point: TextPoint): TextPoint {
  const text = paragraphText(paragraphAt(transcript, point.paragraph));
  return { paragraph: point.paragraph, offset: Math.min(Math.max(Math.trunc(point.offset) || 0, 0), text.length) };
}

/** Removes the selection; across paragraphs the first and last are joined and those between dropped. */
export function deleteRange(transcript: Transcript, range: TextRange): EditResult {
  const ordered = orderedRange(range);
  const from = clampPoint(transcript, ordered.from);
  const to = clampPoint(transcript, ordered.to);
  if (from.paragraph === to.paragraph) {
    return { transcript: deleteText(transcript, from.paragraph, from.offset, to.offset), caret: from };
  }
  // Cut the tail of the first and the head of the last paragraph, drop those between, then join the two.
  let next = deleteText(transcript, to.paragraph, 0, to.offset);
  next = deleteText(next, from.paragraph, from.offset, paragraphText(paragraphAt(next, from.paragraph)).length);
  if (to.paragraph - from.paragraph > 1) next = replaceParagraphs(next, from.paragraph + 1, to.paragraph - from.paragraph - 1, []);
  const headLength = paragraphText(paragraphAt(next, from.paragraph)).length;
  const tailLength = paragraphText(paragraphAt(next, from.paragraph + 1)).length;
  next = mergeWithNextParagraph(next, from.paragraph);
  // The join puts a space between two non-empty halves; a text editor joins them directly.
  if (headLength > 0 && tailLength > 0) next = deleteText(next, from.paragraph, headLength, headLength + 1);
  return { transcript: next, caret: from };
}

/** Replaces the selection with typed text (a collapsed selection inserts it). */
export function typeText(transcript: Transcript, range: TextRange, text: string): EditResult {
  const ordered = orderedRange(range);
  if (ordered.from.paragraph === ordered.to.paragraph) {
    const from = clampPoint(transcript, ordered.from);
    const to = clampPoint(transcript, ordered.to);
    return {
      transcript: replaceText(transcript, from.paragraph, from.offset, to.offset, text),
      caret: { paragraph: from.paragraph, offset: from.offset + text.length },
    };
  }
  const cleared = deleteRange(transcript, ordered);
  const caret = cleared.caret ?? ordered.from;
  return typeText(cleared.transcript, { from: caret, to: caret }, text);
}

const LINE_BREAK = /\r\n|\r|\n/;

/** Replaces the selection with pasted text; each line break in it starts a new paragraph of the same speaker. */
export function paste(transcript: Transcript, range: TextRange, text: string): EditResult {
  const lines = text.split(LINE_BREAK);
  const first = typeText(transcript, range, lines[0] ?? '');
  let next = first.transcript;
  let caret = first.caret ?? orderedRange(range).from;
  for (let i = 1; i < lines.length; i += 1) {
    next = splitAt(next, caret.paragraph, caret.offset);
    const line = lines[i] ?? '';
    const paragraph = caret.paragraph + 1;
    if (line.length > 0) next = replaceText(next, paragraph, 0, 0, line);
    caret = { paragraph, offset: line.length };
  }
  return { transcript: next, caret };
}

/** Splits a paragraph at a caret (Enter); the caret goes to the start of the new paragraph. */
export function splitParagraph(transcript: Transcript, at: TextPoint, speaker?: string): EditResult {
  const point = clampPoint(transcript, at);
  const next = splitAt(transcript, point.paragraph, point.offset, speaker);
  return next === transcript ? { transcript } : { transcript: next, caret: { paragraph: point.paragraph + 1, offset: 0 } };
}

/** Joins a paragraph with the next one; the caret goes to where they meet. */
export function mergeParagraphs(transcript: Transcript, paragraph: number): EditResult {
  const headLength = paragraphText(paragraphAt(transcript, paragraph)).length;
  const next = mergeWithNextParagraph(transcript, paragraph);
  return next === transcript ? { transcript } : { transcript: next, caret: { paragraph, offset: headLength } };
}

/** Gives one paragraph another speaker. */
export function setParagraphSpeaker(transcript: Transcript, paragraph: number, speaker: string): EditResult {
  return { transcript: setSpeakerOf(transcript, paragraph, speaker) };
}

/** Renames a speaker in every paragraph; paragraphs of other speakers stay the same objects. */
export function renameSpeaker(transcript: Transcript, from: string, to: string): EditResult {
  if (from === to || !transcript.paragraphs.some((paragraph) => paragraph.speaker === from)) return { transcript };
  const paragraphs = transcript.paragraphs.map((paragraph) => (paragraph.speaker === from ? { ...paragraph, speaker: to } : paragraph));
  return { transcript: { ...transcript, paragraphs } };
}

/** Applies one editing command; a command that changes nothing gives back the same transcript object. */
export function applyEditCommand(transcript: Transcript, command: EditCommand): EditResult {
  switch (command.type) {
    case 'typeText':
      return typeText(transcript, command.range, command.text);
    case 'deleteRange':
      return deleteRange(transcript, command.range);
    case 'paste':
      return paste(transcript, command.range, command.text);
    case 'splitParagraph':
      return splitParagraph(transcript, command.at, command.speaker);
    case 'mergeParagraphs':
      return mergeParagraphs(transcript, command.paragraph);
    case 'setParagraphSpeaker':
      return setParagraphSpeaker(transcript, command.paragraph, command.speaker);
    case 'renameSpeaker':
      return renameSpeaker(transcript, command.from, command.to);
  }
}
