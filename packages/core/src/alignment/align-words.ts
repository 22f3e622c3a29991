import type { SttWord } from '../model/alignment.schema.js';
import { type MatchOptions, matchTokens } from './match-tokens.js';
import { referenceWords } from './normalise-word.js';
import { type GapTokens, pairGap } from './pair-gap.js';
import { type PreparedTokens, prepareTokens } from './prepare-tokens.js';
import { placeInSilence, spreadAcross, type TimedWord } from './spread-words.js';

/** Recognised words with times made monotone and non-overlapping: each starts no earlier than the previous one ends. */
function orderedTimes(words: readonly SttWord[]): { starts: Float64Array; ends: Float64Array } {
  const starts = new Float64Array(words.length);
  const ends = new Float64Array(words.length);
  let previousEnd = Number.NEGATIVE_INFINITY;
  words.forEach((word, i) => {
    const start = Math.max(word.start, previousEnd);
    previousEnd = Math.max(word.end, start);
    starts[i] = start;
    ends[i] = previousEnd;
  });
  return { starts, ends };
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
 * Times a run of unmatched reference words lying between `from` and `to`, opposite the unmatched recognised tokens:
 * one for one when the counts agree, else paired word by word where they sound and last alike, the rest placed in
 * the silence around them.
 */
function timeGap(words: string[], keys: string[], opposite: GapTokens, from: number, to: number): TimedWord[] {
  const heard = opposite.to - opposite.from;
  if (heard === 0) return placeInSilence(words, from, to);
  const startOf = (token: number) => opposite.starts[token] as number;
  const endOf = (token: number) => opposite.ends[token] as number;
  if (heard === words.length) return words.map((text, k) => ({ text, start: startOf(opposite.from + k), end: endOf(opposite.from + k) }));
  const partner = pairGap(words, keys, opposite, from, to);
  if (!partner) return spreadAcross(words, startOf(opposite.from), endOf(opposite.to - 1));
  const timed: TimedWord[] = [];
  let unpaired: string[] = [];
  let previousEnd = from;
  const flush = (nextStart: number) => {
    if (unpaired.length > 0) timed.push(...placeInSilence(unpaired, previousEnd, nextStart));
    unpaired = [];
  };
  words.forEach((text, k) => {
    const token = partner[k] as number;
    if (token < 0) {
      unpaired.push(text);
      return;
    }
    flush(startOf(token));
    timed.push({ text, start: startOf(token), end: endOf(token) });
    previousEnd = endOf(token);
  });
  flush(to);
  return timed;
}

/**
 * Gives every word of a reference text the time it was said, from speech-to-text words.
 *
 * The reference is split as the spec says (newlines to spaces, split on spaces, empty pieces dropped) and compared
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
  const words = referenceWords(referenceText);
  if (sttWords.length === 0) return words.map((text) => ({ text, start: 0, end: 0 }));
  const tokens = prepareTokens(
    words,
    sttWords.map((w) => w.text),
  );
  const partner = matchTokens(tokens.reference, tokens.hypothesis, options);
  const { starts, ends } = orderedTimes(sttWords);
  const { tokenStarts, tokenEnds } = tokenTimes(tokens, starts, ends);
  const first = starts[0] as number;
  const last = ends[sttWords.length - 1] as number;
  const aligned: TimedWord[] = [];
  let gapStart = 0;
  let previousToken = -1;
  const closeGap = (gapEnd: number, nextToken: number) => {
    if (gapEnd === gapStart) return;
    const gapWords = words.slice(gapStart, gapEnd);
    const from = previousToken >= 0 ? (tokenEnds[previousToken] as number) : first;
    const to = nextToken < tokenStarts.length ? (tokenStarts[nextToken] as number) : last;
    const opposite = { keys: tokens.hypothesisKeys, starts: tokenStarts, ends: tokenEnds, from: previousToken + 1, to: nextToken };
    aligned.push(...timeGap(gapWords, tokens.referenceKeys.slice(gapStart, gapEnd), opposite, from, to));
  };
  for (let i = 0; i < words.length; i += 1) {
    const token = partner[i] as number;
    if (token < 0) continue;
    closeGap(i, token);
    aligned.push({ text: words[i] ?? '', start: tokenStarts[token] as number, end: tokenEnds[token] as number });
    gapStart = i + 1;
    previousToken = token;
  }
  closeGap(words.length, tokenStarts.length);
  return aligned;
}
