import type { RecognisedWord } from '@storykeep/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isFillerWord, PARAGRAPH_PAUSE, paragraphsOf, recognitionOf } from './paragraphs.js';

const timedWords = fc
  .array(
    fc.record({
      gap: fc.double({ min: 0, max: 4, noNaN: true }),
      length: fc.double({ min: 0.05, max: 1, noNaN: true }),
      speaker: fc.constantFrom('A', 'B'),
    }),
  )
  .map((items) => {
    let t = 0;
    return items.map(({ gap, length, speaker }, i): RecognisedWord => {
      const start = t + gap;
      t = start + length;
      return { text: `w${i}`, start, end: t, speaker };
    });
  });

describe('paragraphs', () => {
  it('keeps every word once, in order, and splits only at a pause or a change of speaker', () => {
    fc.assert(
      fc.property(timedWords, (words) => {
        const paragraphs = paragraphsOf(words);
        expect(paragraphs.flatMap((p) => p.words)).toEqual(words);
        for (const p of paragraphs) {
          expect(p.words.every((w) => w.speaker === p.speaker)).toBe(true);
          for (let i = 1; i < p.words.length; i++) {
            expect((p.words[i]?.start ?? 0) - (p.words[i - 1]?.end ?? 0)).toBeLessThanOrEqual(PARAGRAPH_PAUSE);
          }
        }
        for (let i = 1; i < paragraphs.length; i++) {
          const before = paragraphs[i - 1];
          const after = paragraphs[i];
          if (before && after && before.speaker === after.speaker) expect(after.start - before.end).toBeGreaterThan(PARAGRAPH_PAUSE);
        }
      }),
    );
  });

  it('leaves out hesitations unless the organization keeps filler words', () => {
    const words = ['so', 'um', 'we', 'uh,', 'moved'].map((text, i) => ({ text, start: i, end: i + 0.5 }));
    expect(recognitionOf(words).words.map((w) => w.text)).toEqual(['so', 'we', 'moved']);
    expect(recognitionOf(words, { fillerWords: true }).words).toHaveLength(5);
    expect(isFillerWord('Um')).toBe(true);
    expect(isFillerWord('umbrella')).toBe(false);
    expect(recognitionOf(words, { speakerLabel: 'Ada' }).paragraphs[0]?.speaker).toBe('Ada');
  });
});
