import { describe, expect, it } from 'vitest';
import type { Transcript } from '../model/transcript.schema.js';
import { pointAtWord, rangeOfWords, wordAtPoint } from './text-points.js';

const transcript: Transcript = {
  paragraphs: [
    {
      speaker: 'A',
      start: 0,
      end: 3,
      children: [
        {
          text: 'we lived',
          words: [
            { text: 'we', start: 0, end: 1 },
            { text: 'lived', start: 1, end: 2 },
          ],
        },
        { text: 'there', words: [{ text: 'there', start: 2, end: 3 }] },
      ],
    },
  ],
};

describe('text points', () => {
  it('finds a word’s caret position across children', () => {
    expect(pointAtWord(transcript, { paragraphIndex: 0, wordIndex: 2 })).toEqual({ paragraph: 0, offset: 9 });
    expect(pointAtWord(transcript, { paragraphIndex: 0, wordIndex: 1 }, 99)).toEqual({ paragraph: 0, offset: 8 });
    expect(pointAtWord(transcript, { paragraphIndex: 0, wordIndex: 3 })).toBeUndefined();
    expect(pointAtWord(transcript, { paragraphIndex: 1, wordIndex: 0 })).toBeUndefined();
  });

  it('covers whole words with a range', () => {
    expect(rangeOfWords(transcript, { paragraphIndex: 0, wordIndex: 1 }, { paragraphIndex: 0, wordIndex: 2 })).toEqual({
      from: { paragraph: 0, offset: 3 },
      to: { paragraph: 0, offset: 14 },
    });
  });

  it('tells which word a caret is in', () => {
    expect(wordAtPoint(transcript, { paragraph: 0, offset: 0 })).toEqual({ paragraphIndex: 0, wordIndex: 0 });
    expect(wordAtPoint(transcript, { paragraph: 0, offset: 8 })).toEqual({ paragraphIndex: 0, wordIndex: 1 });
    expect(wordAtPoint(transcript, { paragraph: 0, offset: 9 })).toEqual({ paragraphIndex: 0, wordIndex: 2 });
    expect(wordAtPoint(transcript, { paragraph: 2, offset: 0 })).toBeUndefined();
  });
});
