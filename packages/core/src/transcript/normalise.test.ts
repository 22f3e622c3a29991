import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ParagraphSchema } from '../model/transcript.schema.js';
import { generateRawTranscript, generateTranscript } from '../testing/transcript-generators.js';
import { PARAGRAPH_MIN_DURATION_BUMP_SECONDS } from '../util/constants.js';
import { normaliseParagraphs, normaliseTranscript } from './normalise.js';
import { diagnoseTimings } from './timing-diagnostics.js';
import { tokenize } from './tokens.js';

const seconds = fc.integer({ min: 0, max: 400 }).map((n) => n / 4);
const garbage = fc.constantFrom(null, 'soon', Number.NaN, Number.POSITIVE_INFINITY, {});
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.oneof({ weight: 6, arbitrary: arb }, { weight: 1, arbitrary: garbage });
const wordText = fc.oneof(
  fc.constantFrom('oh', 'well', 'New\u00a0York', 'it’s', 'A', ' spaced ', 'two words', ''),
  fc.string({ maxLength: 6 }),
);
const rawWord = fc.record({ text: maybe(wordText), start: maybe(seconds), end: maybe(seconds) }, { requiredKeys: ['text'] });
const rawChild = fc.record({ text: maybe(wordText), words: fc.array(rawWord, { maxLength: 6 }) }, { requiredKeys: [] });
const rawParagraph = fc.oneof(
  {
    weight: 10,
    arbitrary: fc.record(
      {
        speaker: maybe(fc.constantFrom('Ann', 'Bo', '')),
        start: maybe(seconds),
        end: maybe(seconds),
        children: fc.array(rawChild, { maxLength: 3 }),
      },
      { requiredKeys: [] },
    ),
  },
  { weight: 1, arbitrary: garbage },
);
const rawParagraphs = fc.array(rawParagraph, { maxLength: 12 });

