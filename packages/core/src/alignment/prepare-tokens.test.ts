import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseWord } from './normalise-word.js';
import { spokenForms } from './number-words.js';
import { prepareTokens, tokenText } from './prepare-tokens.js';

interface SlowToken {
  key: string;
  first: number;
  last: number;
  part: number;
  parts: number;
  spelled: boolean;
}

/** Number tokens whose spoken form is one word compare as that word. */
function slowCanonical(word: string): string {
  if (!/\d/.test(word)) return word;
  return spokenForms(word).find((form) => form.length === 1)?.[0] ?? word;
}

/**
 * The rules of prepareTokens by brute force: every word normalised afresh, every run of words tried against every
 * spoken form of every reference number, longest first.
 */
function slowPrepare(reference: string[], hypothesis: string[]) {
  const referenceKeys = reference.map((w) => slowCanonical(normaliseWord(w)));
  const numbers = [...new Set(referenceKeys.filter((k) => /\d/.test(k)))];
  const spoken = hypothesis.map(normaliseWord);
  const tokens: SlowToken[] = [];
  for (let i = 0; i < spoken.length; i += 1) {
    const word = spoken[i] as string;
    if (word === '') continue;
    let best: { length: number; key: string } | null = null;
    for (const key of numbers) {
      for (const form of spokenForms(key)) {
        if (form.length < 2 || form.join(' ') !== spoken.slice(i, i + form.length).join(' ')) continue;
        // A later reference number takes over a form an earlier one shares.
        if (!best || form.length > best.length || form.length === best.length) best = { length: form.length, key };
      }
    }
    if (best) {
      tokens.push({ key: best.key, first: i, last: i + best.length - 1, part: 0, parts: 1, spelled: false });
      i += best.length - 1;
      continue;
    }
    const key = slowCanonical(word);
    const canonical = /\d/.test(key) && !numbers.includes(key) ? spokenForms(key)[0] : undefined;
    if (!canonical) tokens.push({ key, first: i, last: i, part: 0, parts: 1, spelled: false });
    else {
      canonical.forEach((part, k) => {
        tokens.push({ key: part, first: i, last: i, part: k, parts: canonical.length, spelled: true });
      });
    }
  }
  return { referenceKeys, tokens };
}

const vocabulary = ['We', 'moved', 'the', 'THE', 'the,', '—', '!', '1952', '1952.', 'nineteen', 'fifty', 'two', 'one', 'thousand'];
const more = ['nine', 'hundred', 'and', '15', 'fifteen', '15th', 'fifteenth', '2000', '21', 'twenty', '007', 'zero', 'seven', 'Café'];
const words = fc.array(fc.constantFrom(...vocabulary, ...more), { maxLength: 30 });

describe('prepareTokens', () => {
  it('gives equal ids exactly to equal normalised keys, and the tokens the rules say', () => {
    fc.assert(
      fc.property(words, words, (reference, hypothesis) => {
        const prepared = prepareTokens(reference, hypothesis);
        const slow = slowPrepare(reference, hypothesis);
        expect([...prepared.reference].map((id) => prepared.keys[id])).toEqual(slow.referenceKeys);
        expect([...prepared.hypothesis].map((id) => prepared.keys[id])).toEqual(slow.tokens.map((t) => t.key));
        expect([...prepared.first]).toEqual(slow.tokens.map((t) => t.first));
        expect([...prepared.last]).toEqual(slow.tokens.map((t) => t.last));
        expect([...prepared.part]).toEqual(slow.tokens.map((t) => t.part));
        expect([...prepared.parts]).toEqual(slow.tokens.map((t) => t.parts));
        expect(slow.tokens.map((_, k) => prepared.spelledOut.has(k))).toEqual(slow.tokens.map((t) => t.spelled));
        const ids = [...prepared.reference, ...prepared.hypothesis];
        const keys = [...slow.referenceKeys, ...slow.tokens.map((t) => t.key)];
        // Equal ids exactly where the keys are equal, on either side or across them.
        expect(ids.map((id) => ids.map((other) => id === other))).toEqual(keys.map((key) => keys.map((other) => key === other)));
        // Words of punctuation alone match nothing recognised.
        const recognised = new Set(prepared.hypothesis);
        slow.referenceKeys.forEach((key, i) => {
          if (key === '') expect(recognised.has(prepared.reference[i] as number)).toBe(false);
        });
      }),
      { numRuns: 300 },
    );
  });

  it('reads back what each recognised token says', () => {
    const hypothesis = ['born', 'nineteen', 'fifty', 'two', 'aged', '21'];
    const prepared = prepareTokens(['born', '1952', 'aged', 'twenty', 'one'], hypothesis);
    const said = Array.from(prepared.hypothesis, (_, k) => tokenText(prepared, k, hypothesis));
    expect(said).toEqual(['born', 'nineteen fifty two', 'aged', 'twenty', 'one']);
  });
});
