import { randomUUID } from 'node:crypto';
import { type Index, type IndexMetadataItem, IndexMetadataItemSchema } from '@storykeep/core';
import type { Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import { readJsonColumn } from '../../db/json-column.js';
import type { DB } from '../../db/schema.js';
import { type StoryIndexesTable } from '../../db/story-tables.schema.js';

/** Index points sorted by start time, each numbered in that order. */
export function sortMetadata(items: readonly IndexMetadataItem[]): IndexMetadataItem[] {
  return [...items].sort((a, b) => a.time.start - b.time.start).map((item, index) => ({ ...item, index }));
}

export function toIndex(row: Selectable<StoryIndexesTable>): Index {
  // A point that no longer reads as one is left out rather than hiding the index's other points.
  const stored = readJsonColumn(z.array(z.unknown()), row.metadata, 'story_indexes.metadata');
  const metadata = stored.flatMap((item) => {
    const parsed = IndexMetadataItemSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
  return {
    _id: row.id,
    title: row.title,
    notes: row.notes,
    metadata,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** A story's indexes, oldest first. */
export async function listIndexes(db: Kysely<DB>, storyId: string): Promise<Index[]> {
  const rows = await db
    .selectFrom('story_indexes')
    .selectAll()
    .where('story_id', '=', storyId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toIndex);
}

export interface IndexContent {
  title?: string | undefined;
  notes?: string | undefined;
  metadata?: IndexMetadataItem[] | undefined;
}

/** Stores a new index for the story. */
export async function insertIndex(
  db: Kysely<DB>,
  storyId: string,
  content: IndexContent,
  origin: 'manual' | 'auto',
  at: Date,
): Promise<Index> {
  const row = await db
    .insertInto('story_indexes')
    .values({
      id: randomUUID(),
      story_id: storyId,
      title: content.title ?? '',
      notes: content.notes ?? '',
      metadata: JSON.stringify(sortMetadata(content.metadata ?? [])),
      origin,
      created_at: at,
      updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toIndex(row);
}
