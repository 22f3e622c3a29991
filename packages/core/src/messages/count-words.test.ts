import { describe, expect, it } from 'vitest';
import { countOf, formatCount, pluralWord } from './count-words.js';

const clip = { one: 'clip', other: 'clips' };

describe('count words', () => {
  it('picks the singular for one and the plural otherwise', () => {
    expect(pluralWord(1, clip)).toBe('clip');
    expect(pluralWord(0, clip)).toBe('clips');
    expect(pluralWord(2, clip)).toBe('clips');
  });

  it('writes the number in English before its word', () => {
    expect(countOf(1, clip)).toBe('1 clip');
    expect(countOf(1200, clip)).toBe('1,200 clips');
    expect(formatCount(1234567)).toBe('1,234,567');
  });
});
