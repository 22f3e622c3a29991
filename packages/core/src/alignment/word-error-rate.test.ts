import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AlignmentCountsSchema } from '../model/alignment.schema.js';
import { alignmentEntries, compareWords, wordErrorRate } from './word-error-rate.js';

/** Cheapest cost of turning a into b by the textbook table: slow and obviously right. */
function slowCost(a: string[], b: string[], sub: number, ins: number, del: number): number {
  let above = b.map((_, j) => (j + 1) * ins);
  above.unshift(0);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i * del];
    for (let j = 1; j <= b.length; j += 1) {
      row.push(
        Math.min((above[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : sub), (row[j - 1] as number) + ins, (above[j] as number) + del),
      );
    }
    above = row;
  }
  return above[b.length] as number;
}

const sentence = fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'the', 'and'), { maxLength: 14 });

describe('wordErrorRate', () => {
  it('counts equal, replaced, inserted and deleted words with one meaning of insert and delete', () => {
    expect(wordErrorRate('the cat sat on the mat', 'the cat sat on the mat')).toEqual({
      equal: 6,
      insert: 0,
      replace: 0,
      delete: 0,
      referenceWords: 6,
      wer: 0,
    });
    expect(wordErrorRate('the cat sat', 'the cat sat down')).toEqual({
      equal: 3,
      insert: 1,
      replace: 0,
      delete: 0,
      referenceWords: 3,
      wer: 1 / 3,
    });
    expect(wordErrorRate('the cat sat', 'the sat')).toEqual({ equal: 2, insert: 0, replace: 0, delete: 1, referenceWords: 3, wer: 1 / 3 });
    expect(wordErrorRate('The cat, sat.', 'the bat sat')).toEqual({
      equal: 2,
      insert: 0,
      replace: 1,
      delete: 0,
      referenceWords: 3,
      wer: 1 / 3,
    });
    expect(wordErrorRate('', 'hello there')).toMatchObject({ insert: 2, referenceWords: 0, wer: 2 });
    expect(wordErrorRate('', '')).toMatchObject({ referenceWords: 0, wer: 0 });
  });

  it('compares numbers with their spoken forms and ignores punctuation-only words', () => {
    expect(wordErrorRate('Born in 1952 — at home', 'born in nineteen fifty two at home')).toEqual({
      equal: 5,
      insert: 0,
      replace: 0,
      delete: 0,
      referenceWords: 5,
      wer: 0,
    });
    expect(wordErrorRate('in 2000 aged 15', 'in two thousand aged fifteen').wer).toBe(0);
  });

  it('lists runs of each kind with both sides of the words', () => {
    expect(alignmentEntries('a b c d', 'a x c d e')).toEqual([
      { type: 'equal', hypothesis: ['a'], reference: ['a'] },
      { type: 'replace', hypothesis: ['x'], reference: ['b'] },
      { type: 'equal', hypothesis: ['c', 'd'], reference: ['c', 'd'] },
      { type: 'insert', hypothesis: ['e'], reference: [] },
    ]);
    expect(alignmentEntries('in 1952', 'in nineteen fifty two')).toEqual([
      { type: 'equal', hypothesis: ['in', 'nineteen fifty two'], reference: ['in', '1952'] },
    ]);
  });

  it('finds the fewest edits, or the cheapest at sclite costs, and accounts for every word', () => {
    fc.assert(
      fc.property(sentence, sentence, fc.constantFrom('levenshtein' as const, 'sclite' as const), (ref, hyp, costs) => {
        const { counts, entries } = compareWords(ref.join(' '), hyp.join(' '), { costs });
        AlignmentCountsSchema.parse(counts);
        const [sub, indel] = costs === 'sclite' ? [4, 3] : [1, 1];
        expect(counts.replace * sub + (counts.insert + counts.delete) * indel).toBe(slowCost(ref, hyp, sub, indel, indel));
        expect(counts.equal + counts.replace + counts.delete).toBe(ref.length);
        expect(counts.equal + counts.replace + counts.insert).toBe(hyp.length);
        expect(counts.wer).toBe((counts.replace + counts.delete + counts.insert) / Math.max(ref.length, 1));
        expect(entries.flatMap((e) => e.reference)).toEqual(ref);
        expect(entries.flatMap((e) => e.hypothesis)).toEqual(hyp);
        for (const entry of entries.filter((e) => e.type === 'equal')) expect(entry.hypothesis).toEqual(entry.reference);
      }),
      { numRuns: 500 },
    );
  });

  it('stays consistent on transcripts too long for one table', () => {
    const words = Array.from({ length: 7000 }, (_, i) => `w${(i * 7919) % 3001}`);
    const recognised = words.map((w, i) => (i % 10 === 3 ? 'zz' : w)).filter((_, i) => i % 97 !== 5);
    const counts = wordErrorRate(words.join(' '), recognised.join(' '), { costs: 'sclite' });
    expect(counts.equal + counts.replace + counts.delete).toBe(words.length);
    expect(counts.equal + counts.replace + counts.insert).toBe(recognised.length);
    expect(counts.replace + counts.delete + counts.insert).toBeLessThanOrEqual(700 + 73);
  });
});
