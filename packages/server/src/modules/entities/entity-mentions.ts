import type { EntityMention, Paragraph } from '@storykeep/core';
import type { NamedEntity } from '../../ports/entity-extractor.port.js';
import { matchToken, phraseTokens } from './entity-names.js';

/** A transcript's timed words in reading order; a word's index here is its index in the transcript. */
export interface TimedWord {
  text: string;
  token: string;
  start: number;
  end: number;
  paragraph: number;
}

/** Every timed word of the transcript, in order. */
export function timedWords(paragraphs: readonly Paragraph[]): TimedWord[] {
  return paragraphs.flatMap((p, paragraph) =>
    p.children.flatMap((c) => c.words.map((w) => ({ text: w.text, token: matchToken(w.text), start: w.start, end: w.end, paragraph }))),
  );
}

/** Each paragraph's words as one text, for the extractor to read. */
export function paragraphTexts(words: readonly TimedWord[]): string[] {
  const texts: string[][] = [];
  for (const w of words) {
    const text = texts[w.paragraph] ?? [];
    text.push(w.text);
    texts[w.paragraph] = text;
  }
  return Array.from(texts, (t) => (t ?? []).join(' ')).filter((t) => t.length > 0);
}

/** A mention found for one of the entities (by its position in the list given). */
export interface LocatedMention extends EntityMention {
  entity: number;
}

/**
 * Every place the entities' phrases are said, as whole words inside one paragraph. The longest phrase wins where
 * phrases overlap ("Martin Luther King" over "King"), and a word belongs to at most one mention.
 */
export function locateMentions(entities: readonly NamedEntity[], words: readonly TimedWord[]): LocatedMention[] {
  const phrases = entities
    .flatMap((e, entity) => [e.name, ...e.phrases].map((p) => ({ entity, tokens: phraseTokens(p) })))
    .filter((p) => p.tokens.length > 0)
    .sort((a, b) => b.tokens.length - a.tokens.length || a.entity - b.entity);
  const firstTokens = new Map<string, number[]>();
  words.forEach((w, i) => {
    if (!w.token) return;
    const at = firstTokens.get(w.token);
    if (at) at.push(i);
    else firstTokens.set(w.token, [i]);
  });
  const taken = new Uint8Array(words.length);
  const found: LocatedMention[] = [];
  for (const { entity, tokens } of phrases) {
    for (const at of firstTokens.get(tokens[0] ?? '') ?? []) {
      const span = words.slice(at, at + tokens.length);
      const matches =
        span.length === tokens.length &&
        span.every((w, k) => w.token === tokens[k] && w.paragraph === span[0]?.paragraph && !taken[at + k]);
      if (!matches) continue;
      taken.fill(1, at, at + tokens.length);
      const last = span[span.length - 1] as TimedWord;
      found.push({
        entity,
        word: at,
        wordCount: tokens.length,
        start: Math.max(0, span[0]?.start ?? 0),
        end: Math.max(0, last.end),
        text: span.map((w) => w.text).join(' '),
      });
    }
  }
  return found.sort((a, b) => a.word - b.word);
}
