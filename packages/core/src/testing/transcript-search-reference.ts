import type { Transcript } from '../model/transcript.schema.js';
import type { SearchMatch, TranscriptPosition } from '../transcript/search.js';
import { foldForSearch, normaliseQuery } from '../transcript/search-fold.js';
import { paragraphText, paragraphWords, tokenize } from '../transcript/tokens.js';

interface Cursor {
  paragraph: number;
  word: number;
  char: number;
}

/**
 * The obviously-correct search that `searchTranscript` is checked and benchmarked against: from every character
 * of every word, walk the query character by character through the words, a space in the query stepping to the
 * next word (of the same or a later paragraph). No index, no caching: O(characters × query length).
 */
export function referenceSearchTranscript(transcript: Transcript, query: string): SearchMatch[] {
  const needle = normaliseQuery(query);
  if (needle.length === 0) return [];
  const words = transcript.paragraphs.map((paragraph) => paragraphWords(paragraph).map((word) => foldForSearch(word.text)));
  const matches: SearchMatch[] = [];
  let cursor: Cursor | undefined = firstCursor(words);
  while (cursor) {
    const last = walk(words, needle, cursor);
    if (last) {
      matches.push({
        start: position(transcript, cursor),
        end: { ...position(transcript, last), charOffset: position(transcript, last).charOffset + 1 },
        time: wordAt(transcript, cursor)?.start ?? 0,
      });
      cursor = advance(words, last);
    } else cursor = advance(words, cursor);
  }
  return matches;
}

/** Where the query ends when it matches from `from`, or undefined. */
function walk(words: string[][], needle: string, from: Cursor): Cursor | undefined {
  let at: Cursor = { ...from };
  for (let k = 0; k < needle.length; k++) {
    const text = words[at.paragraph]?.[at.word] ?? '';
    if (at.char < text.length) {
      if (text.charAt(at.char) !== needle.charAt(k)) return undefined;
      if (k === needle.length - 1) return at;
      at = { ...at, char: at.char + 1 };
    } else {
      if (needle.charAt(k) !== ' ') return undefined;
      const next = nextWord(words, at);
      if (!next) return undefined;
      at = next;
    }
  }
  return undefined;
}

function advance(words: string[][], at: Cursor): Cursor | undefined {
  const text = words[at.paragraph]?.[at.word] ?? '';
  return at.char + 1 < text.length ? { ...at, char: at.char + 1 } : nextWord(words, at);
}

function nextWord(words: string[][], at: Cursor): Cursor | undefined {
  if (at.word + 1 < (words[at.paragraph]?.length ?? 0)) return { paragraph: at.paragraph, word: at.word + 1, char: 0 };
  for (let p = at.paragraph + 1; p < words.length; p++) {
    if ((words[p]?.length ?? 0) > 0) return { paragraph: p, word: 0, char: 0 };
  }
  return undefined;
}

function firstCursor(words: string[][]): Cursor | undefined {
  const p = words.findIndex((paragraph) => paragraph.length > 0);
  return p < 0 ? undefined : { paragraph: p, word: 0, char: 0 };
}

function wordAt(transcript: Transcript, at: Cursor) {
  const paragraph = transcript.paragraphs[at.paragraph];
  return paragraph ? paragraphWords(paragraph)[at.word] : undefined;
}

function position(transcript: Transcript, at: Cursor): TranscriptPosition {
  const paragraph = transcript.paragraphs[at.paragraph];
  const token = paragraph ? tokenize(paragraphText(paragraph))[at.word] : undefined;
  return { paragraphIndex: at.paragraph, wordIndex: at.word, charOffset: (token?.start ?? 0) + at.char };
}
