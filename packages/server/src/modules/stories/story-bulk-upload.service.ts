import {
  canManageProject,
  canSeeProject,
  canSeeStory,
  publishDecisionView,
  type Story,
  type StoryUpdateBulkUploadRequest,
  type StoryUploadStatus,
  storyPublishDecision,
} from '@storykeep/core';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../context/app-context.js';
import type { StoriesTable } from '../../db/schema.js';
import type { Actor } from '../../http/actor.js';
import { HttpError } from '../../http/errors.js';
import { storyAccessRef } from '../access.js';
import { publishingFacts } from '../publishing/publishable-stories.js';
import { toStory } from './story.view.js';
import { storyAreaFields } from './story-area-fields.js';
import { foldersOf } from './story-list.query.js';
import { freshMediaUrls } from './story-media-urls.js';

type StoryRow = Selectable<StoriesTable>;

/**
 * Giving an uploaded story its metadata: those who manage its project, and whoever uploaded it for as long as they
 * still see the project (a member fills in the files they are uploading, not other people's stories), or sent it
 * through an upload ticket.
 */
export function mayEditUploadedStory(
  actor: Actor,
  row: Pick<StoryRow, 'project_id' | 'organization_id' | 'creator_id' | 'ticket_id'>,
): boolean {
  const project = { id: row.project_id, organization: row.organization_id };
  if (canManageProject(actor, project)) return true;
  // Its uploader describes a story sent through a ticket, as a member describes their own upload.
  return row.creator_id === actor.userId && (canSeeProject(actor, project) || row.ticket_id !== null);
}

async function rowsById(context: AppContext, ids: readonly string[]): Promise<Map<string, StoryRow>> {
  const rows = await context.db
    .selectFrom('stories')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** The API's story for each row, as `GET /stories/{id}` answers it (media URLs signed now); folders and keys in one query each. */
async function storiesOf(context: AppContext, actor: Actor, rows: readonly StoryRow[]): Promise<Story[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [folders, keys, publishing] = await Promise.all([
    foldersOf(context, ids),
    context.db.selectFrom('story_media').select(['story_id', 'thumbnail_key', 'rendition_key']).where('story_id', 'in', ids).execute(),
    publishingFacts(context, ids),
  ]);
  const keysOf = new Map(keys.map((k) => [k.story_id, k]));
  return Promise.all(
    rows.map(async (row) => {
      const key = keysOf.get(row.id);
      const [urls, work] = await Promise.all([
        freshMediaUrls(context, {
          ...row,
          media_thumbnail_key: key?.thumbnail_key ?? null,
          media_rendition_key: key?.rendition_key ?? null,
        }),
        storyAreaFields(context, row.id),
      ]);
      // As GET /stories/{id}: the reader's answer from the publishing rule.
      const facts = publishing.get(row.id);
      const decision = facts ? publishDecisionView(storyPublishDecision(actor, facts.story, facts.organization)) : undefined;
      return {
        ...toStory(context, { ...row, ...urls }, folders.get(row.id) ?? [], actor.userId),
        ...work,
        ...(decision ? { publishing: decision } : {}),
      };
    }),
  );
}

/**
 * `POST /stories/status_bulk_upload`: for each id, in order, the story when it exists and the caller sees it;
 * otherwise `available: false` with nothing else, so a deleted story and another tenant's read the same.
 */
export async function statusBulkUpload(context: AppContext, actor: Actor, ids: readonly string[]): Promise<StoryUploadStatus[]> {
  const rows = await rowsById(context, ids);
  const visible = [...rows.values()].filter((row) => canSeeStory(actor, storyAccessRef(row)));
  const stories = new Map((await storiesOf(context, actor, visible)).map((story) => [story._id, story]));
  return ids.map((id) => {
    const story = stories.get(id);
    return story ? { available: true, story } : { available: false, story: null };
  });
}

const notFoundAt = (index: number) => new HttpError(404, 'NOT_FOUND', 'Story not found', `stories.${index}._id`);

/**
 * `PUT /stories/update_bulk_upload`: title, description and record date of several stories in one transaction. Every
 * story is checked before the first write (unseen: 404, not editable: 403, naming the item), so a refusal changes
 * nothing; fields left out stay as they are.
 */
export async function updateBulkUpload(
  context: AppContext,
  actor: Actor,
  changes: StoryUpdateBulkUploadRequest['stories'],
): Promise<Story[]> {
  const ids = changes.map((change) => change._id);
  const before = await rowsById(context, ids);
  changes.forEach((change, index) => {
    const row = before.get(change._id);
    if (!row || !canSeeStory(actor, storyAccessRef(row))) throw notFoundAt(index);
    if (!mayEditUploadedStory(actor, row)) throw new HttpError(403, 'FORBIDDEN', 'You may not edit this story', `stories.${index}._id`);
  });
  const now = context.now();
  await context.db.transaction().execute(async (trx) => {
    for (const [index, change] of changes.entries()) {
      const result = await trx
        .updateTable('stories')
        .set({
          updated_at: now,
          ...(change.title !== undefined ? { title: change.title } : {}),
          ...(change.description !== undefined ? { description: change.description } : {}),
          ...(change.record_date !== undefined ? { record_date: change.record_date === null ? null : new Date(change.record_date) } : {}),
          ...(change.narrator !== undefined ? { narrator: change.narrator } : {}),
          ...(change.interviewer !== undefined ? { interviewer: change.interviewer } : {}),
          ...(change.place !== undefined ? { place: change.place } : {}),
          ...(change.language !== undefined ? { language: change.language } : {}),
        })
        .where('id', '=', change._id)
        .executeTakeFirst();
      // Deleted since the check: the whole call is refused and the transaction rolls the others back.
      if (result.numUpdatedRows === 0n) throw notFoundAt(index);
    }
  });
  const after = await rowsById(context, ids);
  return storiesOf(
    context,
    actor,
    ids.flatMap((id) => after.get(id) ?? []),
  );
}
