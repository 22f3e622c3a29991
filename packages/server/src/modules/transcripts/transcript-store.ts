import { randomBytes, randomUUID } from 'node:crypto';
import { normaliseTranscript, type Paragraph, type Transcript, type TranscriptVersion } from '@storykeep/core';
import { type Kysely, sql } from 'kysely';
import { readJsonColumn } from '../../db/json-column.js';
import { StoredParagraphColumnSchema } from '../../db/media-tables.schema.js';
import type { DB } from '../../db/schema.js';
import { StoredParagraphListSchema } from '../../db/story-tables.schema.js';

/** Marks transcripts written by people rather than by a speech service. */
export const EDITED_SOURCE = 'edit';

/** The story's stored paragraphs in order, each with its id and revision, as stored (not yet normalised). */
export async function readStoredParagraphs(db: Kysely<DB>, storyId: string): Promise<Record<string, unknown>[]> {
  const rows = await db
    .selectFrom('transcript_paragraphs')
    .select(['id', 'content', 'changed_in'])
    .where('story_id', '=', storyId)
    .where('content', 'is not', null)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    ...readJsonColumn(StoredParagraphColumnSchema, row.content, 'transcript_paragraphs.content'),
    id: row.id,
    rev: row.changed_in,
  }));
}

/** The story's transcript, normalised with core's rules, its paragraphs with ids; undefined when it has none. */
export async function readTranscript(db: Kysely<DB>, storyId: string): Promise<Transcript | undefined> {
  const row = await db.selectFrom('transcripts').select(['version', 'updated_at']).where('story_id', '=', storyId).executeTakeFirst();
  if (!row) return undefined;
  const paragraphs = await readStoredParagraphs(db, storyId);
  return normaliseTranscript({ paragraphs, updated_at: new Date(row.updated_at).toISOString(), version: row.version });
}

/**
 * Replaces the story's whole transcript: the list goes to `transcripts.paragraphs`, which the database turns into
 * paragraph rows (ids the list carries are kept) and a new version; search chunks follow by trigger.
 */
export async function writeTranscript(db: Kysely<DB>, storyId: string, paragraphs: Paragraph[], source: string, at: Date): Promise<void> {
  const json = JSON.stringify(paragraphs);
  await db
    .insertInto('transcripts')
    .values({ story_id: storyId, paragraphs: json, source, updated_at: at })
    .onConflict((oc) => oc.column('story_id').doUpdateSet({ paragraphs: json, source, updated_at: at }))
    .execute();
  // A saved transcript is the story's transcript: lists stop saying it has none or that it failed. A transcription
  // still running keeps its 'pending' (it decides, when done, whether the person's edits stay).
  if (paragraphs.length > 0)
    await db
      .updateTable('stories')
      .set({ transcript_status: 'completed' })
      .where('id', '=', storyId)
      .where((eb) => eb.or([eb('transcript_status', 'is', null), eb('transcript_status', 'in', ['no_op', 'failed'])]))
      .execute();
}

/** A version's path: its file name is the last segment (clients ask for a version by that name). */
export function versionPath(storyId: string, fileName: string): string {
  return `transcripts/${storyId}/versions/${fileName}`;
}

/** Copies the current transcript into a new version; undefined when there is nothing to keep. */
export async function saveTranscriptVersion(
  db: Kysely<DB>,
  storyId: string,
  userId: string | null,
  at: Date,
): Promise<TranscriptVersion | undefined> {
  const work = db;
  const row = await work.selectFrom('transcripts').select(['source']).where('story_id', '=', storyId).executeTakeFirst();
  if (!row) return undefined;
  const paragraphs = (await readStoredParagraphs(work, storyId)).map(({ rev: _rev, ...paragraph }) => paragraph);
  return keepTranscriptVersion(work, storyId, { paragraphs, source: row.source, userId, at });
}

/** Keeps paragraphs as a new version of the story's transcript (the current one is not changed). */
export async function keepTranscriptVersion(
  work: Kysely<DB>,
  storyId: string,
  kept: { paragraphs: unknown[]; source: string; userId: string | null; at: Date },
): Promise<TranscriptVersion> {
  const { paragraphs, source, userId, at } = kept;
  // Sortable by time, unique even for two saves in the same millisecond.
  const fileName = `${at.toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.json`;
  await work
    .insertInto('transcript_versions')
    .values({
      id: randomUUID(),
      story_id: storyId,
      file_name: fileName,
      paragraphs: JSON.stringify(paragraphs),
      source,
      created_by: userId,
      created_at: at,
    })
    .execute();
  return { path: versionPath(storyId, fileName), created_at: at.toISOString() };
}

/** The story's versions, newest first. */
export async function listTranscriptVersions(db: Kysely<DB>, storyId: string): Promise<TranscriptVersion[]> {
  const rows = await db
    .selectFrom('transcript_versions')
    .select(['file_name', 'created_at'])
    .where('story_id', '=', storyId)
    .orderBy('created_at', 'desc')
    .orderBy(sql`file_name`, 'desc')
    .execute();
  return rows.map((r) => ({ path: versionPath(storyId, r.file_name), created_at: new Date(r.created_at).toISOString() }));
}

/** One version's transcript, normalised; undefined when the story has no version of that name. */
export async function readTranscriptVersion(db: Kysely<DB>, storyId: string, fileName: string): Promise<Transcript | undefined> {
  const row = await db
    .selectFrom('transcript_versions')
    .select(['paragraphs', 'created_at'])
    .where('story_id', '=', storyId)
    .where('file_name', '=', fileName)
    .executeTakeFirst();
  if (!row) return undefined;
  const paragraphs = readJsonColumn(StoredParagraphListSchema, row.paragraphs, 'transcript_versions.paragraphs');
  return normaliseTranscript({ paragraphs, updated_at: new Date(row.created_at).toISOString() });
}
