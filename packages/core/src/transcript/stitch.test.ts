import { describe, expect, it } from 'vitest';
import type { Paragraph } from '../model/transcript.schema.js';
import { stitchTranscripts } from './stitch.js';

const para = (speaker: string, words: [string, number, number][]): Paragraph => ({
  speaker,
  start: words[0]?.[1] ?? 0,
  end: words[words.length - 1]?.[2] ?? 0,
  children: [{ text: words.map((w) => w[0]).join(' '), words: words.map(([text, start, end]) => ({ text, start, end })) }],
});

describe('stitchTranscripts', () => {
  it('keeps each clip’s words and shifts them by the clips before it', () => {
    const a = [
      para('Ann', [
        ['before', 0, 1],
        ['hello', 2, 2.5],
        ['there', 2.5, 3.2],
        ['after', 4, 5],
      ]),
    ];
    const b = [
      para('Bob', [['one', 10, 10.4]]),
      para('Cy', [
        ['two', 11, 11.5],
        ['late', 13, 14],
      ]),
    ];
    const stitched = stitchTranscripts([
      { start: 2, end: 3.5, paragraphs: a },
      { start: 9.5, end: 12, paragraphs: b },
    ]);
    expect(stitched).toEqual([
      {
        speaker: 'Ann',
        start: 0,
        end: 1.2,
        children: [
          {
            text: 'hello there',
            words: [
              { text: 'hello', start: 0, end: 0.5 },
              { text: 'there', start: 0.5, end: 1.2 },
            ],
          },
        ],
      },
      { speaker: 'Bob', start: 2, end: 2.4, children: [{ text: 'one', words: [{ text: 'one', start: 2, end: 2.4 }] }] },
      { speaker: 'Cy', start: 3, end: 3.5, children: [{ text: 'two', words: [{ text: 'two', start: 3, end: 3.5 }] }] },
    ]);
  });

  it('clamps a word that runs past the cut and drops paragraphs with no words inside', () => {
    const stitched = stitchTranscripts([
      { start: 0, end: 1, paragraphs: [para('A', [['long', 0.5, 2]]), para('B', [['out', 5, 6]])] },
      { start: 0, end: 1, paragraphs: [para('A', [['again', 0, 0.2]])] },
    ]);
    expect(stitched.map((p) => [p.speaker, p.start, p.end])).toEqual([
      ['A', 0.5, 1],
      ['A', 1, 1.2],
    ]);
  });
});
