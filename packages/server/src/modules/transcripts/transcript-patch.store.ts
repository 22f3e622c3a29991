import {
  findPatchConflicts,
  normaliseParagraphs,
  type Paragraph,
  type ServerParagraph,
  type ServerParagraphChange,
  type TranscriptPatchRequest,
} from '@storykeep/core';
import { type Kysely, sql, type Transaction } from 'kysely';
import { readJsonColumn } from '../../db/json-column.js';
import { StoredParagraphColumnSchema } from '../../db/media-tables.schema.js';
import type { DB } from '../../db/schema.js';
import { EDITED_SOURCE } from './transcript-store.js';

/** The room a new paragraph gets at the end or the start, and between renumbered paragraphs. */
const POSITION_STEP = 1024;
/** Closer than this, new paragraphs no longer fit between two positions: the story's positions are spread again. */
const MIN_POSITION_GAP = 1e-6;

/**
 * A stored paragraph as a save compares it and returns it to others: read as the transcript read reads it (loosely)
 * and normalised, so a paragraph some earlier writer stored less tidily never stops a person's save; null once deleted.
 */
function savedParagraph(content: unknown): Paragraph | null {
  if (content === null || content === undefined) return null;
  return normaliseParagraphs([readJsonColumn(StoredParagraphColumnSchema, content, 'transcript_paragraphs.content')])[0] ?? null;
}

/** A save of changes, its paragraphs prepared for storing (null: no words left, so the paragraph is deleted). */
export interface PreparedPatch {
  request: TranscriptPatchRequest;
  content: ReadonlyMap<string, Paragraph | null>;
}

/** What a save of changes did: saved (the new version and what others saved meanwhile), refused as stale, or no transcript. */
export type PatchOutcome =
  | { kind: 'saved'; version: number; changes: ServerParagraphChange[]; complete: boolean }
  | { kind: 'stale'; version: number; conflicts: string[] }
  | { kind: 'missing' };

interface Row {
  id: string;
  position: number;
  content: unknown;
  changed_in: number;
}

/**
 * Applies a save of changes in one transaction: the transcript's row is locked, so saves of one transcript run one
 * after the other; a save touching a paragraph someone else changed since it started is refused whole (nothing
 * written), any other lands even when others saved meanwhile. Writes only the paragraphs named.
 */
export function applyTranscriptPatch(db: Kysely<DB>, storyId: string, prepared: PreparedPatch, at: Date): Promise<PatchOutcome> {
  return db.transaction().execute(async (tx) => {
    const head = await tx
      .selectFrom('transcripts')
      .select(['version', 'complete_since'])
      .where('story_id', '=', storyId)
      .forUpdate()
      .executeTakeFirst();
    if (!head) return { kind: 'missing' };
    const { request } = prepared;
    const rows = await touchedRows(tx, storyId, request);
    const conflicts =
      request.version > head.version
        ? [...rows.keys()]
        : findPatchConflicts(request, (id) => {
            const row = rows.get(id);
            return row === undefined
              ? undefined
              : ({
                  rev: row.changed_in,
                  paragraph: savedParagraph(row.content),
                } satisfies ServerParagraph);
          });
    if (conflicts.length > 0) return { kind: 'stale', version: head.version, conflicts };
    const version = head.version + 1;
    await writeChanges(tx, storyId, prepared, version, rows);
    await insertParagraphs(tx, storyId, prepared, version, rows);
    await tx.updateTable('transcripts').set({ version, updated_at: at, source: EDITED_SOURCE }).where('story_id', '=', storyId).execute();
    const changes = request.version < head.version ? await changesBetween(tx, storyId, request.version, version) : [];
    return { kind: 'saved', version, changes, complete: request.version >= head.complete_since };
  });
}

