import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Paragraph, Transcript } from '../model/transcript.schema.js';
import { generateTranscript } from '../testing/transcript-generators.js';
import { referenceSearchTranscript } from '../testing/transcript-search-reference.js';
import { matchAtOrAfterTime, nextMatch, previousMatch, searchTranscript } from './search.js';
import { normaliseQuery } from './search-fold.js';
import { paragraphHighlights } from './search-highlights.js';
import { paragraphSearchIndexOf } from './search-index.js';
import { paragraphText } from './tokens.js';

const paragraph = (text: string, start = 0): Paragraph => {
  const words = text
    .split(/ +/)
    .filter(Boolean)
    .map((word, i) => ({ text: word, start: start + i, end: start + i + 0.5 }));
  return { speaker: 'Ann', start, end: start + words.length, children: [{ text, words }] };
};
const transcriptOf = (...texts: string[]): Transcript => ({ paragraphs: texts.map((text, i) => paragraph(text, i * 100)) });

describe('searchTranscript', () => {
  it('matches case-insensitively, inside words and across words', () => {
    const transcript = transcriptOf('We moved to the Farm in 1952.', 'The farmhouse was cold');
    const matches = searchTranscript(transcript, 'FARM');
    expect(matches.map((m) => [m.start.paragraphIndex, m.start.wordIndex, m.start.charOffset, m.end.charOffset])).toEqual([
      [0, 4, 16, 20],
      [1, 1, 4, 8],
    ]);
    expect(searchTranscript(transcript, 'the  farm').map((m) => m.start.paragraphIndex)).toEqual([0, 1]);
  });

  it('matches a phrase running from one paragraph into the next', () => {
    const transcript = transcriptOf('it was cold', 'winter came early');
    const [match] = searchTranscript(transcript, 'cold winter');
    expect(match?.start).toEqual({ paragraphIndex: 0, wordIndex: 2, charOffset: 7 });
    expect(match?.end).toEqual({ paragraphIndex: 1, wordIndex: 0, charOffset: 6 });
    expect(match?.time).toBe(2);
  });

  it('skips paragraphs without words when running across paragraphs', () => {
    const transcript: Transcript = { paragraphs: [paragraph('it was cold'), paragraph(''), paragraph('winter came', 200)] };
    expect(searchTranscript(transcript, 'cold winter')).toHaveLength(1);
  });

  it('finds words joined by a non-breaking space with a plain space', () => {
    expect(searchTranscript(transcriptOf('moved to New\u00a0York then'), 'new york')).toHaveLength(1);
  });

  it('finds nothing for an empty or blank query', () => {
    expect(searchTranscript(transcriptOf('anything'), '')).toEqual([]);
    expect(searchTranscript(transcriptOf('anything'), '   ')).toEqual([]);
  });

  it('reports offsets into the paragraph text even when words are spaced unevenly', () => {
    const words = [
      { text: 'Well,', start: 0, end: 1 },
      { text: 'yes', start: 1, end: 2 },
    ];
    const transcript: Transcript = { paragraphs: [{ speaker: 'A', start: 0, end: 2, children: [{ text: '  Well,   yes', words }] }] };
    const [match] = searchTranscript(transcript, 'well, yes');
    expect(match?.start.charOffset).toBe(2);
    expect(match?.end.charOffset).toBe(13);
  });

  it('agrees with the reference search on generated transcripts', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 1, max: 30 }),
        fc.string({ maxLength: 4 }),
        (seed, at, length, noise) => {
          const transcript = generateTranscript({ words: 300, seed });
          const text = transcript.paragraphs.map(paragraphText).join(' ');
          const start = at % text.length;
          for (const query of [text.slice(start, start + length), noise, text.slice(start, start + 3).toUpperCase()]) {
            expect(searchTranscript(transcript, query)).toEqual(referenceSearchTranscript(transcript, query));
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('highlights exactly the query in every match', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom('the', 'was the', 'and', 'mother.', 'a', 'e t'), (seed, query) => {
        const transcript = generateTranscript({ words: 400, seed });
        const matches = searchTranscript(transcript, query);
        const pieces: string[][] = matches.map(() => []);
        for (const [p, ranges] of paragraphHighlights(transcript, matches)) {
          const text = paragraphText(transcript.paragraphs[p] as Paragraph);
          for (const range of ranges) pieces[range.matchIndex]?.push(text.slice(range.from, range.to));
        }
        for (const piece of pieces) expect(normaliseQuery(piece.join(' '))).toBe(normaliseQuery(query));
      }),
      { numRuns: 40 },
    );
  });

  it('indexes a paragraph object once', () => {
    const p = paragraph('some words here');
    expect(paragraphSearchIndexOf(p)).toBe(paragraphSearchIndexOf(p));
  });
});

describe('match navigation', () => {
  it('wraps from the last to the first and from the first to the last', () => {
    expect(nextMatch(3, 2)).toBe(0);
    expect(previousMatch(3, 0)).toBe(2);
    expect(nextMatch(3, undefined)).toBe(0);
    expect(previousMatch(3, undefined)).toBe(2);
    expect(nextMatch(0, undefined)).toBeUndefined();
  });

  it('next then previous comes back, and n steps go all the way round', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.nat(), (count, seed) => {
        const current = seed % count;
        expect(previousMatch(count, nextMatch(count, current))).toBe(current);
        let at: number | undefined = current;
        for (let i = 0; i < count; i++) at = nextMatch(count, at);
        expect(at).toBe(current);
      }),
    );
  });

  it('starts from the first match at or after the playback time, wrapping to the first', () => {
    const matches = searchTranscript(transcriptOf('a b a b a'), 'a');
    expect(matchAtOrAfterTime(matches, 1)).toBe(1);
    expect(matchAtOrAfterTime(matches, 99)).toBe(0);
  });
});
