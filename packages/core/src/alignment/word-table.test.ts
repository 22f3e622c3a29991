import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { referenceWords } from './normalise-word.js';
import { WordTable } from './word-table.js';

/** The splitting rule, spelled out the slow way: line breaks to spaces, split on spaces, empty pieces dropped. */
function specWords(text: string): string[] {
  return text
    .replace(/\r\n|\r|\n/g, ' ')
    .split(' ')
    .filter((word) => word !== '');
}

const piece = fc.constantFrom('a', 'b', 'ab', 'B', 'é', '😀', ',', '1952', ' ', ' ', '\n', '\r', '\r\n', '\t', '\u00a0', '');
const text = fc.array(piece, { maxLength: 40 }).map((pieces) => pieces.join(''));
const word = fc.array(fc.constantFrom('a', 'b', 'é', '😀', '\u0000', '1'), { maxLength: 4 }).map((units) => units.join(''));

describe('WordTable', () => {
  it('gives equal numbers exactly to equal words, numbered in order of first sight', () => {
    fc.assert(
      fc.property(fc.array(word, { maxLength: 60 }), (words) => {
        const table = new WordTable();
        const numbers = words.map((w) => table.indexOf(w));
        expect(numbers.map((n) => table.words[n])).toEqual(words);
        expect(numbers.map((n) => numbers.map((m) => n === m))).toEqual(words.map((w) => words.map((v) => w === v)));
        expect(table.words).toEqual([...new Set(words)]);
      }),
    );
  });

  it('splits a text into the words the rule names, numbered as looking each one up would', () => {
    fc.assert(
      fc.property(text, fc.array(word, { maxLength: 5 }), (reference, before) => {
        const table = new WordTable();
        for (const w of before) table.indexOf(w);
        const numbers = table.split(reference);
        expect([...numbers].map((n) => table.words[n])).toEqual(specWords(reference));
        expect(referenceWords(reference)).toEqual(specWords(reference));
        expect(specWords(reference).map((w) => table.indexOf(w))).toEqual([...numbers]);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps every word findable as it grows far past its first size', () => {
    const table = new WordTable();
    const words = Array.from({ length: 20_000 }, (_, i) => `w${i.toString(36)}`);
    const numbers = table.split(words.join(' '));
    expect([...numbers]).toEqual([...words.keys()]);
    expect(words.map((w) => table.indexOf(w))).toEqual([...words.keys()]);
    expect(table.indexOf('new')).toBe(words.length);
  });
});
