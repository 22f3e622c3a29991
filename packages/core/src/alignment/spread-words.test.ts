import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimateWordDuration } from '../transcript/word-duration.js';
import { placeInSilence, placeWordsInto, spreadAcross, spreadWordsInto, type TimedWord } from './spread-words.js';

/** The spreading rule written plainly, as a list of estimates and their running total. */
function slowSpread(words: string[], from: number, to: number): TimedWord[] {
  const estimates = words.map((w) => estimateWordDuration(w));
  const total = estimates.reduce((sum, e) => sum + e, 0);
  let cumulative = 0;
  let start = from;
  return words.map((text, k) => {
    cumulative += estimates[k] as number;
    const end = k === words.length - 1 ? to : Math.min(to, Math.max(start, from + ((to - from) * cumulative) / total));
    const word = { text, start, end };
    start = end;
    return word;
  });
}

function slowPlace(words: string[], from: number, to: number): TimedWord[] {
  const total = words.reduce((sum, w) => sum + estimateWordDuration(w), 0);
  if (total >= to - from) return slowSpread(words, from, to);
  const margin = (to - from - total) / 2;
  return slowSpread(words, from + margin, to - margin);
}

const words = fc.array(fc.constantFrom('a', 'harbour', 'nineteen', 'Storm!', 'x\u00a0y', 'café'), { minLength: 1, maxLength: 12 });
const span = fc.tuple(fc.double({ min: 0, max: 1000, noNaN: true }), fc.double({ min: 0, max: 20, noNaN: true }));

describe('spreading words over time', () => {
  it('times a range of a list exactly as the plain rule times that part alone, each word at its own index', () => {
    fc.assert(
      fc.property(words, fc.nat(), fc.nat(), span, (list, p, q, [from, length]) => {
        const w0 = Math.min(p % list.length, q % list.length);
        const w1 = Math.max(p % list.length, q % list.length) + 1;
        const part = list.slice(w0, w1);
        const untouched: TimedWord = { text: 'untouched', start: 0, end: 0 };
        const spread = list.map(() => untouched);
        spreadWordsInto(spread, list, w0, w1, from, from + length);
        expect(spread).toEqual([...spread.slice(0, w0), ...slowSpread(part, from, from + length), ...spread.slice(w1)]);
        expect(spread.filter((w) => w === untouched).length).toBe(list.length - part.length);
        const placed = list.map(() => untouched);
        placeWordsInto(placed, list, w0, w1, from, from + length);
        expect(placed.slice(w0, w1)).toEqual(slowPlace(part, from, from + length));
        expect(spreadAcross(part, from, from + length)).toEqual(slowSpread(part, from, from + length));
        expect(placeInSilence(part, from, from + length)).toEqual(slowPlace(part, from, from + length));
      }),
    );
  });
});
