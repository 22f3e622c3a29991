import { describe, expect, it } from 'vitest';
import { NumberSpellings } from './number-spellings.js';
import { spokenForms } from './number-words.js';

function numbered(words: string[]) {
  const distinct = [...new Set(words)];
  return { distinct, index: Int32Array.from(words, (w) => distinct.indexOf(w)) };
}

describe('NumberSpellings', () => {
  it('finds the longest run from a word that spells a number, and its key', () => {
    const spellings = new NumberSpellings();
    spellings.add('1952', spokenForms('1952'));
    spellings.add('1900', spokenForms('1900'));
    const { distinct, index } = numbered('in one thousand nine hundred fifty two and nineteen hundred fifty'.split(' '));
    expect(spellings.opens('one')).toBe(true);
    expect(spellings.opens('in')).toBe(false);
    expect(spellings.longest(distinct, index, 1)).toBe(6);
    expect(spellings.key).toBe('1952');
    // "nineteen hundred" is 1900; "nineteen hundred fifty" spells nothing here, so the shorter run wins.
    expect(spellings.longest(distinct, index, 8)).toBe(2);
    expect(spellings.key).toBe('1900');
    expect(spellings.longest(distinct, index, 0)).toBe(0);
    expect(spellings.longest(distinct, index, 10)).toBe(0);
  });

  it('ignores one-word forms, which compare as plain words', () => {
    const spellings = new NumberSpellings();
    spellings.add('fifteen', [['fifteen']]);
    const { distinct, index } = numbered(['fifteen']);
    expect(spellings.opens('fifteen')).toBe(false);
    expect(spellings.longest(distinct, index, 0)).toBe(0);
  });
});
