import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { highlight, wordSimilarity } from './highlight.js';
import { fuseScores, fuseWithVectors } from './hybrid-score.js';

const scores = fc.array(
  fc.record({ fulltext: fc.double({ min: 0, max: 5, noNaN: true }), similarity: fc.double({ min: 0, max: 1, noNaN: true }) }),
  {
    minLength: 1,
    maxLength: 30,
  },
);

describe('hybrid score fusion', () => {
  it('stays within [0, 1] and the best of each side scores its full weight', () => {
    fc.assert(
      fc.property(scores, fc.double({ min: 0, max: 1, noNaN: true }), (rows, alpha) => {
        const fused = fuseScores(rows, alpha);
        for (const score of fused) expect(score).toBeGreaterThanOrEqual(0);
        for (const score of fused) expect(score).toBeLessThanOrEqual(1 + 1e-9);
        const best = rows.reduce((b, r, i) => (r.fulltext > (rows[b]?.fulltext ?? 0) ? i : b), 0);
        if ((rows[best]?.fulltext ?? 0) > 0) expect(fused[best]).toBeGreaterThanOrEqual(1 - alpha - 1e-9);
      }),
    );
  });

  it('ranks by keywords alone at alpha 0 and by similarity alone at alpha 1', () => {
    const rows = [
      { fulltext: 0.2, similarity: 0.9 },
      { fulltext: 0.8, similarity: 0.1 },
    ];
    const [a0, b0] = fuseScores(rows, 0);
    const [a1, b1] = fuseScores(rows, 1);
    expect(b0).toBeGreaterThan(a0 ?? 0);
    expect(a1).toBeGreaterThan(b1 ?? 0);
  });
});

describe('highlight', () => {
  it('marks matching words, near spellings and inflections, and escapes the rest', () => {
    expect(highlight('The farmers <watched> the drought', 'farmer drougt')).toBe(
      'The <em>farmers</em> &lt;watched&gt; the <em>drought</em>',
    );
    expect(highlight('nothing here', 'farmer')).toBe('nothing here');
  });

  it('scores identical words 1 and unrelated words near 0', () => {
    expect(wordSimilarity('porch', 'porch')).toBe(1);
    expect(wordSimilarity('porch', 'wheat')).toBeLessThan(0.2);
  });
});

describe('fusing word hits with meaning hits', () => {
  const hit = (storyId: string, position: number, score: number) => ({ storyId, position, score });

  it('ranks words-and-meaning above either alone at alpha 0.5, and keeps both raw scores', () => {
    const fused = fuseWithVectors([hit('s', 1, 0.8), hit('s', 2, 0.4)], [hit('s', 1, 0.6), hit('s', 3, 0.6)], 0.5, 10);
    expect(fused.map((c) => [c.position, c.score])).toEqual([
      [1, 1],
      [3, 0.5],
      [2, 0.25],
    ]);
    expect(fused[0]).toMatchObject({ lexicalScore: 0.8, vectorScore: 0.6 });
    expect(fused[2]).toMatchObject({ lexicalScore: 0.4, vectorScore: 0 });
  });

  it('keeps only word hits at alpha 0 and only meaning hits at alpha 1, cut to the limit', () => {
    const words = [hit('a', 1, 0.9), hit('a', 2, 0.3)];
    const meaning = [hit('b', 1, 0.7)];
    expect(fuseWithVectors(words, meaning, 0, 10).map((c) => c.storyId)).toEqual(['a', 'a']);
    expect(fuseWithVectors(words, meaning, 1, 10).map((c) => c.storyId)).toEqual(['b']);
    expect(fuseWithVectors(words, meaning, 0.5, 1)).toHaveLength(1);
  });
});
