import type { AlignmentCounts, AlignmentEntry, AlignmentEntryType } from '../model/alignment.schema.js';
import { DELETE, type EditCosts, editScript, INSERT, LEVENSHTEIN_COSTS, SCLITE_COSTS } from './edit-script.js';
import { normaliseWord, referenceWords } from './normalise-word.js';
import { prepareTokens, tokenText } from './prepare-tokens.js';

/** `levenshtein` (default): fewest edits. `sclite`: NIST sclite's costs (substitution 4, insertion and deletion 3) and tie-breaking. */
export type WordErrorRateCosts = 'levenshtein' | 'sclite';

export interface WordErrorRateOptions {
  costs?: WordErrorRateCosts;
}

/** Counts and the step-by-step alignment behind them. */
export interface WordComparison {
  counts: AlignmentCounts;
  entries: AlignmentEntry[];
}

const TYPES: AlignmentEntryType[] = ['equal', 'replace', 'insert', 'delete'];
const COSTS: Record<WordErrorRateCosts, EditCosts> = { levenshtein: LEVENSHTEIN_COSTS, sclite: SCLITE_COSTS };

/**
 * Compares a recognised text with its reference, word by word, normalised as for alignment (lowercase, letters and
 * digits only, numbers matched to their spoken forms; words of punctuation alone are not words).
 *
 * The original tool's diff and its list output swap the labels delete and insert. Storykeep
 * keeps one meaning everywhere: `insert` is a recognised word that is not in the reference; `delete` is a reference
 * word missing from the recognised words. The error rate is (replace + delete + insert) / reference words, and
 * errors / 1 when the reference is empty.
 */
export function compareWords(reference: string, hypothesis: string, options: WordErrorRateOptions = {}): WordComparison {
  const refWords = referenceWords(reference).filter((w) => normaliseWord(w) !== '');
  const hypWords = referenceWords(hypothesis);
  const tokens = prepareTokens(refWords, hypWords);
  const ops = editScript(tokens.reference, tokens.hypothesis, COSTS[options.costs ?? 'levenshtein']);
  const tally = [0, 0, 0, 0];
  const entries: AlignmentEntry[] = [];
  let i = 0;
  let j = 0;
  for (const op of ops) {
    tally[op] = (tally[op] as number) + 1;
    const type = TYPES[op] as AlignmentEntryType;
    let entry = entries.at(-1);
    if (entry?.type !== type) {
      entry = { type, hypothesis: [], reference: [] };
      entries.push(entry);
    }
    if (op !== INSERT) entry.reference.push(refWords[i++] ?? '');
    if (op !== DELETE) entry.hypothesis.push(tokenText(tokens, j++, hypWords));
  }
  const [equal, replace, insert, deleted] = tally as [number, number, number, number];
  const counts = {
    equal,
    insert,
    replace,
    delete: deleted,
    referenceWords: refWords.length,
    wer: (replace + deleted + insert) / Math.max(refWords.length, 1),
  };
  return { counts, entries };
}

/** Word error rate of a recognised text against its reference: equal, insert, replace, delete, reference words, wer. */
export function wordErrorRate(reference: string, hypothesis: string, options?: WordErrorRateOptions): AlignmentCounts {
  return compareWords(reference, hypothesis, options).counts;
}

/** The alignment result list: runs of equal, replaced, inserted and deleted words with both sides' words. */
export function alignmentEntries(reference: string, hypothesis: string, options?: WordErrorRateOptions): AlignmentEntry[] {
  return compareWords(reference, hypothesis, options).entries;
}
