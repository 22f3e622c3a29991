import type { EntityType } from '@storykeep/core';

// Words carrying no name: a recogniser's date phrase often begins with one ("in 1962", "since the war").
const LEADING_FILLERS = new Set([
  'in',
  'on',
  'at',
  'by',
  'since',
  'during',
  'from',
  'until',
  'till',
  'of',
  'the',
  'a',
  'an',
  'about',
  'around',
  'after',
  'before',
]);

/** A word as matching sees it: lower case, without the punctuation around it (inner apostrophes and hyphens stay). */
export function matchToken(word: string): string {
  return word
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
}

/** The tokens of a phrase, leading filler words left out; empty when nothing names anything. */
export function phraseTokens(phrase: string): string[] {
  const tokens = phrase.split(/\s+/).map(matchToken).filter(Boolean);
  while (tokens.length > 1 && LEADING_FILLERS.has(tokens[0] ?? '')) tokens.shift();
  return tokens.length === 1 && LEADING_FILLERS.has(tokens[0] ?? '') ? [] : tokens;
}

/** The key an entity is matched on across interviews: its tokens joined by single spaces. */
export function entityKey(name: string): string {
  return phraseTokens(name).join(' ');
}

/** A display name from what was said: recognisers write names in lower case, so those are capitalised (not dates). */
export function displayName(type: EntityType, phrase: string): string {
  const words = phrase
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}.]+$/gu, ''))
    .filter(Boolean);
  while (words.length > 1 && LEADING_FILLERS.has((words[0] ?? '').toLowerCase())) words.shift();
  const text = words.join(' ').replace(/\.$/, '');
  if (type === 'date' || text !== text.toLowerCase()) return text;
  return text.replace(/(^|[\s-])(\p{L})/gu, (_m, before: string, letter: string) => before + letter.toUpperCase());
}
