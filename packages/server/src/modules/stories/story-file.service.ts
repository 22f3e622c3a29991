import { randomUUID } from 'node:crypto';
import type { StoryFile, StoryFileAddRequest } from '@storykeep/core';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../app-context.js';
import type { StoryFilesTable } from '../../db/schema.js';
import type { Actor } from '../../http/actor.js';
import { notFound } from '../../http/errors.js';
import { requireStory } from '../access.js';

/** The API's view of a story file row. */
export function toFile(row: Selectable<StoryFilesTable>): StoryFile {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    release_form: row.release_form,
    ...(row.url ? { url: row.url } : {}),
    ...(row.file_name ? { file_name: row.file_name } : {}),
    ...(row.content_type ? { content_type: row.content_type } : {}),
    ...(row.size !== null ? { size: row.size } : {}),
  };
}

export async function listFiles(context: AppContext, actor: Actor, storyId: string): Promise<StoryFile[]> {
  await requireStory(context, actor, storyId, 'see');
  const rows = await context.db
    .selectFrom('story_files')
    .selectAll()
    .where('story_id', '=', storyId)
    .where('uploaded', '=', true)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toFile);
}

/** `POST /stories/{id}/add_file`: anyone who sees the story may attach a document (a release form, notes…). */
export async function addFile(context: AppContext, actor: Actor, storyId: string, input: StoryFileAddRequest): Promise<StoryFile> {
  await requireStory(context, actor, storyId, 'see');
  const row = await context.db
    .insertInto('story_files')
    .values({
      id: randomUUID(),
      story_id: storyId,
      title: input.title,
      description: input.description ?? '',
      url: input.url ?? null,
      release_form: input.release_form ?? false,
      created_at: context.now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toFile(row);
}

/** `PUT /stories/{id}/edit_file/{fileId}`: marks a file as the signed release form (deed of gift) or not. */
export async function editFile(
  context: AppContext,
  actor: Actor,
  storyId: string,
  fileId: string,
  releaseForm: boolean,
): Promise<StoryFile> {
  await requireStory(context, actor, storyId, 'see');
  const row = await context.db
    .updateTable('story_files')
    .set({ release_form: releaseForm })
    .where('id', '=', fileId)
    .where('story_id', '=', storyId)
    .where('uploaded', '=', true)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound('File');
  return toFile(row);
}
