import type { Paragraph } from '@storykeep/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { segmentTopics, TILING } from './topic-segmentation.js';

const TOPICS = {
  farm: 'wheat harvest tractor barley field plough seed barn cattle',
  war: 'soldier army ration uniform battle regiment letter front',
  school: 'teacher classroom lesson chalk pupils spelling headmaster desk',
};

/** Paragraphs of 10 words, one word a second, drawn in turn from the topic's words and a few function words. */
function talk(topics: (keyof typeof TOPICS)[], paragraphsEach: number): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  let t = 0;
  for (const topic of topics) {
    const vocabulary = TOPICS[topic].split(' ');
    for (let p = 0; p < paragraphsEach; p++) {
      const words = Array.from({ length: 10 }, (_, i) => {
        const text = i % 3 === 0 ? 'the' : (vocabulary[(p * 7 + i) % vocabulary.length] ?? 'x');
        return { text, start: t + i, end: t + i + 0.8 };
      });
      paragraphs.push({ speaker: 'Ada', start: t, end: t + 10, children: [{ text: words.map((w) => w.text).join(' '), words }] });
      t += 10;
    }
  }
  return paragraphs;
}

describe('topic segmentation', () => {
  it('finds where the talk changes subject and titles each part by its own words', () => {
    const chapters = segmentTopics(talk(['farm', 'war', 'school'], 24));
    expect(chapters.map((c) => c.time.start)).toEqual([0, 240, 480]);
    const own = (topic: keyof typeof TOPICS, keywords: string[]) => keywords.filter((k) => TOPICS[topic].includes(k)).length;
    expect(own('farm', chapters[0]?.keywords ?? [])).toBe(5);
    expect(own('war', chapters[1]?.keywords ?? [])).toBe(5);
    expect(own('school', chapters[2]?.title.toLowerCase().split(', ') ?? [])).toBe(3);
    expect(chapters[0]?.synopsis.startsWith('the ')).toBe(true);
  });

  it('gives one chapter to a short transcript and none to an empty one', () => {
    expect(segmentTopics(talk(['farm'], 2)).map((c) => c.time.start)).toEqual([0]);
    expect(segmentTopics([])).toEqual([]);
  });

  it('always starts at 0, at paragraph starts, in order, at least a minute apart', () => {
    const topic = fc.constantFrom<keyof typeof TOPICS>('farm', 'war', 'school');
    fc.assert(
      fc.property(fc.array(topic, { minLength: 1, maxLength: 6 }), fc.integer({ min: 1, max: 12 }), (topics, each) => {
        const paragraphs = talk(topics, each);
        const starts = segmentTopics(paragraphs).map((c) => c.time.start);
        expect(starts[0]).toBe(0);
        for (let i = 1; i < starts.length; i++)
          expect((starts[i] ?? 0) - (starts[i - 1] ?? 0)).toBeGreaterThanOrEqual(TILING.minChapterSeconds);
        for (const start of starts) expect(paragraphs.some((p) => p.start === start)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});
