import { normaliseWord } from './normalise-word.js';
import { spokenForms } from './number-words.js';

/**
 * Both sides as comparison ids (equal ids mean equal words after normalising), one entry per token. A recognised
 * token is one word, a run of words spelling a reference number, or one of the words a recognised number was spelled
 * into. Arrays rather than objects per token: a four-hour transcript has tens of thousands.
 */
export interface PreparedTokens {
  /** One id per reference word; a word of punctuation alone gets an id nothing else has. */
  reference: Int32Array;
  hypothesis: Int32Array;
  /** The normalised words behind the ids, for comparing spellings. */
  referenceKeys: string[];
  hypothesisKeys: string[];
  /** Index of the first and last recognised word each recognised token covers. */
  first: Int32Array;
  last: Int32Array;
  /** Which of `parts` equal slices of its word a token is (0 of 1 unless a recognised number was spelled out). */
  part: Int32Array;
  parts: Int32Array;
  /** The spoken word each spelled-out token became, by token index. */
  spelledOut: Map<number, string>;
}

/** What a recognised token says: its words, or the spoken word a recognised number became. */
export function tokenText(tokens: PreparedTokens, index: number, hypothesisWords: readonly string[]): string {
  const spelled = tokens.spelledOut.get(index);
  if (spelled !== undefined) return spelled;
  return hypothesisWords.slice(tokens.first[index], (tokens.last[index] as number) + 1).join(' ');
}

interface TrieNode {
  next: Map<string, TrieNode>;
  key?: string;
}

function hasDigit(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) return true;
  }
  return false;
}

/** Number tokens whose spoken form is one word compare as that word, so "15" equals "fifteen" on either side. */
function canonicalKey(normalised: string, formsOf: (token: string) => string[][]): string {
  if (!hasDigit(normalised)) return normalised;
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
  const referenceKeys: string[] = [];
  referenceWords.forEach((word, i) => {
    const key = canonicalKey(normaliseWord(word), formsOf);
    referenceKeys.push(key);
    if (hasDigit(key) && !referenceNumbers.has(key)) {
      referenceNumbers.add(key);
      addForms(root, key, formsOf(key));
    }
    // The index makes each punctuation-only word a key of its own; no normalised word contains a space.
    reference[i] = idOf(key === '' ? ` ${i}` : key);
  });
  const hypothesisKeys: string[] = [];
  const spelledOut = new Map<number, string>();
  // Typed columns sized for one token per word, grown only if recognised numbers are spelled out into several.
  let capacity = hypothesisWords.length + 16;
  let tokenIds = new Int32Array(capacity);
  let firsts = new Int32Array(capacity);
  let lasts = new Int32Array(capacity);
  let partOf = new Int32Array(capacity);
  let partsOf = new Int32Array(capacity);
  let count = 0;
  const grow = (column: Int32Array) => {
    const grown = new Int32Array(capacity);
    grown.set(column);
    return grown;
  };
  const push = (key: string, from: number, to: number, slice: number, slices: number) => {
    if (count === tokenIds.length) {
      capacity *= 2;
      [tokenIds, firsts, lasts, partOf, partsOf] = [grow(tokenIds), grow(firsts), grow(lasts), grow(partOf), grow(partsOf)];
    }
    tokenIds[count] = idOf(key);
    firsts[count] = from;
    lasts[count] = to;
    partOf[count] = slice;
    partsOf[count] = slices;
    hypothesisKeys.push(key);
    count += 1;
  };
  const spoken = hypothesisWords.map(normaliseWord);
  for (let i = 0; i < spoken.length; i += 1) {
    const word = spoken[i] ?? '';
    if (word === '') continue;
    const spelling = referenceNumbers.size > 0 ? longestSpelling(root, spoken, i) : null;
    if (spelling && spelling.length > 1) {
      push(spelling.key, i, i + spelling.length - 1, 0, 1);
      i += spelling.length - 1;
      continue;
    }
    const key = canonicalKey(word, formsOf);
    const canonical = hasDigit(key) && !referenceNumbers.has(key) ? formsOf(key)[0] : undefined;
    if (!canonical) {
      push(key, i, i, 0, 1);
      continue;
    }
    canonical.forEach((spokenPart, index) => {
      spelledOut.set(count, spokenPart);
      push(spokenPart, i, i, index, canonical.length);
    });
  }
  return {
    reference,
    hypothesis: tokenIds.subarray(0, count),
    referenceKeys,
    hypothesisKeys,
    first: firsts.subarray(0, count),
    last: lasts.subarray(0, count),
    part: partOf.subarray(0, count),
    parts: partsOf.subarray(0, count),
    spelledOut,
  };
}
