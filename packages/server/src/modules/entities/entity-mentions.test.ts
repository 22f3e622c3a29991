import type { Paragraph } from '@storykeep/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { locateMentions, paragraphTexts, timedWords } from './entity-mentions.js';
import { displayName, entityKey } from './entity-names.js';
import { isHistoricDate, NlpEntityExtractor, readings, trimmedName } from './nlp-entity-extractor.js';
import { spelledYears } from './spelled-years.js';

const paragraph = (text: string, start: number): Paragraph => ({
  speaker: 'A',
  start,
  end: start + 10,
  children: [{ text, words: text.split(' ').map((w, i) => ({ text: w, start: start + i, end: start + i + 0.5 })) }],
});

describe('entity names', () => {
  it('match on the words without case, punctuation or a leading preposition', () => {
    expect(entityKey('In March 1944.')).toBe('march 1944');
    expect(entityKey('“Detroit,”')).toBe('detroit');
    expect(entityKey('in')).toBe('');
    expect(displayName('place', 'detroit michigan')).toBe('Detroit Michigan');
    expect(displayName('person', 'Uncle Joe.')).toBe('Uncle Joe');
    expect(displayName('date', 'in june 1951.')).toBe('june 1951');
    expect(trimmedName('my aunt Wilhelmina Stroud')).toBe('Wilhelmina Stroud');
    expect(trimmedName('uncle joe')).toBe('uncle joe');
  });

  it('keep the dates that place a story in time and drop the vague ones', () => {
    for (const d of ['in 1962', 'march', 'the sixties', 'the 1960s', 'after christmas', 'nineteen sixty two', 'June 3'])
      expect(isHistoricDate(d)).toBe(true);
    for (const d of ['one morning', 'tonight', 'today', 'two days']) expect(isHistoricDate(d)).toBe(false);
  });
});

describe('years said in words', () => {
  it('are read as the numbers an archive writes', () => {
    const text =
      'In nineteen thirty seven, nineteen forty, Nineteen-oh-five, eighteen sixty-one, nineteen twelve, the nineteen sixties and the fifties; not at nineteen.';
    expect(spelledYears(text).map((y) => [y.phrase, y.name])).toEqual([
      ['nineteen thirty seven', '1937'],
      ['nineteen forty', '1940'],
      ['Nineteen-oh-five', '1905'],
      ['eighteen sixty-one', '1861'],
      ['nineteen twelve', '1912'],
      ['nineteen sixties', '1960s'],
      ['the fifties', 'the fifties'],
    ]);
  });
});

describe('locating mentions', () => {
  it('finds every whole-word occurrence, the longest phrase first, never across paragraphs', () => {
    const words = timedWords([
      paragraph('Doctor Martin Luther King came to Memphis', 0),
      paragraph('King spoke Martin', 20),
      paragraph('Luther left', 40),
    ]);
    const found = locateMentions(
      [
        { type: 'person', name: 'Martin Luther King', phrases: ['Doctor Martin Luther King', 'King'] },
        { type: 'person', name: 'Martin Luther', phrases: [] },
        { type: 'place', name: 'Memphis', phrases: [] },
      ],
      words,
    );
    expect(found.map((m) => [m.entity, m.word, m.wordCount, m.start, m.end, m.text])).toEqual([
      [0, 0, 4, 0, 3.5, 'Doctor Martin Luther King'],
      [2, 6, 1, 6, 6.5, 'Memphis'],
      [0, 7, 1, 20, 20.5, 'King'],
    ]);
    expect(paragraphTexts(words)).toEqual(['Doctor Martin Luther King came to Memphis', 'King spoke Martin', 'Luther left']);
  });

  it('gives each word to at most one mention and every mention the words it names', () => {
    const vocabulary = ['ada', 'bo', 'cy', 'the', 'in'];
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...vocabulary), { minLength: 1, maxLength: 30 }),
        fc.array(fc.array(fc.constantFrom(...vocabulary), { minLength: 1, maxLength: 3 }), { maxLength: 4 }),
        (said, names) => {
          const words = timedWords([paragraph(said.join(' '), 0)]);
          const found = locateMentions(
            names.map((n) => ({ type: 'person' as const, name: n.join(' '), phrases: [] })),
            words,
          );
          const covered = found.flatMap((m) => Array.from({ length: m.wordCount }, (_, k) => m.word + k));
          expect(new Set(covered).size).toBe(covered.length);
          for (const m of found) expect(m.text.split(' ')).toEqual(said.slice(m.word, m.word + m.wordCount));
        },
      ),
    );
  });
});

describe('the NLP extractor', () => {
  it('reads long paragraphs in pieces of at most 80 words, every word once', () => {
    const long = Array.from({ length: 200 }, (_, i) => (i % 50 === 49 ? `w${i}.` : `w${i}`)).join(' ');
    const pieces = readings([long, 'short one']);
    expect(pieces.every((p) => p.split(' ').length <= 80)).toBe(true);
    expect(pieces.join(' ')).toBe(`${long} short one`);
    expect(pieces[0]?.endsWith('w49.')).toBe(true);
  });

  it('finds people, places, organizations and dates in capitalised and in recogniser text', async () => {
    const found = await new NlpEntityExtractor().extract([
      'My aunt Wilhelmina Stroud took the train to Baltimore in June 1951.',
      'my father worked for general motors in chicago',
      'the flood of nineteen thirty seven, and again in 1937',
      'she left in June nineteen fifty one',
    ]);
    const names = found.map((e) => `${e.type}:${e.name}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'person:Wilhelmina Stroud',
        'place:Baltimore',
        'date:June 1951',
        'organization:General Motors',
        'place:Chicago',
      ]),
    );
  });
});