/** The rows a save names: its paragraphs and those its new paragraphs follow. */
async function touchedRows(tx: Transaction<DB>, storyId: string, request: TranscriptPatchRequest): Promise<Map<string, Row>> {
  const ids = new Set<string>();
  for (const list of [request.changed, request.deleted, request.inserted]) for (const { id } of list) ids.add(id);
  for (const { after } of request.inserted) if (after !== null) ids.add(after);
  if (ids.size === 0) return new Map();
  const rows = await tx
    .selectFrom('transcript_paragraphs')
    .select(['id', 'position', 'content', 'changed_in'])
    .where('story_id', '=', storyId)
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** Changed paragraphs get their new content, deleted ones (and ones left without words) become tombstones. */
async function writeChanges(tx: Transaction<DB>, storyId: string, prepared: PreparedPatch, version: number, rows: Map<string, Row>) {
  const updates = [
    ...prepared.request.changed.map(({ id }) => ({ id, content: prepared.content.get(id) ?? null })),
    ...prepared.request.deleted.filter(({ id }) => rows.get(id)?.content != null).map(({ id }) => ({ id, content: null })),
  ];
  if (updates.length === 0) return;
  await sql`update transcript_paragraphs p set content = v.content, changed_in = ${version}
    from jsonb_to_recordset(${JSON.stringify(updates)}::jsonb) as v(id text, content jsonb)
    where p.story_id = ${storyId} and p.id = v.id`.execute(tx);
}

/**
 * New paragraphs go between the paragraph they follow and the next one. A run of new paragraphs, each after the one
 * before, shares that gap evenly; when the gap is too small the story's positions are spread again first.
 */
async function insertParagraphs(tx: Transaction<DB>, storyId: string, prepared: PreparedPatch, version: number, rows: Map<string, Row>) {
  const positions = new Map([...rows.values()].map((row) => [row.id, row.position]));
  const values: { story_id: string; id: string; position: number; content: string; changed_in: number }[] = [];
  for (const run of runsOf(prepared.request.inserted.filter(({ id }) => !rows.has(id)))) {
    let [low, high] = await gapAfter(tx, storyId, run[0]?.after ?? null, positions, run.length);
    if ((high - low) / (run.length + 1) < MIN_POSITION_GAP) {
      await spreadPositions(tx, storyId, positions);
      [low, high] = await gapAfter(tx, storyId, run[0]?.after ?? null, positions, run.length);
    }
    run.forEach(({ id }, i) => {
      const position = low + ((high - low) * (i + 1)) / (run.length + 1);
      positions.set(id, position);
      const content = prepared.content.get(id);
      if (content) values.push({ story_id: storyId, id, position, content: JSON.stringify(content), changed_in: version });
    });
  }
  if (values.length > 0) await tx.insertInto('transcript_paragraphs').values(values).execute();
}

/** Splits new paragraphs into runs that follow one another. */
function runsOf<T extends { id: string; after: string | null }>(items: readonly T[]): T[][] {
  const runs: T[][] = [];
  for (const item of items) {
    const last = runs.at(-1);
    if (last && last.at(-1)?.id === item.after) last.push(item);
    else runs.push([item]);
  }
  return runs;
}

/** The positions a run of `count` new paragraphs after `after` (null: at the start) goes between. */
async function gapAfter(
  tx: Transaction<DB>,
  storyId: string,
  after: string | null,
  positions: Map<string, number>,
  count: number,
): Promise<[number, number]> {
  const low = after === null ? undefined : positions.get(after);
  let next = tx
    .selectFrom('transcript_paragraphs')
    .select((eb) => eb.fn.min('position').as('next'))
    .where('story_id', '=', storyId);
  if (low !== undefined) next = next.where('position', '>', low);
  const found = (await next.executeTakeFirst())?.next ?? null;
  // New paragraphs of this save already placed after `low` bound the gap too.
  const placed = [...positions.values()].filter((p) => low === undefined || p > low);
  const high = Math.min(found ?? Number.POSITIVE_INFINITY, ...placed);
  const room = POSITION_STEP * (count + 1);
  if (low === undefined) return Number.isFinite(high) ? [high - room, high] : [0, room];
  return [low, Number.isFinite(high) ? high : low + room];
}

/** Spreads the story's positions evenly again, in the same order. */
async function spreadPositions(tx: Transaction<DB>, storyId: string, positions: Map<string, number>) {
  await sql`update transcript_paragraphs p set position = r.n * ${POSITION_STEP}
    from (select id, row_number() over (order by position, id) as n from transcript_paragraphs where story_id = ${storyId}) r
    where p.story_id = ${storyId} and p.id = r.id`.execute(tx);
  const rows = await tx.selectFrom('transcript_paragraphs').select(['id', 'position']).where('story_id', '=', storyId).execute();
  positions.clear();
  for (const row of rows) positions.set(row.id, row.position);
}

/** What others saved after version `from` and before `to`, each with the live paragraph it now follows. */
async function changesBetween(tx: Transaction<DB>, storyId: string, from: number, to: number): Promise<ServerParagraphChange[]> {
  const rows = await sql<{ id: string; changed_in: number; content: unknown; after: string | null }>`
    select p.id, p.changed_in, p.content,
      (select q.id from transcript_paragraphs q
        where q.story_id = p.story_id and q.content is not null and (q.position, q.id) < (p.position, p.id)
        order by q.position desc, q.id desc limit 1) as after
    from transcript_paragraphs p
    where p.story_id = ${storyId} and p.changed_in > ${from} and p.changed_in < ${to}
    order by p.position, p.id`.execute(tx);
  return rows.rows.map((row) => ({
    id: row.id,
    rev: row.changed_in,
    after: row.after,
    paragraph: savedParagraph(row.content),
  }));
}
