import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { JobHandler } from '../../jobs/job-handler.js';
import type { EntityExtractor, NamedEntity } from '../../ports/entity-extractor.port.js';
import { readTranscript } from '../transcripts/transcript-store.js';
import { locateMentions, paragraphTexts, timedWords } from './entity-mentions.js';
import { entityKey } from './entity-names.js';

/** Queued by the database whenever a story's transcript is written (migration 0460), whoever wrote it. */
export const EXTRACT_ENTITIES_JOB = 'transcript.entities';

export interface ExtractEntitiesDeps {
  db: Kysely<DB>;
  extractor: EntityExtractor;
}

/** One entity per type and key, its phrases pooled (a model may list the same name twice). */
function pooled(named: readonly NamedEntity[]): (NamedEntity & { key: string })[] {
  const byKey = new Map<string, NamedEntity & { key: string }>();
  for (const e of named) {
    const key = entityKey(e.name);
    if (!key) continue;
    const kept = byKey.get(`${e.type}:${key}`);
    if (kept) kept.phrases.push(...e.phrases);
    else byKey.set(`${e.type}:${key}`, { ...e, key, phrases: [...e.phrases] });
  }
  return [...byKey.values()];
}

/**
 * Finds the entities of the story's transcript and replaces the story's mentions with where each is said. Entities
 * are found or created by organization, type and key, so the archivist's corrections to them carry over.
 */
export function extractEntitiesJob(deps: ExtractEntitiesDeps): JobHandler<{ storyId: string }> {
  return async ({ storyId }) => {
    const story = await deps.db.selectFrom('stories').select('organization_id').where('id', '=', storyId).executeTakeFirst();
    if (!story) return { noOp: true };
    const words = timedWords((await readTranscript(deps.db, storyId))?.paragraphs ?? []);
    const entities = words.length > 0 ? pooled(await deps.extractor.extract(paragraphTexts(words))) : [];
    const mentions = locateMentions(entities, words);
    const said = [...new Set(mentions.map((m) => m.entity))];
    await deps.db.transaction().execute(async (tx) => {
      const ids = new Map<number, string>();
      for (const index of said) {
        const e = entities[index];
        if (!e) continue;
        await tx
          .insertInto('entities')
          .values({ id: randomUUID(), organization_id: story.organization_id, type: e.type, key: e.key, name: e.name })
          .onConflict((oc) => oc.columns(['organization_id', 'type', 'key']).doNothing())
          .execute();
        const row = await tx
          .selectFrom('entities')
          .select('id')
          .where('organization_id', '=', story.organization_id)
          .where('type', '=', e.type)
          .where('key', '=', e.key)
          .executeTakeFirstOrThrow();
        ids.set(index, row.id);
      }
      await tx.deleteFrom('entity_mentions').where('story_id', '=', storyId).execute();
      const rows = mentions.flatMap((m) => {
        const entityId = ids.get(m.entity);
        return entityId
          ? [
              {
                story_id: storyId,
                entity_id: entityId,
                word: m.word,
                word_count: m.wordCount,
                start_time: m.start,
                end_time: m.end,
                text: m.text,
              },
            ]
          : [];
      });
      for (let i = 0; i < rows.length; i += 500)
        await tx
          .insertInto('entity_mentions')
          .values(rows.slice(i, i + 500))
          .execute();
    });
    return { entities: said.length, mentions: mentions.length, by: deps.extractor.name };
  };
}
