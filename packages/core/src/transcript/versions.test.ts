import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Transcript } from '../model/transcript.schema.js';
import { newestVersionsFirst, paragraphsToSave, versionFileName } from './versions.js';

describe('versionFileName', () => {
  it('takes the last segment of the path', () => {
    expect(versionFileName({ path: 'transcripts/story-1/2024-05-01T10-00-00.json' })).toBe('2024-05-01T10-00-00.json');
    expect(versionFileName({ path: 'v1.json' })).toBe('v1.json');
    expect(versionFileName({ path: 'a\\b\\c.json/' })).toBe('c.json');
  });
});

describe('newestVersionsFirst', () => {
  it('puts the newest first and undated ones last in their own order', () => {
    const versions = [
      { path: 'a', created_at: '2024-01-01T00:00:00Z' },
      { path: 'b' },
      { path: 'c', created_at: '2024-03-01T00:00:00Z' },
      { path: 'd' },
    ];
    expect(newestVersionsFirst(versions).map((v) => v.path)).toEqual(['c', 'a', 'b', 'd']);
  });

  it('is a permutation sorted by date', () => {
    const date = fc.integer({ min: 0, max: 4e12 }).map((ms) => new Date(ms).toISOString());
    fc.assert(
      fc.property(fc.array(fc.record({ path: fc.string({ minLength: 1 }), created_at: date })), (versions) => {
        const sorted = newestVersionsFirst(versions);
        const key = (v: { path: string; created_at?: string }) => JSON.stringify([v.path, v.created_at]);
        expect(sorted.map(key).sort()).toEqual(versions.map(key).sort());
        sorted.forEach((v, i) => {
          if (i > 0) expect(Date.parse(sorted[i - 1]?.created_at ?? '')).toBeGreaterThanOrEqual(Date.parse(v.created_at ?? ''));
        });
      }),
    );
  });
});

describe('paragraphsToSave', () => {
  it('skips paragraphs with no words', () => {
    const transcript: Transcript = {
      paragraphs: [
        { speaker: 'A', start: 0, end: 1, children: [{ text: '', words: [] }] },
        { speaker: 'B', start: 1, end: 2, children: [{ text: 'hi', words: [{ text: 'hi', start: 1, end: 2 }] }] },
      ],
    };
    expect(paragraphsToSave(transcript).map((p) => p.speaker)).toEqual(['B']);
  });
});
