import { foldSearchWord } from '@storykeep/core';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

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

/** A word counts as matching a query term when it shares its stem-like prefix or is spelled nearly the same. */
function matches(word: string, terms: readonly string[]): boolean {
  if (word.length === 0) return false;
  return terms.some((term) => {
    const stem = Math.max(3, Math.min(term.length, word.length) - 2);
    return (term.length >= 4 && word.slice(0, stem) === term.slice(0, stem)) || word === term || wordSimilarity(word, term) >= 0.5;
  });
}

/** The chunk's text, HTML-escaped, with the words that match the query wrapped in `<em>`. */
export function highlight(text: string, query: string): string {
  const terms = query
    .split(/\s+/)
    .map(fold)
    .filter((t) => t.length > 0);
  return text
    .split(/(\s+)/)
    .map((piece) => (/\S/.test(piece) && matches(fold(piece), terms) ? `<em>${escapeHtml(piece)}</em>` : escapeHtml(piece)))
    .join('');
}
