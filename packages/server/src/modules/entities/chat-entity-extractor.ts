import { EntityTypeSchema } from '@storykeep/core';
import { z } from 'zod';
import type { EntityExtractor, NamedEntity } from '../../ports/entity-extractor.port.js';
import { type ChatSettings, complete, jsonIn } from '../indexes/chat-chapters.js';

const PROMPT =
  'You index oral-history interviews for an archive. List the people, places, organizations and dates (years, months, decades, named days) the transcript names. ' +
  'Answer with JSON only: {"entities": [{"type": "person" | "place" | "organization" | "date", "name": "<the name as an archive would write it>", ' +
  '"phrases": ["<each different way the transcript says it, copied word for word>"]}]}.';

const AnswerSchema = z.object({
  entities: z.array(
    z.object({
      type: z.string(),
      name: z.string().trim().min(1).max(200),
      phrases: z.array(z.string()).default([]),
    }),
  ),
});

/** Entities by an OpenAI-compatible chat model; the phrases it quotes are found in the transcript's words afterwards. */
export class ChatEntityExtractor implements EntityExtractor {
  readonly name = 'chat';

  constructor(private readonly settings: ChatSettings) {}

  async extract(paragraphs: readonly string[]): Promise<NamedEntity[]> {
    if (paragraphs.length === 0) return [];
    const answer = await complete(this.settings, PROMPT, paragraphs.join('\n'));
    const parsed = AnswerSchema.safeParse(jsonIn(answer));
    if (!parsed.success) throw new Error(`The model's entities were malformed: ${parsed.error.issues[0]?.message}`);
    // A type the archive does not keep ("event", "thing") is left out rather than failing the whole answer.
    return parsed.data.entities.flatMap((e) => {
      const type = EntityTypeSchema.safeParse(e.type.toLowerCase());
      return type.success ? [{ type: type.data, name: e.name, phrases: e.phrases }] : [];
    });
  }
}
