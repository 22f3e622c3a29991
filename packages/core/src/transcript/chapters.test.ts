import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type IndexMetadataItem, IndexMetadataItemSchema } from '../model/chapter.schema.js';
import type { Paragraph } from '../model/transcript.schema.js';
import { generateTranscript } from '../testing/transcript-generators.js';
import { CHAPTER_GAP_SECONDS } from '../util/constants.js';
import { AUTO_CHAPTER_ID, buildChapters } from './chapters.js';

const item = (start: number, title = `at ${start}`): IndexMetadataItem => IndexMetadataItemSchema.parse({ title, time: { start } });
const paragraphAt = (start: number, end = start + 1): Paragraph => ({ speaker: 'Ann', start, end, children: [] });

describe('buildChapters', () => {
  it('inserts the auto-generated first section when there is no metadata', () => {
    const chapters = buildChapters({ metadata: [], paragraphs: [paragraphAt(0, 30)], duration: 60 });
    expect(chapters).toEqual([
      {
        _id: AUTO_CHAPTER_ID,
        title: 'First Section (auto-generated)',
        description: '',
        keywords: [],
        start: 0,
        end: 60,
        paragraphs: [paragraphAt(0, 30)],
      },
    ]);
  });

  it('inserts it when the first entry starts after 0, and not when one starts at 0', () => {
    expect(buildChapters({ metadata: [item(10)], paragraphs: [] }).map((c) => c.title)).toEqual([
      'First Section (auto-generated)',
      'at 10',
    ]);
    expect(buildChapters({ metadata: [item(10), item(0)], paragraphs: [] }).map((c) => c.title)).toEqual(['at 0', 'at 10']);
  });

  it('sorts by start and ends each chapter where the next begins, the last at the transcript end', () => {
    const chapters = buildChapters({ metadata: [item(50), item(0), item(20)], paragraphs: [paragraphAt(0, 70)] });
    expect(chapters.map((c) => [c.start, c.end])).toEqual([
      [0, 20],
      [20, 50],
      [50, 70],
    ]);
  });

  it('takes synopsis as description and keeps keywords, splitting a joined keyword string', () => {
    const metadata = [
      IndexMetadataItemSchema.parse({ title: 'Farm', synopsis: 'Life on the farm', keywords: 'cows; horses,hay', time: { start: 0 } }),
    ];
    const [chapter] = buildChapters({ metadata, paragraphs: [] });
    expect(chapter).toMatchObject({ title: 'Farm', description: 'Life on the farm', keywords: ['cows', 'horses', 'hay'] });
  });

  it('gives a paragraph starting just before a chapter to that chapter', () => {
    const early = paragraphAt(20 - CHAPTER_GAP_SECONDS / 2);
    const before = paragraphAt(20 - CHAPTER_GAP_SECONDS * 2);
    const chapters = buildChapters({ metadata: [item(0), item(20)], paragraphs: [before, early] });
    expect(chapters[0]?.paragraphs).toEqual([before]);
    expect(chapters[1]?.paragraphs).toEqual([early]);
  });

  it('assigns every paragraph once, in order, to the last chapter starting by its start plus the gap', () => {
    const starts = fc.array(
      fc.integer({ min: 0, max: 3000 }).map((n) => n / 10),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(starts, fc.integer(), (metadataStarts, seed) => {
        const { paragraphs } = generateTranscript({ words: 600, seed });
        const chapters = buildChapters({ metadata: metadataStarts.map((s) => item(s)), paragraphs });
        expect(chapters.length).toBe(metadataStarts.length + (metadataStarts.length === 0 || Math.min(...metadataStarts) > 0 ? 1 : 0));
        expect(chapters[0]?.start).toBe(0);
        chapters.forEach((chapter, i) => {
          const next = chapters[i + 1];
          if (next) expect(chapter.end).toBe(next.start);
          expect(chapter.end).toBeGreaterThanOrEqual(chapter.start);
        });
        expect(chapters.flatMap((c) => c.paragraphs)).toEqual(paragraphs);
        for (const paragraph of paragraphs) {
          let expected = 0;
          chapters.forEach((chapter, i) => {
            if (chapter.start - CHAPTER_GAP_SECONDS <= paragraph.start) expected = i;
          });
          expect(chapters[expected]?.paragraphs).toContain(paragraph);
        }
      }),
      { numRuns: 60 },
    );
  });
});
