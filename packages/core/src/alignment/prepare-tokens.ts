import { normaliseWord } from './normalise-word.js';
import { NumberSpellings } from './number-spellings.js';
import { spokenForms } from './number-words.js';
import { TokenColumns } from './token-columns.js';
import { WordTable } from './word-table.js';

/**
 * Both sides as comparison ids (equal ids mean equal words after normalising), one entry per token. A recognised
 * token is one word, a run of words spelling a reference number, or one of the words a recognised number was spelled
 * into. Arrays rather than objects per token: a four-hour transcript has tens of thousands.
 */
export interface PreparedTokens {
  /** One id per reference word; words of punctuation alone share the id of '', which no recognised token has. */
  reference: Int32Array;
  hypothesis: Int32Array;
  /** The normalised word behind each id, for comparing spellings. */
  keys: string[];
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

function hasDigit(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) return true;
  }
  return false;
}

/** Spoken forms of number tokens, each worked out once per call. */
class FormsCache {
  private readonly forms = new Map<string, string[][]>();

  of(token: string): string[][] {
    let forms = this.forms.get(token);
    if (!forms) {
      forms = spokenForms(token);
      this.forms.set(token, forms);
    }
    return forms;
  }

  /** Number tokens whose spoken form is one word compare as that word, so "15" equals "fifteen" on either side. */
  canonicalKey(normalised: string): string {
    if (!hasDigit(normalised)) return normalised;
    const single = this.of(normalised).find((form) => form.length === 1);
    return single?.[0] ?? normalised;
  }
}

/** Marks a distinct word whose id is not worked out yet, and one that takes no single id (see {@link prepareIndexed}). */
const UNKNOWN = -2;
const SPELLED_OUT = -1;

/**
 * Turns reference and recognised words into comparison keys (normalised, numbers as spoken words). A reference number
 * such as 1952 matches any recognised run spelling it ("nineteen fifty two", "one thousand nine hundred fifty two"),
 * which becomes one token; a recognised number absent from the reference is spelled out in its cardinal words.
 */
export function prepareTokens(referenceWords: readonly string[], hypothesisWords: readonly string[]): PreparedTokens {
  const table = new WordTable();
  const reference = new Int32Array(referenceWords.length);
  for (let i = 0; i < reference.length; i += 1) reference[i] = table.indexOf(referenceWords[i] as string);
  const hypothesis = new Int32Array(hypothesisWords.length);
  for (let i = 0; i < hypothesis.length; i += 1) hypothesis[i] = table.indexOf(hypothesisWords[i] as string);
  return prepareIndexed(table.words, reference, hypothesis);
}

/**
 * {@link prepareTokens} of words given as numbers into `distinct`, the list of distinct words of both sides.
 * Interviews repeat their words heavily, so each distinct word is normalised once.
 */
export function prepareIndexed(distinct: readonly string[], referenceWords: Int32Array, hypothesisWords: Int32Array): PreparedTokens {
  const forms = new FormsCache();
  const ids = new WordTable();
  const spellings = new NumberSpellings();
  const referenceNumbers = new Set<string>();
  const normalised = distinct.map(normaliseWord);
  // Distinct word → id of its key, UNKNOWN until first needed; on the recognised side SPELLED_OUT marks a number to
  // say in words.
  const idOf = new Int32Array(distinct.length).fill(UNKNOWN);
  const reference = new Int32Array(referenceWords.length);
  for (let i = 0; i < referenceWords.length; i += 1) {
    const d = referenceWords[i] as number;
    if (idOf[d] === UNKNOWN) {
      const key = forms.canonicalKey(normalised[d] as string);
      idOf[d] = ids.indexOf(key);
      if (hasDigit(key) && !referenceNumbers.has(key)) {
        referenceNumbers.add(key);
        spellings.add(key, forms.of(key));
      }
    }
    reference[i] = idOf[d] as number;
  }
  // The recognised side reads the same words differently (numbers are spelled out there), so its ids start afresh.
  idOf.fill(UNKNOWN);
  // Which distinct words can begin the spelling of a reference number, asked once per word rather than per token.
  const opens = new Uint8Array(distinct.length);
  if (referenceNumbers.size > 0) for (let d = 0; d < distinct.length; d += 1) opens[d] = spellings.opens(normalised[d] as string) ? 1 : 0;
  const columns = new TokenColumns(hypothesisWords.length);
  const spelledOut = new Map<number, string>();
  for (let i = 0; i < hypothesisWords.length; i += 1) {
    const d = hypothesisWords[i] as number;
    const word = normalised[d] as string;
    if (word === '') continue;
    const length = opens[d] === 1 ? spellings.longest(normalised, hypothesisWords, i) : 0;
    if (length > 1) {
      columns.push(ids.indexOf(spellings.key), i, i + length - 1, 0, 1);
      i += length - 1;
      continue;
    }
    if (idOf[d] === UNKNOWN) {
      const key = forms.canonicalKey(word);
      const spell = hasDigit(key) && !referenceNumbers.has(key) && forms.of(key).length > 0;
      idOf[d] = spell ? SPELLED_OUT : ids.indexOf(key);
    }
    const id = idOf[d] as number;
    if (id !== SPELLED_OUT) {
      columns.push(id, i, i, 0, 1);
      continue;
    }
    const canonical = forms.of(forms.canonicalKey(word))[0] as string[];
    for (let part = 0; part < canonical.length; part += 1) {
      const spokenPart = canonical[part] as string;
      spelledOut.set(columns.count, spokenPart);
      columns.push(ids.indexOf(spokenPart), i, i, part, canonical.length);
    }
  }
  return { reference, keys: ids.words, spelledOut, ...columns.finish() };
}
