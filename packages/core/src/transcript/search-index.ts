import type { Paragraph, Transcript, Word } from '../model/transcript.schema.js';
import { foldForSearch } from './search-fold.js';
import { isSeparatorCode, paragraphText, paragraphWords, tokenize } from './tokens.js';

/** One paragraph ready to search: its folded words joined by single spaces, and where each word sits. */
export interface ParagraphSearchIndex {
  readonly paragraph: Paragraph;
  readonly folded: string;
  /** Offset of each word in `folded`. */
  readonly wordStarts: Int32Array;
  /** Offset of each word in the paragraph's text (`paragraphText`), for highlighting. */
  readonly textOffsets: Int32Array;
  readonly words: readonly Word[];
}

/** A transcript ready to search: every non-empty paragraph's folded text, one space between paragraphs. */
export interface TranscriptSearchIndex {
  readonly haystack: string;
  /** Index in the transcript of each searched (non-empty) paragraph. */
  readonly paragraphIndexes: readonly number[];
  /** Offset in `haystack` where each searched paragraph begins. */
  readonly paragraphStarts: readonly number[];
  readonly paragraphs: readonly ParagraphSearchIndex[];
}

// Paragraphs and transcripts are immutable and edits share untouched paragraphs, so an index is built once per
// object: after a keystroke only the edited paragraph is indexed again.
const paragraphCache = new WeakMap<Paragraph, ParagraphSearchIndex>();
const transcriptCache = new WeakMap<Transcript, TranscriptSearchIndex>();

/** The search index of a transcript, built on first use and kept for as long as the transcript object lives. */
export function searchIndexOf(transcript: Transcript): TranscriptSearchIndex {
  const cached = transcriptCache.get(transcript);
  if (cached) return cached;
  const paragraphIndexes: number[] = [];
  const paragraphStarts: number[] = [];
  const paragraphs: ParagraphSearchIndex[] = [];
  const parts: string[] = [];
  let at = 0;
  transcript.paragraphs.forEach((paragraph, i) => {
    const index = paragraphSearchIndexOf(paragraph);
    if (index.words.length === 0) return;
    paragraphIndexes.push(i);
    paragraphStarts.push(at);
    paragraphs.push(index);
    parts.push(index.folded);
    at += index.folded.length + 1;
  });
  const built = { haystack: parts.join(' '), paragraphIndexes, paragraphStarts, paragraphs };
  transcriptCache.set(transcript, built);
  return built;
}

/** The search index of one paragraph, cached per paragraph object. */
export function paragraphSearchIndexOf(paragraph: Paragraph): ParagraphSearchIndex {
  const cached = paragraphCache.get(paragraph);
  if (cached) return cached;
  const words = paragraphWords(paragraph);
  const joined = words.map((word) => word.text).join(' ');
  const wordStarts = new Int32Array(words.length);
  let at = 0;
  words.forEach((word, i) => {
    wordStarts[i] = at;
    at += word.text.length + 1;
  });
  const built = {
    paragraph,
    folded: foldForSearch(joined),
    wordStarts,
    textOffsets: textOffsetsOf(paragraph, words, joined, wordStarts),
    words,
  };
  paragraphCache.set(paragraph, built);
  return built;
}

/** Where each word sits in the paragraph's text; usually the text is the words joined by spaces, and nothing moves. */
function textOffsetsOf(paragraph: Paragraph, words: readonly Word[], joined: string, wordStarts: Int32Array): Int32Array {
  const text = paragraphText(paragraph);
  if (text === joined) return wordStarts;
  const offsets = new Int32Array(words.length);
  let at = 0;
  for (let i = 0; i < words.length; i++) {
    while (at < text.length && isSeparatorCode(text.charCodeAt(at))) at += 1;
    const word = words[i]?.text ?? '';
    if (!text.startsWith(word, at)) return tokenOffsets(text, words.length, wordStarts);
    offsets[i] = at;
    at += word.length;
  }
  return offsets;
}

/** Offsets from the text's own tokens, for a paragraph whose words do not spell its text. */
function tokenOffsets(text: string, wordCount: number, fallback: Int32Array): Int32Array {
  const tokens = tokenize(text);
  return tokens.length === wordCount ? Int32Array.from(tokens, (token) => token.start) : fallback;
}

/** The last position in a sorted list that is not after `value` (0 when all are after it). */
export function lastAtOrBefore(sorted: ArrayLike<number>, value: number): number {
  let lo = 0;
  let hi = sorted.length - 1;
  let found = 0;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] ?? 0) <= value) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}
