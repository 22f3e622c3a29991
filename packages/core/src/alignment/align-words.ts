import type { SttWord } from '../model/alignment.schema.js';
import { type MatchOptions, matchTokens } from './match-tokens.js';
import { type GapTokens, type GapWords, pairGap } from './pair-gap.js';
import { type PreparedTokens, prepareIndexed } from './prepare-tokens.js';
import { placeWordsInto, spreadWordsInto, type TimedWord } from './spread-words.js';
import { WordTable } from './word-table.js';

/**
 * The recognised words as numbers in `table`, and their times made monotone and non-overlapping: each starts no
 * earlier than the previous one ends. One pass over the words, which a four-hour transcript has tens of thousands of.
 */
function readHeard(words: readonly SttWord[], table: WordTable) {
  const index = new Int32Array(words.length);
  const starts = new Float64Array(words.length);
  const ends = new Float64Array(words.length);
  let previousEnd = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i] as SttWord;
    index[i] = table.indexOf(word.text);
    const start = Math.max(word.start, previousEnd);
    previousEnd = Math.max(word.end, start);
    starts[i] = start;
    ends[i] = previousEnd;
  }
  return { index, starts, ends };
}

/** Start and end of each comparison token; a spelled-out number shares its word's time in equal slices. */
function tokenTimes(tokens: PreparedTokens, starts: Float64Array, ends: Float64Array) {
  const count = tokens.hypothesis.length;
  const tokenStarts = new Float64Array(count);
  const tokenEnds = new Float64Array(count);
  for (let k = 0; k < count; k += 1) {
    const from = starts[tokens.first[k] as number] as number;
    const to = ends[tokens.last[k] as number] as number;
    const part = tokens.part[k] as number;
    const parts = tokens.parts[k] as number;
    const slice = (to - from) / parts;
    tokenStarts[k] = part === 0 ? from : from + slice * part;
    tokenEnds[k] = part === parts - 1 ? to : from + slice * (part + 1);
  }
  return { tokenStarts, tokenEnds };
}

/**
 * Times a run of unmatched reference words lying between `from` and `to`, word k into out[k], opposite the
 * unmatched recognised tokens: one for one when the counts agree, else paired word by word where they sound and last
 * alike, the rest placed in the silence around them.
 */
function timeGap(out: TimedWord[], words: GapWords, opposite: GapTokens, keys: readonly string[], from: number, to: number): void {
  const { texts, from: w0, to: w1 } = words;
  const heard = opposite.to - opposite.from;
  const { starts, ends } = opposite;
  if (heard === 0) {
    placeWordsInto(out, texts, w0, w1, from, to);
    return;
  }
  if (heard === w1 - w0) {
    for (let k = 0; k < heard; k += 1) {
      const token = opposite.from + k;
      out[w0 + k] = { text: texts[w0 + k] as string, start: starts[token] as number, end: ends[token] as number };
    }
    return;
  }
  const partner = pairGap(words, opposite, keys, from, to);
  if (!partner) {
    spreadWordsInto(out, texts, w0, w1, starts[opposite.from] as number, ends[opposite.to - 1] as number);
    return;
  }
  let unpaired = -1;
  let previousEnd = from;
  for (let k = 0; k < partner.length; k += 1) {
    const token = partner[k] as number;
    if (token < 0) {
      if (unpaired < 0) unpaired = w0 + k;
      continue;
    }
    const start = starts[token] as number;
    if (unpaired >= 0) placeWordsInto(out, texts, unpaired, w0 + k, previousEnd, start);
    unpaired = -1;
    previousEnd = ends[token] as number;
    out[w0 + k] = { text: texts[w0 + k] as string, start, end: previousEnd };
  }
  if (unpaired >= 0) placeWordsInto(out, texts, unpaired, w1, previousEnd, to);
}

/**
 * Gives every word of a reference text the time it was said, from speech-to-text words.
 *
 * The reference is split as docs/product/transcripts.md says (newlines to spaces, split on spaces, empty pieces dropped) and compared
 * with the recognised words after normalising both (lowercase, letters and digits only, numbers as spoken words:
 * 1952 matches "nineteen fifty two" as well as "one thousand nine hundred fifty two"). Matched words take the
 * recognised times. Between two matches, unmatched reference words take the times of the recognised words opposite
 * (one for one when the counts agree, else paired by position, spelling and length); the rest are placed in the
 * silence around them at their estimated durations (`estimateWordDuration`), squeezed when it is too short. Every reference word comes
 * back once, in order, with start ≤ end,
 * times monotone and non-overlapping within [first recognised start, last recognised end]; without recognised
 * words every time is 0.
 */
export function alignWords(sttWords: readonly SttWord[], referenceText: string, options?: MatchOptions): TimedWord[] {
  // Both sides' words numbered in one table, so each distinct word is cut out, hashed and normalised once.
  const table = new WordTable();
  const referenceIndex = table.split(referenceText);
  const words: string[] = new Array(referenceIndex.length);
  for (let i = 0; i < words.length; i += 1) words[i] = table.words[referenceIndex[i] as number] as string;
  if (sttWords.length === 0) return words.map((text) => ({ text, start: 0, end: 0 }));
  const { index: heardIndex, starts, ends } = readHeard(sttWords, table);
  const tokens = prepareIndexed(table.words, referenceIndex, heardIndex);
  const partner = matchTokens(tokens.reference, tokens.hypothesis, options);
  const { tokenStarts, tokenEnds } = tokenTimes(tokens, starts, ends);
  const first = starts[0] as number;
  const last = ends[sttWords.length - 1] as number;
  // Sized once and filled in order, word i at index i.
  const aligned: TimedWord[] = new Array(words.length);
  // One description of the current gap on each side, moved along rather than built anew for every gap.
  const gap: GapWords = { texts: words, ids: tokens.reference, from: 0, to: 0 };
  const opposite: GapTokens = { ids: tokens.hypothesis, starts: tokenStarts, ends: tokenEnds, from: 0, to: 0 };
  let previousToken = -1;
  for (let i = 0; i <= words.length; i += 1) {
    const token = i < words.length ? (partner[i] as number) : tokenStarts.length;
    if (token < 0) continue;
    if (i > gap.from) {
      gap.to = i;
      opposite.from = previousToken + 1;
      opposite.to = token;
      const from = previousToken >= 0 ? (tokenEnds[previousToken] as number) : first;
      const to = token < tokenStarts.length ? (tokenStarts[token] as number) : last;
      timeGap(aligned, gap, opposite, tokens.keys, from, to);
    }
    if (i === words.length) break;
    aligned[i] = { text: words[i] as string, start: tokenStarts[token] as number, end: tokenEnds[token] as number };
    gap.from = i + 1;
    previousToken = token;
  }
  return aligned;
}
