const NON_BREAKING_SPACE = /\u00a0/g;

/**
 * Folds text for case-insensitive search without changing its length, so offsets in folded text are offsets in
 * the original: characters whose lower case is longer (İ) stay as they are, and a non-breaking space becomes a
 * plain one so that "new york" finds "New York" however the recogniser joined it.
 */
export function foldForSearch(text: string): string {
  const lower = text.toLowerCase();
  const folded = lower.length === text.length ? lower : foldEachCharacter(text);
  return folded.replace(NON_BREAKING_SPACE, ' ');
}

function foldEachCharacter(text: string): string {
  let out = '';
  for (const char of text) {
    const lower = char.toLowerCase();
    out += lower.length === char.length ? lower : char;
  }
  return out;
}

/**
 * A search query as matched: folded, trimmed, whitespace runs made single spaces; empty when nothing to find. A
 * contains-search of short texts (names, titles, tags) folds each text the same way, so neither case nor spacing
 * decides whether it matches.
 */
export function normaliseQuery(query: string): string {
  return foldForSearch(query).trim().split(/\s+/).filter(Boolean).join(' ');
}

/** A word as search compares whole words: accents dropped, lower case, letters and digits only. */
export function foldSearchWord(word: string): string {
  return word
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}