describe('normaliseParagraphs', () => {
  it('keeps only paragraphs with numeric start and end and a string speaker', () => {
    const kept = normaliseParagraphs([
      { speaker: 'Ann', start: 0, end: 2, children: [] },
      { speaker: null, start: 2, end: 3, children: [] },
      { speaker: 'Bo', start: '3', end: 4, children: [] },
      { speaker: 'Bo', end: 5, children: [] },
      'not a paragraph',
      { speaker: '', start: 5, end: 6 },
    ]);
    expect(kept.map((p) => [p.speaker, p.start, p.end])).toEqual([
      ['Ann', 0, 2],
      ['', 5, 6],
    ]);
  });

  it('pushes an overlapping start to the previous end and remembers the old timing', () => {
    const [, second] = normaliseParagraphs([
      { speaker: 'Ann', start: 0, end: 5, children: [] },
      { speaker: 'Bo', start: 4, end: 9, children: [] },
    ]);
    expect(second).toMatchObject({ start: 5, end: 9, previousTimings: { start: 4, end: 9 } });
  });

  it('gives a paragraph of no length 0.01 s', () => {
    const [only] = normaliseParagraphs([{ speaker: 'Ann', start: 3, end: 3, children: [] }]);
    expect(only?.end).toBeCloseTo(3 + PARAGRAPH_MIN_DURATION_BUMP_SECONDS, 10);
  });

  it('fills missing word timings between their neighbours and keeps known ones', () => {
    const [paragraph] = normaliseParagraphs([
      {
        speaker: 'Ann',
        start: 0,
        end: 4,
        children: [
          { text: 'one two three', words: [{ text: 'one', start: 0, end: 1 }, { text: 'two' }, { text: 'three', start: 3, end: 4 }] },
        ],
      },
    ]);
    const [one, two, three] = paragraph?.children[0]?.words ?? [];
    expect(one).toEqual({ text: 'one', start: 0, end: 1 });
    expect(three).toEqual({ text: 'three', start: 3, end: 4 });
    expect(two?.start).toBeGreaterThanOrEqual(1);
    expect(two?.end).toBeLessThanOrEqual(3);
    expect(two?.end).toBeGreaterThan(two?.start ?? Number.POSITIVE_INFINITY);
  });

  it('gives text without words timed words spread over the paragraph', () => {
    const [paragraph] = normaliseParagraphs([{ speaker: 'Ann', start: 10, end: 20, children: [{ text: 'hello there friend' }] }]);
    const words = paragraph?.children[0]?.words ?? [];
    expect(words.map((w) => w.text)).toEqual(['hello', 'there', 'friend']);
    for (const word of words) {
      expect(word.start).toBeGreaterThanOrEqual(10);
      expect(word.end).toBeLessThanOrEqual(20);
    }
  });

  it('takes punctuation from the text when it has as many tokens as there are words', () => {
    const [paragraph] = normaliseParagraphs([
      {
        speaker: 'Ann',
        start: 0,
        end: 2,
        children: [
          {
            text: 'Hello, world.',
            words: [
              { text: 'hello', start: 0, end: 1 },
              { text: 'world', start: 1, end: 2 },
            ],
          },
        ],
      },
    ]);
    expect(paragraph?.children[0]?.words.map((w) => w.text)).toEqual(['Hello,', 'world.']);
  });

  it('produces valid paragraphs whose words are exactly the tokens of their text', () => {
    fc.assert(
      fc.property(rawParagraphs, (raw) => {
        for (const paragraph of normaliseParagraphs(raw)) {
          expect(ParagraphSchema.safeParse(paragraph).success).toBe(true);
          for (const child of paragraph.children) {
            expect(child.words.map((w) => w.text)).toEqual(tokenize(child.text).map((t) => t.text));
          }
        }
      }),
    );
  });

  it('keeps exactly the paragraphs a plain filter would keep, in order', () => {
    fc.assert(
      fc.property(rawParagraphs, (raw) => {
        const expected = raw.filter(
          (p): p is { speaker: string } =>
            typeof p === 'object' &&
            p !== null &&
            'speaker' in p &&
            typeof p.speaker === 'string' &&
            'start' in p &&
            Number.isFinite(p.start) &&
            'end' in p &&
            Number.isFinite(p.end),
        );
        expect(normaliseParagraphs(raw).map((p) => p.speaker)).toEqual(expected.map((p) => p.speaker));
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(rawParagraphs, (raw) => {
        const once = normaliseParagraphs(raw);
        expect(normaliseParagraphs(once)).toEqual(once);
      }),
    );
  });

  it('never increases timing issues and leaves none at paragraph level', () => {
    fc.assert(
      fc.property(rawParagraphs, (raw) => {
        const after = diagnoseTimings(normaliseParagraphs(raw));
        expect(after.total).toBeLessThanOrEqual(diagnoseTimings(raw).total);
        expect(after.missing.total).toBe(0);
        const paragraphIssues = [...after.outOfOrder.startAfterEnd, ...after.outOfOrder.startBeforePreviousEnd].filter(
          (i) => i.wordIndex === undefined,
        );
        expect(paragraphIssues).toEqual([]);
      }),
      { numRuns: 3000 },
    );
  });

  it('gives non-decreasing starts and ends after starts', () => {
    fc.assert(
      fc.property(rawParagraphs, (raw) => {
        const out = normaliseParagraphs(raw);
        out.forEach((p, i) => {
          expect(p.end).toBeGreaterThan(p.start);
          expect(p.start).toBeGreaterThanOrEqual(out[i - 1]?.end ?? Number.NEGATIVE_INFINITY);
        });
      }),
    );
  });

  it('leaves a well-formed transcript exactly as it was', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const clean = generateTranscript({ words: 300, seed });
        expect(normaliseTranscript(clean)).toEqual(clean);
      }),
      { numRuns: 30 },
    );
  });

  it('repairs a damaged large transcript without adding issues', () => {
    const raw = generateRawTranscript({ words: 5000, seed: 7, flawRate: 0.05 });
    const before = diagnoseTimings(raw.paragraphs);
    const after = diagnoseTimings(normaliseTranscript(raw).paragraphs);
    expect(before.total).toBeGreaterThan(0);
    expect(after.missing.total).toBe(0);
    expect(after.total).toBeLessThan(before.total);
  });
});

describe('normaliseTranscript', () => {
  it('keeps updated_at and answers an empty transcript for something that is not one', () => {
    expect(normaliseTranscript({ paragraphs: [], updated_at: '2024-01-01T00:00:00Z' })).toEqual({
      paragraphs: [],
      updated_at: '2024-01-01T00:00:00Z',
    });
    expect(normaliseTranscript('nonsense')).toEqual({ paragraphs: [] });
    expect(normaliseTranscript({ paragraphs: 'nope' })).toEqual({ paragraphs: [] });
  });
});
