import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Paragraph } from '../model/transcript.schema.js';
import { isWordSeparator, paragraphText, paragraphWords, splitWords, tokenize } from './tokens.js';

describe('tokenize', () => {
  it('splits on whitespace but not on non-breaking spaces, with offsets', () => {
    expect(tokenize(' New\u00a0York,\tthen\nhome ')).toEqual([
      { text: 'New\u00a0York,', start: 1, end: 10 },
      { text: 'then', start: 11, end: 15 },
      { text: 'home', start: 16, end: 20 },
    ]);
    expect(isWordSeparator('\u2003')).toBe(true);
    expect(isWordSeparator('\u00a0')).toBe(false);
  });

  it('gives tokens that are the text’s slices and agree with splitWords', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'b', ' ', '\n', '\u00a0', '\u3000', 'é') }), (text) => {
        const tokens = tokenize(text);
        for (const token of tokens) expect(text.slice(token.start, token.end)).toBe(token.text);
        expect(tokens.map((t) => t.text)).toEqual(splitWords(text));
      }),
    );
  });
});

describe('paragraph text and words', () => {
  it('joins several children with a space', () => {
    const paragraph: Paragraph = {
      speaker: 'A',
      start: 0,
      end: 2,
      children: [
        { text: 'one', words: [{ text: 'one', start: 0, end: 1 }] },
        { text: 'two', words: [{ text: 'two', start: 1, end: 2 }] },
      ],
    };
    expect(paragraphText(paragraph)).toBe('one two');
    expect(paragraphWords(paragraph).map((w) => w.text)).toEqual(['one', 'two']);
  });
});
