import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldForSearch, foldSearchWord, normaliseQuery } from './search-fold.js';

describe('search folding', () => {
  it('folds a word for whole-word comparison: accents, case and punctuation dropped', () => {
    expect(foldSearchWord('Café,')).toBe('cafe');
    expect(foldSearchWord('Ñandú!')).toBe('nandu');
    expect(foldSearchWord('1942.')).toBe('1942');
    expect(foldSearchWord('—')).toBe('');
  });

  it('folds text for search keeping its length', () => {
    const text = 'New\u00a0York İstanbul';
    expect(foldForSearch(text)).toHaveLength(text.length);
    expect(foldForSearch(text)).toBe('new york İstanbul');
  });

  it('folds a query or a short text to match: case, spaces around and runs of spaces do not count', () => {
    expect(normaliseQuery('  Mill\u00a0 \tTOWN ')).toBe('mill town');
    expect(normaliseQuery(' \n ')).toBe('');
  });

  it('folds once and for all, leaving single spaces between words and none around them', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const folded = normaliseQuery(text);
        expect(normaliseQuery(folded)).toBe(folded);
        expect(folded).not.toMatch(/^\s|\s$|\s\s|[^\S ]/);
      }),
    );
  });

  it('folds words alike whatever their case and the spacing between them', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[A-Za-z0-9]{1,6}$/), { minLength: 1, maxLength: 5 }),
        fc.constantFrom(' ', '  ', '\t', '\u00a0', ' \n '),
        (words, gap) => {
          const typed = `${gap}${words.map((w) => w.toUpperCase()).join(gap)}${gap}`;
          expect(normaliseQuery(typed)).toBe(words.map((w) => w.toLowerCase()).join(' '));
        },
      ),
    );
  });
});
