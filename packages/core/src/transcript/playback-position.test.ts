import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Transcript } from '../model/transcript.schema.js';
import { generateTranscript } from '../testing/transcript-generators.js';
import { wordAtTime } from './playback-position.js';
import { paragraphWords } from './tokens.js';

/** Every word, one by one: the last one starting by the time wins. */
function linearWordAtTime(transcript: Transcript, time: number) {
  let found: { paragraphIndex: number; wordIndex: number } | undefined;
  transcript.paragraphs.forEach((paragraph, paragraphIndex) => {
    paragraphWords(paragraph).forEach((word, wordIndex) => {
      if (word.start <= time) found = { paragraphIndex, wordIndex };
    });
  });
  return found;
}

describe('wordAtTime', () => {
  it('agrees with a linear scan at any time', () => {
    fc.assert(
      fc.property(fc.integer(), fc.double({ min: -5, max: 400, noNaN: true }), (seed, time) => {
        const transcript = generateTranscript({ words: 500, seed, start: 2 });
        expect(wordAtTime(transcript, time)).toEqual(linearWordAtTime(transcript, time));
      }),
      { numRuns: 200 },
    );
  });

  it('steps back over paragraphs without words', () => {
    const transcript: Transcript = {
      paragraphs: [
        { speaker: 'A', start: 0, end: 1, children: [{ text: 'hi', words: [{ text: 'hi', start: 0, end: 1 }] }] },
        { speaker: 'B', start: 1, end: 5, children: [{ text: '', words: [] }] },
      ],
    };
    expect(wordAtTime(transcript, 3)).toEqual({ paragraphIndex: 0, wordIndex: 0 });
    expect(wordAtTime(transcript, -1)).toBeUndefined();
  });
});
