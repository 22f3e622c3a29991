import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseWord, referenceWords } from './normalise-word.js';
import { cardinalWords, spokenForms } from './number-words.js';

const said = (token: string) => spokenForms(token).map((f) => f.join(' '));

describe('numbers as spoken words', () => {
  it('says the documented examples every way people say them', () => {
    expect(said('1952')).toEqual(expect.arrayContaining(['nineteen fifty two', 'one thousand nine hundred fifty two']));
    expect(said('2000')[0]).toBe('two thousand');
    expect(said('15')[0]).toBe('fifteen');
    expect(said('1905')).toEqual(expect.arrayContaining(['nineteen oh five', 'one thousand nine hundred five']));
    expect(said('1500')).toEqual(expect.arrayContaining(['fifteen hundred', 'one thousand five hundred']));
    expect(said('2010')).toEqual(expect.arrayContaining(['twenty ten', 'two thousand ten', 'two thousand and ten']));
    expect(said('105')).toEqual(expect.arrayContaining(['one hundred five', 'one hundred and five', 'one zero five']));
    expect(said('007')).toEqual(['zero zero seven']);
    expect(said('21st')[0]).toBe('twenty first');
    expect(said('12th')[0]).toBe('twelfth');
    expect(said('40th')[0]).toBe('fortieth');
    expect(said('hello')).toEqual([]);
    expect(cardinalWords(3_000_000_021).join(' ')).toBe('three billion twenty one');
  });

  it('spells every number with distinct words that read back to the number', () => {
    const small = [
      'zero',
      'one',
      'two',
      'three',
      'four',
      'five',
      'six',
      'seven',
      'eight',
      'nine',
      'ten',
      'eleven',
      'twelve',
      'thirteen',
      'fourteen',
      'fifteen',
      'sixteen',
      'seventeen',
      'eighteen',
      'nineteen',
    ];
    const tens = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
    const scales: Record<string, number> = { thousand: 1e3, million: 1e6, billion: 1e9, trillion: 1e12 };
    // Reads cardinal words back with the usual running-total rule: an obviously right inverse.
    const readBack = (words: string[]) => {
      let total = 0;
      let group = 0;
      for (const word of words) {
        if (small.includes(word)) group += small.indexOf(word);
        else if (tens.includes(word)) group += (tens.indexOf(word) + 2) * 10;
        else if (word === 'hundred') group *= 100;
        else if (word in scales) {
          total += group * (scales[word] as number);
          group = 0;
        }
      }
      return total + group;
    };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999_999_999 }), (n) => {
        expect(readBack(cardinalWords(n))).toBe(n);
        expect(readBack(cardinalWords(n, true).filter((w) => w !== 'and'))).toBe(n);
        expect(spokenForms(String(n))[0]).toEqual(cardinalWords(n));
      }),
    );
  });
});

describe('normalising words', () => {
  it('lowercases and keeps only letters and digits, in any script', () => {
    expect(normaliseWord('Hello,')).toBe('hello');
    expect(normaliseWord('"Don\'t!"')).toBe('dont');
    expect(normaliseWord('Café')).toBe('café');
    expect(normaliseWord('1,952.')).toBe('1952');
    expect(normaliseWord('—')).toBe('');
  });

  it('splits a reference on spaces and newlines, dropping empty pieces', () => {
    expect(referenceWords('  One two\nthree\r\n\nfour  ')).toEqual(['One', 'two', 'three', 'four']);
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[^\s]{1,6}$/)), fc.array(fc.constantFrom(' ', '\n', '  ', ' \n')), (words, gaps) => {
        const text = words.map((w, i) => `${w}${gaps[i % Math.max(1, gaps.length)] ?? ' '}`).join(' ');
        expect(referenceWords(text)).toEqual(words);
      }),
    );
  });
});
