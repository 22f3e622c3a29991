import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { spokenParagraph } from './transcript.fixture.js';
import { buildWordTimeline, globalWordAt, paragraphOfWord, wordStart } from './word-timeline.js';

/** Paragraphs of random word counts (some empty), words 0.5 s apart, paragraphs in time order. */
const transcripts = fc.array(fc.nat({ max: 6 }), { maxLength: 12 }).map((counts) => {
  let at = 0;
  const paragraphs = counts.map((count, p) => {
    const paragraph = spokenParagraph(`S${p}`, at, Array.from({ length: count }, (_, i) => `w${p}x${i}`).join(' '));
    if (count === 0) paragraph.children = [{ text: '', words: [] }];
    at += count * 0.5 + 1;
    return paragraph;
  });
  return { paragraphs };
});

describe('word timeline', () => {
  it('finds the word at a time and its paragraph as a linear scan does', () => {
    fc.assert(
      fc.property(transcripts, fc.double({ min: -1, max: 60, noNaN: true }), (transcript, time) => {
        const timeline = buildWordTimeline(transcript);
        const flat = transcript.paragraphs.flatMap((p, pi) => p.children.flatMap((c) => c.words.map((w) => ({ start: w.start, pi }))));
        let expected = -1;
        flat.forEach((w, g) => {
          if (w.start <= time) expected = g;
        });
        const found = globalWordAt(timeline, time);
        expect(found).toBe(expected);
        if (found >= 0) {
          expect(paragraphOfWord(timeline, found)).toBe(flat[found]?.pi);
          expect(wordStart(timeline, found)).toBe(flat[found]?.start);
        }
      }),
    );
  });

  it('is empty before the first word', () => {
    const timeline = buildWordTimeline({ paragraphs: [spokenParagraph('A', 5, 'late start')] });
    expect(globalWordAt(timeline, 4.9)).toBe(-1);
    expect(globalWordAt(timeline, 5.5)).toBe(1);
  });
});
