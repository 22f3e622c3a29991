import { describe, expect, it } from 'vitest';
import { foldForSearch, foldSearchWord } from './search-fold.js';

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
});
