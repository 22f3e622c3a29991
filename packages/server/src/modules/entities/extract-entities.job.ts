import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { JobHandler } from '../../jobs/job-handler.js';
import type { EntityExtractor, NamedEntity } from '../../ports/entity-extractor.port.js';
import { readTranscript } from '../transcripts/transcript-store.js';
import { type LocatedMention, locateMentions, paragraphTexts, timedWords } from './entity-mentions.js';
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
    // A save while this job runs queues no second job (one unfinished job per story), so the job itself goes again
    // until what it writes comes from the transcript that is there when it writes.
    for (let round = 1; ; round++) {
      const transcript = await readTranscript(deps.db, storyId);
      const words = timedWords(transcript?.paragraphs ?? []);
      const entities = words.length > 0 ? pooled(await deps.extractor.extract(paragraphTexts(words))) : [];
      const mentions = locateMentions(entities, words);
      const target = { storyId, organizationId: story.organization_id, readAt: transcript?.updated_at, last: round >= MAX_ROUNDS };
      const written = await writeMentions(deps.db, target, entities, mentions);
      if (written !== null) return { entities: written, mentions: mentions.length, by: deps.extractor.name, rounds: round };
    }
  };
}

// Past this many readings the latest is written anyway; a later save queues a new job.
const MAX_ROUNDS = 5;

interface Target {
  storyId: string;
  organizationId: string;
  /** When the transcript read was saved. */
  readAt: string | undefined;
  last: boolean;
}

/** Replaces the story's mentions, answering how many entities are said; null when the transcript changed meanwhile. */
async function writeMentions(
  db: Kysely<DB>,
  target: Target,
  entities: readonly (NamedEntity & { key: string })[],
  mentions: readonly LocatedMention[],
): Promise<number | null> {
  const { storyId, organizationId } = target;
  const said = [...new Set(mentions.map((m) => m.entity))];
  return db.transaction().execute(async (tx) => {
    const now = await tx.selectFrom('transcripts').select('updated_at').where('story_id', '=', storyId).forUpdate().executeTakeFirst();
    if (!target.last && (now ? new Date(now.updated_at).toISOString() : undefined) !== target.readAt) return null;
    const ids = new Map<number, string>();
    for (const index of said) {
      const e = entities[index];
      if (!e) continue;
      await tx
        .insertInto('entities')
        .values({ id: randomUUID(), organization_id: organizationId, type: e.type, key: e.key, name: e.name })
        .onConflict((oc) => oc.columns(['organization_id', 'type', 'key']).doNothing())
        .execute();
      const row = await tx
        .selectFrom('entities')
        .select('id')
        .where('organization_id', '=', organizationId)
        .where('type', '=', e.type)
        .where('key', '=', e.key)
        .executeTakeFirstOrThrow();
      ids.set(index, row.id);
    }
    await tx.deleteFrom('entity_mentions').where('story_id', '=', storyId).execute();
    const rows = mentions.flatMap((m) => {
      const entityId = ids.get(m.entity);
      if (!entityId) return [];
      const { word, wordCount, start, end, text } = m;
      return [{ story_id: storyId, entity_id: entityId, word, word_count: wordCount, start_time: start, end_time: end, text }];
    });
    for (let i = 0; i < rows.length; i += 500)
      await tx
        .insertInto('entity_mentions')
        .values(rows.slice(i, i + 500))
        .execute();
    return said.length;
  });
}
