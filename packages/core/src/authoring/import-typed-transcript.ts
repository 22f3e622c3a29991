import { alignWords } from '../alignment/align-words.js';
import { spreadAcross, type TimedWord } from '../alignment/spread-words.js';
import type { Paragraph, Transcript, Word } from '../model/transcript.schema.js';
import { wordAtTime } from '../transcript/playback-position.js';
import { paragraphWords, splitWords } from '../transcript/tokens.js';
import { parseCues, type TypedCue } from './typed-cues.js';

/** The kinds of typed transcript that can be imported. */
export type TypedTranscriptFormat = 'text' | 'srt' | 'vtt';

/** A human-typed transcript and, when the story has one, the recognised transcript whose word times it borrows. */
export interface TypedTranscriptInput {
  format: TypedTranscriptFormat;
  text: string;
  recognised?: Transcript | null | undefined;
}

/** A cue gap at least this long starts a new paragraph even when the speaker stays. */
const PARAGRAPH_GAP_SECONDS = 2;

/** `Name: words` at a line's start names the speaker of a typed paragraph. */
const SPEAKER_LABEL = /^([\p{L}][\p{L}\p{N} .'’-]{0,40}?):\s+(.*)$/u;

interface TypedParagraph {
  speaker?: string | undefined;
  words: string[];
}

/**
 * A typed transcript (plain text, SRT or WebVTT) turned into a transcript on the story's media. Plain text takes its
 * word times from aligning it with the recognised words (every time 0 without them); each non-empty line is a
 * paragraph, `Name:` at its start its speaker. SRT and WebVTT cues keep their times: a cue's words are aligned with
 * the recognised words heard in it, or spread over it by estimated length. Unnamed speakers are taken from the
 * recognised transcript at the paragraph's time. Times are monotone.
 */
export function importTypedTranscript(input: TypedTranscriptInput): Transcript {
  const recognised = input.recognised ?? null;
  const heard = recognised ? recognised.paragraphs.flatMap((paragraph) => paragraphWords(paragraph)) : [];
  const paragraphs = input.format === 'text' ? fromText(input.text, heard) : fromCues(parseCues(input.text), heard);
  return { paragraphs: monotone(paragraphs).map((paragraph) => withSpeaker(paragraph, recognised)) };
}

function fromText(text: string, heard: readonly Word[]): Paragraph[] {
  const typed: TypedParagraph[] = [];
  for (const line of text.split(/\r\n|\r|\n/)) {
    const label = SPEAKER_LABEL.exec(line.trim());
    const words = splitWords(label ? (label[2] ?? '') : line);
    if (words.length > 0) typed.push({ speaker: label?.[1]?.trim(), words });
  }
  const all = typed.flatMap((paragraph) => paragraph.words);
  const timed = alignWords(heard, all.join(' '));
  let next = 0;
  return typed.map((paragraph) => {
    const words = timed.slice(next, next + paragraph.words.length);
    next += paragraph.words.length;
    return paragraphOf(paragraph.speaker, paragraph.words, words);
  });
}

function fromCues(cues: readonly TypedCue[], heard: readonly Word[]): Paragraph[] {
  const paragraphs: { speaker: string | undefined; texts: string[]; timed: TimedWord[]; end: number }[] = [];
  for (const cue of cues) {
    const words = splitWords(cue.text);
    if (words.length === 0) continue;
    const end = Math.max(cue.start, cue.end);
    const inside = heard.filter((word) => (word.start + word.end) / 2 >= cue.start && (word.start + word.end) / 2 <= end);
    const timed = inside.length > 0 ? clampInto(alignWords(inside, words.join(' ')), cue.start, end) : spreadAcross(words, cue.start, end);
    const last = paragraphs[paragraphs.length - 1];
    const sameSpeaker = cue.speaker === undefined || cue.speaker === last?.speaker;
    if (last && sameSpeaker && cue.start - last.end < PARAGRAPH_GAP_SECONDS) {
      last.texts.push(...words);
      last.timed.push(...timed);
      last.end = end;
    } else {
      paragraphs.push({ speaker: cue.speaker ?? last?.speaker, texts: words, timed, end });
    }
  }
  return paragraphs.map((paragraph) => paragraphOf(paragraph.speaker, paragraph.texts, paragraph.timed));
}

function clampInto(words: TimedWord[], lo: number, hi: number): TimedWord[] {
  return words.map((word) => {
    const start = Math.min(Math.max(word.start, lo), hi);
    return { text: word.text, start, end: Math.min(Math.max(word.end, start), hi) };
  });
}

function paragraphOf(speaker: string | undefined, texts: readonly string[], timed: readonly TimedWord[]): Paragraph {
  const words: Word[] = texts.map((text, i) => ({ text, start: timed[i]?.start ?? 0, end: timed[i]?.end ?? 0 }));
  return {
    speaker: speaker ?? '',
    start: words[0]?.start ?? 0,
    end: words[words.length - 1]?.end ?? 0,
    children: [{ text: texts.join(' '), words }],
  };
}

/** Gives an unnamed paragraph the speaker the recognised transcript has at its start. */
function withSpeaker(paragraph: Paragraph, recognised: Transcript | null): Paragraph {
  if (paragraph.speaker !== '' || !recognised) return paragraph;
  const position = wordAtTime(recognised, paragraph.start);
  const speaker = position ? recognised.paragraphs[position.paragraphIndex]?.speaker : recognised.paragraphs[0]?.speaker;
  return speaker ? { ...paragraph, speaker } : paragraph;
}

/** Overlapping cues would put a word before the one it follows; each word starts no earlier than the last ended. */
function monotone(paragraphs: Paragraph[]): Paragraph[] {
  let previousEnd = 0;
  return paragraphs.map((paragraph) => {
    const words = paragraphWords(paragraph).map((word) => {
      const start = Math.max(word.start, previousEnd);
      previousEnd = Math.max(word.end, start);
      return { text: word.text, start, end: previousEnd };
    });
    const text = paragraph.children[0]?.text ?? '';
    return {
      ...paragraph,
      start: words[0]?.start ?? paragraph.start,
      end: words[words.length - 1]?.end ?? paragraph.end,
      children: [{ text, words }],
    };
  });
}
