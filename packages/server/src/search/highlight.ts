import { escapeMarkupText, foldSearchWord } from '@storykeep/core';

const fold = foldSearchWord;

function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  return grams;
}

/** Trigram similarity of two folded words, as pg_trgm counts it (shared over all distinct trigrams). */
export function wordSimilarity(a: string, b: string): number {
  const x = trigrams(a);
  const y = trigrams(b);
  let shared = 0;
  for (const gram of x) if (y.has(gram)) shared += 1;
  return shared / (x.size + y.size - shared);
}

interface Term {
  word: string;
  grams: Set<string>;
}

function similarity(grams: Set<string>, word: string): number {
  const other = trigrams(word);
  let shared = 0;
  for (const gram of grams) if (other.has(gram)) shared += 1;
  return shared / (grams.size + other.size - shared);
}

/** A word counts as matching a query term when it shares its stem-like prefix or is spelled nearly the same. */
function matches(word: string, terms: readonly Term[]): boolean {
  if (word.length === 0) return false;
  return terms.some(({ word: term, grams }) => {
    const stem = Math.max(3, Math.min(term.length, word.length) - 2);
    return (term.length >= 4 && word.slice(0, stem) === term.slice(0, stem)) || word === term || similarity(grams, word) >= 0.5;
  });
}

/** Highlighters of the latest queries, kept so a results page and the next page compare each word once. */
const recent = new Map<string, (text: string) => string>();
const RECENT_QUERIES = 16;
/** Words remembered per query; past this the memory starts again (transcripts use a few thousand words). */
const KNOWN_WORDS = 20_000;

/**
 * Highlights texts for one query: each distinct word is compared with the query's terms once, however many texts
 * (a results page holds hundreds of chunks of the same everyday words) say it.
 */
export function highlighter(query: string): (text: string) => string {
  const kept = recent.get(query);
  if (kept) return kept;
  const made = newHighlighter(query);
  if (recent.size >= RECENT_QUERIES) recent.delete(recent.keys().next().value ?? '');
  recent.set(query, made);
  return made;
}

function newHighlighter(query: string): (text: string) => string {
  const terms = query
    .split(/\s+/)
    .map(fold)
    .filter((t) => t.length > 0)
    .map((word) => ({ word, grams: trigrams(word) }));
  const known = new Map<string, boolean>();
  const marked = (piece: string) => {
    let found = known.get(piece);
    if (found === undefined) {
      if (known.size >= KNOWN_WORDS) known.clear();
      found = matches(fold(piece), terms);
      known.set(piece, found);
    }
    return found;
  };
  return (text) =>
    text
      .split(/(\s+)/)
      .map((piece) => (/\S/.test(piece) && marked(piece) ? `<em>${escapeMarkupText(piece)}</em>` : escapeMarkupText(piece)))
      .join('');
}

/** The chunk's text, HTML-escaped, with the words that match the query wrapped in `<em>`. */
export function highlight(text: string, query: string): string {
  return highlighter(query)(text);
}
