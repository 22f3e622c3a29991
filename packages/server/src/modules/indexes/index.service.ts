import type { Index, IndexCreateRequest, IndexSaveRequest } from '@storykeep/core';
import type { AppContext } from '../../context/app-context.js';
import type { Actor } from '../../http/actor.js';
import { notFound } from '../../http/errors.js';
import { requireStory } from '../access.js';
import { insertIndex, listIndexes, sortMetadata, toIndex } from './index-store.js';

/** `GET /stories/{id}/index`. */
export async function getIndexes(context: AppContext, actor: Actor, storyId: string): Promise<Index[]> {
  await requireStory(context, actor, storyId, 'see');
  return listIndexes(context.db, storyId);
}

/** `PUT /stories/{id}/index`. */
export async function createIndex(context: AppContext, actor: Actor, storyId: string, body: IndexCreateRequest): Promise<Index> {
  await requireStory(context, actor, storyId, 'see');
  return insertIndex(context.db, storyId, body, 'manual', context.now());
}

/** `POST /stories/{id}/index/{indexId}`: replaces the fields sent; metadata is kept sorted by start time. */
export async function saveIndex(
  context: AppContext,
  actor: Actor,
  storyId: string,
  indexId: string,
  body: IndexSaveRequest,
): Promise<Index> {
  await requireStory(context, actor, storyId, 'see');
  const row = await context.db
    .updateTable('story_indexes')
    .set({
      updated_at: context.now(),
      ...(body.title !== undefined ? { title: body.title } : {}),
      ...(body.notes !== undefined ? { notes: body.notes } : {}),
      ...(body.metadata !== undefined ? { metadata: JSON.stringify(sortMetadata(body.metadata)) } : {}),
    })
    .where('id', '=', indexId)
    .where('story_id', '=', storyId)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound('Index');
  return toIndex(row);
}

/** `DELETE /stories/{id}/index/{indexId}`. */
export async function deleteIndex(context: AppContext, actor: Actor, storyId: string, indexId: string): Promise<void> {
  await requireStory(context, actor, storyId, 'see');
  const result = await context.db.deleteFrom('story_indexes').where('id', '=', indexId).where('story_id', '=', storyId).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound('Index');
}
