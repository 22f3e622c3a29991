import {
  type Paragraph,
  type ParagraphChild,
  RawParagraphChildSchema,
  RawParagraphSchema,
  RawTranscriptSchema,
  RawWordSchema,
  type Transcript,
} from '../model/transcript.schema.js';
import { PARAGRAPH_MIN_DURATION_BUMP_SECONDS } from '../util/constants.js';
import { type PendingWord, repairMissingTimings } from './timing-repair.js';
import { splitWords, tokenize } from './tokens.js';

interface PendingChild {
  text: string;
  words: PendingWord[];
}

/** Normalises a transcript as a server or recogniser sends it (see `normaliseParagraphs`). */
export function normaliseTranscript(raw: unknown): Transcript {
  const parsed = RawTranscriptSchema.safeParse(raw);
  if (!parsed.success) return { paragraphs: [] };
  const transcript: Transcript = { paragraphs: normaliseParagraphs(parsed.data.paragraphs) };
  if (parsed.data.updated_at !== undefined) transcript.updated_at = parsed.data.updated_at;
  if (parsed.data.version !== undefined) transcript.version = parsed.data.version;
  return transcript;
}

/**
 * Keeps the paragraphs whose start and end are numbers and whose speaker is a string; pushes a start that overlaps
 * the previous paragraph to its end; gives a paragraph of no length 0.01 s (see docs/product/transcripts.md). Words are brought in
 * line with their text and missing word timings are filled in between their neighbours.
 */
export function normaliseParagraphs(raw: readonly unknown[]): Paragraph[] {
  const kept: { paragraph: Omit<Paragraph, 'children'>; children: PendingChild[] }[] = [];
  const pending: PendingWord[] = [];
  let previousEnd = Number.NEGATIVE_INFINITY;
  for (const item of raw) {
    const parsed = RawParagraphSchema.safeParse(item);
    if (!parsed.success) continue;
    const { id, rev, speaker, start: rawStart, end: rawEnd, children: rawChildren, startTimecode, previousTimings, type } = parsed.data;
    if (speaker === undefined || rawStart === undefined || rawEnd === undefined) continue;
    const start = Math.max(rawStart, previousEnd);
    let end = Math.max(rawEnd, start);
    if (end === start) end = start + PARAGRAPH_MIN_DURATION_BUMP_SECONDS;
    previousEnd = end;
    const moved = start !== rawStart || end !== rawEnd;
    const paragraph: Omit<Paragraph, 'children'> = id === undefined ? { speaker, start, end } : { id, speaker, start, end };
    if (rev !== undefined) paragraph.rev = rev;
    if (startTimecode !== undefined) paragraph.startTimecode = startTimecode;
    if (previousTimings !== undefined || moved) paragraph.previousTimings = previousTimings ?? { start: rawStart, end: rawEnd };
    if (type !== undefined) paragraph.type = type;
    const children = (rawChildren ?? []).flatMap((child) => pendingChild(child, { start, end }));
    for (const child of children) pending.push(...child.words);
    kept.push({ paragraph, children });
  }
  repairMissingTimings(pending);
  return kept.map(({ paragraph, children }) => ({ ...paragraph, children: children.map(settleChild) }));
}

function pendingChild(raw: unknown, within: { start: number; end: number }): PendingChild[] {
  const parsed = RawParagraphChildSchema.safeParse(raw);
  if (!parsed.success) return [];
  const words = (parsed.data.words ?? []).flatMap((word) => pendingWords(word, within));
  const text = parsed.data.text;
  if (text === undefined) return [{ text: words.map((word) => word.text).join(' '), words }];
  const tokens = tokenize(text);
  if (words.length === 0) {
    return [{ text, words: tokens.map((token) => ({ text: token.text, start: undefined, end: undefined, within })) }];
  }
  // Same count: the text's tokens carry the punctuation the recogniser's words may lack, the words the timing.
  if (tokens.length === words.length) {
    tokens.forEach((token, i) => {
      const word = words[i];
      if (word) word.text = token.text;
    });
    return [{ text, words }];
  }
  return [{ text: words.map((word) => word.text).join(' '), words }];
}

/** A recognised word, split where its text holds whitespace so that each word is one token of the text. */
function pendingWords(raw: unknown, within: { start: number; end: number }): PendingWord[] {
  const parsed = RawWordSchema.safeParse(raw);
  if (!parsed.success || parsed.data.text === undefined) return [];
  const pieces = splitWords(parsed.data.text);
  return pieces.map((text, i) => ({
    text,
    start: i === 0 ? parsed.data.start : undefined,
    end: i === pieces.length - 1 ? parsed.data.end : undefined,
    within,
  }));
}

function settleChild(child: PendingChild): ParagraphChild {
  return {
    text: child.text,
    words: child.words.map((word) => ({ text: word.text, start: word.start ?? word.within.start, end: word.end ?? word.within.start })),
  };
}
