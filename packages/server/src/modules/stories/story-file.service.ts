import { canManageProject, type StoryFile } from '@storykeep/core';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../context/app-context.js';
import type { StoryFilesTable } from '../../db/schema.js';
import type { Actor } from '../../http/actor.js';
import { notFound } from '../../http/errors.js';
import { requireStory } from '../access.js';

/**
 * Whether the actor may delete the files of a story: only those who manage its project, the same rule the delete call
 * enforces, so a page shows Delete exactly where it would succeed.
 */
export function mayDeleteFiles(actor: Actor, story: { project_id: string; organization_id: string }): boolean {
  return canManageProject(actor, { id: story.project_id, organization: story.organization_id });
}

/** The API's view of a story file row; `canDelete` tells the caller whether they may delete it. */
export function toFile(row: Selectable<StoryFilesTable>, canDelete?: boolean): StoryFile {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    release_form: row.release_form,
    ...(row.url ? { url: row.url } : {}),
    ...(row.file_name ? { file_name: row.file_name } : {}),
    ...(row.content_type ? { content_type: row.content_type } : {}),
    ...(row.size !== null ? { size: row.size } : {}),
    ...(canDelete !== undefined ? { can_delete: canDelete } : {}),
  };
}

export async function listFiles(context: AppContext, actor: Actor, storyId: string): Promise<StoryFile[]> {
  const story = await requireStory(context, actor, storyId, 'see');
  const canDelete = mayDeleteFiles(actor, story);
  const rows = await context.db
    .selectFrom('story_files')
    .selectAll()
    .where('story_id', '=', storyId)
    .where('uploaded', '=', true)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => toFile(row, canDelete));
}

/** `PUT /stories/{id}/edit_file/{fileId}`: marks a file as the signed release form (deed of gift) or not. */
export async function editFile(
  context: AppContext,
  actor: Actor,
  storyId: string,
  fileId: string,
  releaseForm: boolean,
): Promise<StoryFile> {
  const story = await requireStory(context, actor, storyId, 'see');
  const row = await context.db
    .updateTable('story_files')
    .set({ release_form: releaseForm })
    .where('id', '=', fileId)
    .where('story_id', '=', storyId)
    .where('uploaded', '=', true)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound('File');
  return toFile(row, mayDeleteFiles(actor, story));
}
