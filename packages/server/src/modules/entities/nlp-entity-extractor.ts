import type { EntityType } from '@storykeep/core';
import nlp from 'compromise';
import datePlugin, { type DatesMethods } from 'compromise-dates';
import type { EntityExtractor, NamedEntity } from '../../ports/entity-extractor.port.js';
import { displayName, entityKey } from './entity-names.js';
import { spelledYears, withYearNumbers } from './spelled-years.js';

nlp.plugin(datePlugin);

type View = ReturnType<typeof nlp>;
type DatedView = View & DatesMethods;

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const HOLIDAYS = ['christmas', 'easter', 'thanksgiving', 'hanukkah', 'passover', 'ramadan', 'diwali', 'new year'];
const DECADE = /^(?:\d{2,4}'?s|(?:twen|thir|for|fif|six|seven|eigh|nine)ties)$/;
const CENTURY = /^(?:eighteen|nineteen|twenty|two thousand)\b/;

/**
 * Only dates that place a story in time count: a year, a month, a decade, a holiday. "One morning" or "tonight"
 * are dates to the library but tell an archive nothing.
 */
export function isHistoricDate(phrase: string): boolean {
  const text = phrase.toLowerCase();
  const words = text.split(/[^\p{L}\p{N}']+/u).filter(Boolean);
  if (words.some((w) => /\d/.test(w) && (w.length >= 3 || MONTHS.some((m) => words.includes(m))))) return true;
  if (words.some((w) => MONTHS.includes(w) || DECADE.test(w))) return true;
  if (HOLIDAYS.some((h) => text.includes(h))) return true;
  const from = words.findIndex((w) => CENTURY.test(w));
  return from >= 0 && words.length - from >= 2;
}

/**
 * Where a transcript capitalises names, the lower-case words the library takes in front of one ("aunt", "my") are
 * not part of it; recogniser output in lower case is left whole.
 */
export function trimmedName(phrase: string): string {
  if (phrase === phrase.toLowerCase()) return phrase;
  const words = phrase.split(/\s+/);
  const first = words.findIndex((w) => /^[^\p{Ll}]*\p{Lu}/u.test(w));
  return words.slice(Math.max(first, 0)).join(' ');
}

function found(view: { out(format: 'array'): unknown }): string[] {
  return view.out('array') as string[];
}

// A recogniser's paragraph can be minutes of speech; read in pieces this long, one takes a few tens of milliseconds.
const PIECE_WORDS = 80;

/** The paragraphs in pieces of at most PIECE_WORDS words, cut at sentence ends where there are any. */
export function readings(paragraphs: readonly string[]): string[] {
  return paragraphs.flatMap((text) => {
    const words = text.split(/\s+/).filter(Boolean);
    const pieces: string[] = [];
    let piece: string[] = [];
    for (const word of words) {
      piece.push(word);
      const full = piece.length >= PIECE_WORDS || (piece.length >= PIECE_WORDS / 2 && /[.!?]$/.test(word));
      if (full) {
        pieces.push(piece.join(' '));
        piece = [];
      }
    }
    if (piece.length > 0) pieces.push(piece.join(' '));
    return pieces;
  });
}

/** Entities by compromise and compromise-dates, on this machine with no network. */
export class NlpEntityExtractor implements EntityExtractor {
  readonly name = 'nlp';

  async extract(paragraphs: readonly string[]): Promise<NamedEntity[]> {
    const byKey = new Map<string, NamedEntity>();
    const add = (type: EntityType, said: string, name?: string) => {
      const phrase = type === 'date' ? said : trimmedName(said);
      const key = entityKey(name ?? phrase);
      if (!key) return;
      const id = `${type}:${key}`;
      const entity = byKey.get(id);
      if (entity) entity.phrases.push(phrase);
      else byKey.set(id, { type, name: name ?? displayName(type, phrase), phrases: [phrase] });
    };
    for (const text of readings(paragraphs)) {
      // The library is synchronous and jobs share the server's event loop: requests get their turn between pieces.
      await new Promise((resolve) => setImmediate(resolve));
      const doc = nlp(text) as DatedView;
      for (const phrase of found(doc.people())) add('person', phrase);
      for (const phrase of found(doc.places())) add('place', phrase);
      for (const phrase of found(doc.organizations())) add('organization', phrase);
      for (const phrase of found(doc.dates()))
        if (isHistoricDate(phrase)) add('date', phrase, withYearNumbers(displayName('date', phrase)));
      for (const year of spelledYears(text)) add('date', year.phrase, year.name);
    }
    return [...byKey.values()];
  }
}
