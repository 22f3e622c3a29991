import { normaliseWord } from './normalise-word.js';
import { spokenForms } from './number-words.js';

/** One comparable unit of the recognised words: one word, a span spelling a reference number, or part of a spoken-out number. */
export interface HypothesisToken {
  /** Equal ids mean equal words after normalising. */
  id: number;
  /** The recognised words the token stands for, or the spoken word it became. */
  text: string;
  /** Index of the first and last recognised word the token covers. */
  first: number;
  last: number;
  /** Which of `parts` equal slices of its word the token is, when a recognised number was spelled out into several. */
  part: number;
  parts: number;
}

/** Both sides reduced to comparison ids; a reference word of punctuation alone gets an id nothing else has. */
export interface PreparedTokens {
  reference: Int32Array;
  hypothesis: HypothesisToken[];
  hypothesisIds: Int32Array;
}

interface TrieNode {
  next: Map<string, TrieNode>;
  key?: string;
}

const HAS_DIGIT = /\d/;

/** Number tokens whose spoken form is one word compare as that word, so "15" equals "fifteen" on either side. */
function canonicalKey(normalised: string, formsOf: (token: string) => string[][]): string {
  if (!HAS_DIGIT.test(normalised)) return normalised;
  const single = formsOf(normalised).find((form) => form.length === 1);
  return single?.[0] ?? normalised;
}

function addForms(root: TrieNode, key: string, forms: string[][]): void {
  for (const form of forms) {
    if (form.length < 2) continue;
    let node = root;
    for (const word of form) {
      let child = node.next.get(word);
      if (!child) {
        child = { next: new Map() };
        node.next.set(word, child);
      }
      node = child;
    }
    node.key = key;
  }
}

/** Length and key of the longest run of words from `start` that spells a reference number, or null. */
function longestSpelling(root: TrieNode, words: string[], start: number): { length: number; key: string } | null {
  let node: TrieNode | undefined = root;
  let best: { length: number; key: string } | null = null;
  for (let i = start; i < words.length; i += 1) {
    node = node.next.get(words[i] ?? '');
    if (!node) break;
    if (node.key !== undefined) best = { length: i - start + 1, key: node.key };
  }
  return best;
}

/**
 * Turns reference and recognised words into comparison keys (normalised, numbers as spoken words). A reference number
 * such as 1952 matches any recognised run spelling it ("nineteen fifty two", "one thousand nine hundred fifty two"),
 * which becomes one token; a recognised number absent from the reference is spelled out in its cardinal words.
 */
export function prepareTokens(referenceWords: readonly string[], hypothesisWords: readonly string[]): PreparedTokens {
  const cache = new Map<string, string[][]>();
  const formsOf = (token: string) => {
    let forms = cache.get(token);
    if (!forms) {
      forms = spokenForms(token);
      cache.set(token, forms);
    }
    return forms;
  };
  const ids = new Map<string, number>();
  const idOf = (key: string) => {
    let id = ids.get(key);
    if (id === undefined) {
      id = ids.size;
      ids.set(key, id);
    }
    return id;
  };
  const root: TrieNode = { next: new Map() };
  const referenceNumbers = new Set<string>();
  const reference = new Int32Array(referenceWords.length);
  referenceWords.forEach((word, i) => {
    const key = canonicalKey(normaliseWord(word), formsOf);
    if (HAS_DIGIT.test(key) && !referenceNumbers.has(key)) {
      referenceNumbers.add(key);
      addForms(root, key, formsOf(key));
    }
    // The index makes each punctuation-only word a key of its own; no normalised word contains a space.
    reference[i] = idOf(key === '' ? ` ${i}` : key);
  });
  const spoken = hypothesisWords.map(normaliseWord);
  const hypothesis: HypothesisToken[] = [];
  for (let i = 0; i < spoken.length; i += 1) {
    const word = spoken[i] ?? '';
    if (word === '') continue;
    const spelling = referenceNumbers.size > 0 ? longestSpelling(root, spoken, i) : null;
    if (spelling && spelling.length > 1) {
      const text = hypothesisWords.slice(i, i + spelling.length).join(' ');
      hypothesis.push({ id: idOf(spelling.key), text, first: i, last: i + spelling.length - 1, part: 0, parts: 1 });
      i += spelling.length - 1;
      continue;
    }
    const key = canonicalKey(word, formsOf);
    const canonical = HAS_DIGIT.test(key) && !referenceNumbers.has(key) ? formsOf(key)[0] : undefined;
    if (!canonical) {
      hypothesis.push({ id: idOf(key), text: hypothesisWords[i] ?? '', first: i, last: i, part: 0, parts: 1 });
      continue;
    }
    canonical.forEach((part, index) => {
      hypothesis.push({ id: idOf(part), text: part, first: i, last: i, part: index, parts: canonical.length });
    });
  }
  return { reference, hypothesis, hypothesisIds: Int32Array.from(hypothesis, (token) => token.id) };
}
