import { describe, expect, it } from 'vitest';
import { IndexSchema } from './chapter.schema.js';
import { ParagraphSchema, RawParagraphSchema, RawTranscriptSchema, RawWordSchema, TranscriptSchema } from './transcript.schema.js';

describe('raw transcript schemas', () => {
  it('read malformed fields as missing instead of failing', () => {
    expect(RawParagraphSchema.parse({ speaker: 3, start: 'x', end: null, children: 'no', extra: true })).toEqual({
      speaker: undefined,
      start: undefined,
      end: undefined,
      children: undefined,
      extra: true,
    });
    expect(RawWordSchema.parse({ text: 42, start: Number.NaN })).toMatchObject({ text: '42', start: undefined });
    expect(RawTranscriptSchema.parse({ paragraphs: 'none' }).paragraphs).toEqual([]);
  });

  it('refuse what is not an object at all', () => {
    expect(RawParagraphSchema.safeParse('paragraph').success).toBe(false);
  });
});

describe('normalised transcript schemas', () => {
  it('require numeric timing and a speaker', () => {
    expect(ParagraphSchema.safeParse({ speaker: 'A', start: 0, children: [] }).success).toBe(false);
    expect(
      TranscriptSchema.safeParse({
        paragraphs: [{ speaker: 'A', start: 0, end: 1, children: [{ text: 'a', words: [{ text: 'a', start: 0, end: 1 }] }] }],
      }).success,
    ).toBe(true);
  });
});

describe('IndexSchema', () => {
  it('fills defaults and accepts keywords as one joined string', () => {
    const index = IndexSchema.parse({ _id: 'i1', metadata: [{ time: { start: 5 }, keywords: 'farm; war ,school' }] });
    expect(index).toMatchObject({
      title: '',
      notes: '',
      metadata: [{ title: '', synopsis: '', keywords: ['farm', 'war', 'school'], time: { start: 5 } }],
    });
  });

  it('refuses an index point without a time', () => {
    expect(IndexSchema.safeParse({ _id: 'i1', metadata: [{ title: 'x' }] }).success).toBe(false);
  });
});
