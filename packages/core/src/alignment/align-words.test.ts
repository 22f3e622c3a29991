import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SttWord } from '../model/alignment.schema.js';
import { estimateWordDuration } from '../transcript/word-duration.js';
import { alignWords } from './align-words.js';
import { referenceWords } from './normalise-word.js';
import type { TimedWord } from './spread-words.js';

function timed(text: string, start = 0, step = 0.5): SttWord[] {
  return text.split(' ').map((word, i) => ({ text: word, start: start + i * step, end: start + i * step + step * 0.8 }));
}

function expectWellFormed(aligned: TimedWord[], reference: string, stt: SttWord[]): void {
  expect(aligned.map((w) => w.text)).toEqual(referenceWords(reference));
  const first = Math.min(...stt.map((w) => w.start));
  let previousEnd = stt.length > 0 ? first : 0;
  for (const word of aligned) {
    expect(word.start).toBeGreaterThanOrEqual(previousEnd);
    expect(word.end).toBeGreaterThanOrEqual(word.start);
    previousEnd = word.end;
  }
  if (stt.length > 0) expect(previousEnd).toBeLessThanOrEqual(Math.max(...stt.map((w) => w.end)));
}

describe('alignWords', () => {
  it('gives matched words the recognised times and keeps the reference spelling', () => {
    const stt = timed('there is a day about ten years ago');
    const aligned = alignWords(stt, 'There is a DAY, about 10 years\nago.');
    expect(aligned).toEqual(stt.map((w, i) => ({ ...w, text: ['There', 'is', 'a', 'DAY,', 'about', '10', 'years', 'ago.'][i] })));
  });

  it('matches a number token to every spoken form of it', () => {
    for (const spoken of ['nineteen fifty two', 'one thousand nine hundred fifty two', 'one thousand nine hundred and fifty two']) {
      const stt = timed(`born in ${spoken} at home`);
      const aligned = alignWords(stt, 'Born in 1952 at home');
      const words = spoken.split(' ').length;
      expect(aligned[2]).toEqual({ text: '1952', start: stt[2]?.start, end: stt[2 + words - 1]?.end });
      expect(aligned[3]).toEqual({ text: 'at', start: stt[2 + words]?.start, end: stt[2 + words]?.end });
    }
    const thousand = alignWords(timed('in two thousand we moved'), 'in 2000 we moved');
    expect(thousand[1]?.end).toBe(timed('in two thousand')[2]?.end);
    expect(alignWords(timed('she was fifteen'), 'she was 15')[2]).toEqual({ text: '15', start: 1, end: 1.4 });
    expect(alignWords(timed('the twenty first century'), 'the 21st century').slice(1)).toEqual([
      { text: '21st', start: 0.5, end: 1.4 },
      { text: 'century', start: 1.5, end: 1.9 },
    ]);
  });

  it('spells out a recognised number the reference writes in words', () => {
    const stt: SttWord[] = [
      { text: 'aged', start: 0, end: 0.4 },
      { text: '21', start: 0.5, end: 1.1 },
      { text: 'then', start: 1.2, end: 1.5 },
    ];
    const aligned = alignWords(stt, 'aged twenty one then');
    expect(aligned[1]).toEqual({ text: 'twenty', start: 0.5, end: 0.8 });
    expect(aligned[2]?.start).toBeCloseTo(0.8, 10);
    expect(aligned[2]?.end).toBe(1.1);
  });

  it('takes times one for one across a run of substitutions and estimates the rest', () => {
    const stt = timed('the quick brown fox jumps');
    const swapped = alignWords(stt, 'the quack brawn fox jumps');
    expect(swapped.map((w) => [w.start, w.end])).toEqual(stt.map((w) => [w.start, w.end]));
    const missing = alignWords(timed('hello world', 0, 10), 'hello big wide world');
    const big = missing[1] as TimedWord;
    const wide = missing[2] as TimedWord;
    expect(big.end - big.start).toBeCloseTo(estimateWordDuration('big'), 10);
    expect(wide.end - wide.start).toBeCloseTo(estimateWordDuration('wide'), 10);
    expect(big.start - 8).toBeCloseTo(10 - wide.end, 10);
    expectWellFormed(missing, 'hello big wide world', timed('hello world', 0, 10));
  });

  it('gives every word zero times without recognised words, and nothing for an empty reference', () => {
    expect(alignWords([], 'one two')).toEqual([
      { text: 'one', start: 0, end: 0 },
      { text: 'two', start: 0, end: 0 },
    ]);
    expect(alignWords(timed('a b'), ' \n ')).toEqual([]);
  });

  it('never drops, duplicates or reorders a word, and keeps times monotone within the recording', () => {
    const vocabulary = [
      'we',
      'moved',
      'to',
      'the',
      'harbour',
      'in',
      '1952',
      'nineteen',
      'fifty',
      'two',
      'and',
      '—',
      'Storm!',
      '15',
      'fifteen',
      'oh',
    ];
    const sttWord = fc.record({
      text: fc.constantFrom(...vocabulary),
      start: fc.float({ min: 0, max: 100, noNaN: true }),
      length: fc.float({ min: 0, max: 3, noNaN: true }),
    });
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...vocabulary), { maxLength: 40 }),
        fc.array(sttWord, { maxLength: 40 }),
        fc.boolean(),
        (reference, words, sorted) => {
          const stt = words.map((w) => ({ text: w.text, start: w.start, end: w.start + w.length }));
          if (sorted) stt.sort((x, y) => x.start - y.start);
          const text = reference.join(' ');
          const aligned = alignWords(stt, text);
          expect(aligned.map((w) => w.text)).toEqual(reference);
          let previousEnd = stt[0]?.start ?? 0;
          const lastEnd = stt.reduce((end, w) => Math.max(end, w.end), 0);
          for (const word of aligned) {
            expect(word.start).toBeGreaterThanOrEqual(previousEnd);
            expect(word.end).toBeGreaterThanOrEqual(word.start);
            if (stt.length > 0) expect(word.end).toBeLessThanOrEqual(lastEnd);
            previousEnd = word.end;
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('aligns the same on the anchored path as on the exact path when the words agree', () => {
    const words = Array.from({ length: 300 }, (_, i) => `w${i % 97}x${i % 13}`);
    const stt = timed(words.join(' '));
    expect(alignWords(stt, words.join(' '), { exactCells: 16 })).toEqual(alignWords(stt, words.join(' ')));
  });
});
