import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatVocabulary, parseVocabulary } from './vocabulary.js';

describe('vocabulary', () => {
  it('splits on commas and trims each word', () => {
    expect(parseVocabulary(' Ojibwe, Sault Ste. Marie ,, mill ')).toEqual(['Ojibwe', 'Sault Ste. Marie', 'mill']);
    expect(parseVocabulary('')).toEqual([]);
  });

  it('reads back what it wrote', () => {
    const word = fc.stringMatching(/^[A-Za-z][A-Za-z .'-]{0,10}[A-Za-z]$/);
    fc.assert(
      fc.property(fc.array(word, { maxLength: 6 }), (words) => {
        expect(parseVocabulary(formatVocabulary(words))).toEqual(words);
      }),
    );
  });
});
