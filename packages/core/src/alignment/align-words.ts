import type { SttWord } from '../model/alignment.schema.js';
import { type MatchOptions, matchTokens } from './match-tokens.js';
import { referenceWords } from './normalise-word.js';
import { type HypothesisToken, prepareTokens } from './prepare-tokens.js';
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
function tokenTimes(tokens: readonly HypothesisToken[], starts: Float64Array, ends: Float64Array) {
  const tokenStarts = new Float64Array(tokens.length);
  const tokenEnds = new Float64Array(tokens.length);
  tokens.forEach((token, k) => {
    const from = starts[token.first] as number;
    const to = ends[token.last] as number;
    const slice = (to - from) / token.parts;
    tokenStarts[k] = token.part === 0 ? from : from + slice * token.part;
    tokenEnds[k] = token.part === token.parts - 1 ? to : from + slice * (token.part + 1);
  });
  return { tokenStarts, tokenEnds };
}

/**
 * Gives every word of a reference text the time it was said, from speech-to-text words.
 *
 * The reference is split as the spec says (newlines to spaces, split on spaces, empty pieces dropped) and compared
 * with the recognised words after normalising both (lowercase, letters and digits only, numbers as spoken words:
 * 1952 matches "nineteen fifty two" as well as "one thousand nine hundred fifty two"). Matched words take the
 * recognised times; a run of unmatched words as long as the recognised run opposite takes those times one for one;
 * any other run shares the time of the recognised words opposite, or the silence between its neighbours, in
 * proportion to {@link estimateWordDuration}. Every reference word comes back once, in order, with start ≤ end,
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
  const partner = matchTokens(tokens.reference, tokens.hypothesisIds, options);
  const { starts, ends } = orderedTimes(sttWords);
  const { tokenStarts, tokenEnds } = tokenTimes(tokens.hypothesis, starts, ends);
  const first = starts[0] as number;
  const last = ends[sttWords.length - 1] as number;
  const aligned: TimedWord[] = [];
  let gapStart = 0;
  let previousToken = -1;
  const closeGap = (gapEnd: number, nextToken: number) => {
    if (gapEnd === gapStart) return;
    const gapWords = words.slice(gapStart, gapEnd);
    const heardFrom = previousToken + 1;
    const heard = nextToken - heardFrom;
    if (heard === gapWords.length) {
      gapWords.forEach((text, k) => {
        aligned.push({ text, start: tokenStarts[heardFrom + k] as number, end: tokenEnds[heardFrom + k] as number });
      });
    } else if (heard > 0) {
      aligned.push(...spreadAcross(gapWords, tokenStarts[heardFrom] as number, tokenEnds[nextToken - 1] as number));
    } else {
      const from = previousToken >= 0 ? (tokenEnds[previousToken] as number) : first;
      const to = nextToken < tokenStarts.length ? (tokenStarts[nextToken] as number) : last;
      aligned.push(...placeInSilence(gapWords, from, to));
    }
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
