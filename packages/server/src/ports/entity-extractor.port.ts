import type { EntityType } from '@storykeep/core';

/** An entity a model found in a transcript: its type, its name, and the phrases it was said as. */
export interface NamedEntity {
  type: EntityType;
  name: string;
  /** How the transcript says it (the name itself counts); every occurrence of each is a mention. */
  phrases: string[];
}

/**
 * Finds the people, places, organizations and dates named in a transcript, given as one text per paragraph:
 * an NLP library on the machine by default, an OpenAI-compatible chat model when one is configured.
 */
export interface EntityExtractor {
  readonly name: string;
  extract(paragraphs: readonly string[]): Promise<NamedEntity[]>;
}
