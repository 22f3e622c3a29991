import type { Transcript } from '../model/transcript.schema.js';
import { normaliseQuery } from './search-fold.js';
import { lastAtOrBefore, searchIndexOf, type TranscriptSearchIndex } from './search-index.js';

/** A place in a transcript: a paragraph, a word of it, and a character offset in the paragraph's text. */
export interface TranscriptPosition {
  paragraphIndex: number;
  wordIndex: number;
  charOffset: number;
}

/**
 * One match of a search. `start` is its first character; `end.charOffset` is just past its last character, in the
 * paragraph and word holding that character. `time` is when the first matched word starts.
 */
export interface SearchMatch {
  start: TranscriptPosition;
  end: TranscriptPosition;
  time: number;
}

/**
 * Finds a query in a transcript: case-insensitive, whitespace-insensitive, across word and paragraph boundaries,
 * matching inside words too ("interv" finds "Interview"). Matches do not overlap and come in reading order.
 * Uses the transcript's cached index (`searchIndexOf`), so repeated searches of one transcript cost only the scan.
 */
export function searchTranscript(transcript: Transcript, query: string): SearchMatch[] {
  return searchIndex(searchIndexOf(transcript), query);
}

/** Runs a search against an index already built. */
export function searchIndex(index: TranscriptSearchIndex, query: string): SearchMatch[] {
  const needle = normaliseQuery(query);
  if (needle.length === 0) return [];
  const matches: SearchMatch[] = [];
  let from = 0;
  for (;;) {
    const found = index.haystack.indexOf(needle, from);
    if (found < 0) return matches;
    const start = positionAt(index, found);
    const last = positionAt(index, found + needle.length - 1);
    matches.push({ start: start.position, end: { ...last.position, charOffset: last.position.charOffset + 1 }, time: start.time });
    from = found + needle.length;
  }
}

function positionAt(index: TranscriptSearchIndex, offset: number): { position: TranscriptPosition; time: number } {
  const entry = lastAtOrBefore(index.paragraphStarts, offset);
  const paragraph = index.paragraphs[entry];
  const inParagraph = offset - (index.paragraphStarts[entry] ?? 0);
  if (!paragraph) return { position: { paragraphIndex: 0, wordIndex: 0, charOffset: 0 }, time: 0 };
  const wordIndex = lastAtOrBefore(paragraph.wordStarts, inParagraph);
  const charOffset = (paragraph.textOffsets[wordIndex] ?? 0) + inParagraph - (paragraph.wordStarts[wordIndex] ?? 0);
  return {
    position: { paragraphIndex: index.paragraphIndexes[entry] ?? 0, wordIndex, charOffset },
    time: paragraph.words[wordIndex]?.start ?? 0,
  };
}

/** The match after `current`, wrapping from the last to the first; the first when there is no current one. */
export function nextMatch(matchCount: number, current: number | undefined): number | undefined {
  if (matchCount === 0) return undefined;
  return current === undefined ? 0 : (current + 1) % matchCount;
}

/** The match before `current`, wrapping from the first to the last; the last when there is no current one. */
export function previousMatch(matchCount: number, current: number | undefined): number | undefined {
  if (matchCount === 0) return undefined;
  return current === undefined ? matchCount - 1 : (current - 1 + matchCount) % matchCount;
}

/** The first match starting at or after a media time, wrapping to the first; for "next" from where playback is. */
export function matchAtOrAfterTime(matches: readonly SearchMatch[], time: number): number | undefined {
  if (matches.length === 0) return undefined;
  const index = matches.findIndex((match) => match.time >= time);
  return Math.max(index, 0);
}
