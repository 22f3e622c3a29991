import { randomUUID } from 'node:crypto';
import type { Folder, FolderBulkRequest, FolderCreateRequest, FolderEditRequest, StoryListQuery } from '@storykeep/core';
import { canManageProject } from '@storykeep/core';
import { sql } from 'kysely';
import type { AppContext } from '../../context/app-context.js';
import type { Actor } from '../../http/actor.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import { requireFolder, requireProject } from '../access.js';
import { listStories } from '../stories/story-list.query.js';

const folderColumns = ['f.id', 'f.project_id', 'f.name', 'f.description', 'f.creator_id', 'f.is_default'] as const;

interface FolderRow {
  id: string;
  project_id: string;
  name: string;
  description: string;
  creator_id: string | null;
  is_default: boolean;
  stories: string | number;
}

function toFolder(row: FolderRow): Folder {
  return {
    _id: row.id,
    name: row.name,
    project: row.project_id,
    description: row.description,
    ...(row.creator_id ? { creator: row.creator_id } : {}),
    defaultFolderForProject: row.is_default,
    numberOfStories: Number(row.stories),
  };
}

function folderQuery(context: AppContext) {
  return context.db
    .selectFrom('folders as f')
    .select([...folderColumns, sql<string>`(select count(*) from folder_stories fs where fs.folder_id = f.id)`.as('stories')]);
}

/** `GET /projects/{id}/folders`, by name. */
export async function projectFolders(context: AppContext, actor: Actor, projectId: string): Promise<Folder[]> {
  await requireProject(context, actor, projectId, 'see');
  const rows = await folderQuery(context).where('f.project_id', '=', projectId).orderBy(sql`lower(f.name)`).orderBy('f.id').execute();
  return rows.map(toFolder);
}

export async function getFolder(context: AppContext, actor: Actor, id: string): Promise<Folder> {
  await requireFolder(context, actor, id, 'see');
  return toFolder(await folderQuery(context).where('f.id', '=', id).executeTakeFirstOrThrow());
}

/** `POST /folders/create`: those who manage the project. */
export async function createFolder(context: AppContext, actor: Actor, input: FolderCreateRequest): Promise<Folder> {
  await requireProject(context, actor, input.project, 'manage');
  const id = randomUUID();
  await context.db
    .insertInto('folders')
    .values({
      id,
      project_id: input.project,
      name: input.name,
      description: input.description ?? '',
      creator_id: actor.userId,
      created_at: context.now(),
    })
    .execute();
  return getFolder(context, actor, id);
}

export async function editFolder(context: AppContext, actor: Actor, id: string, input: FolderEditRequest): Promise<Folder> {
  await requireFolder(context, actor, id, 'manage');
  const changes = {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
  };
  if (Object.keys(changes).length > 0) await context.db.updateTable('folders').set(changes).where('id', '=', id).execute();
  return getFolder(context, actor, id);
}

/** `DELETE /folders/{id}`: the folder goes; its stories stay in the project. */
export async function deleteFolder(context: AppContext, actor: Actor, id: string): Promise<void> {
  await requireFolder(context, actor, id, 'manage');
  await context.db.deleteFrom('folders').where('id', '=', id).execute();
}

export async function folderStories(context: AppContext, actor: Actor, id: string, query: StoryListQuery) {
  await requireFolder(context, actor, id, 'see');
  return listStories(
    context,
    actor,
    [(eb) => eb('s.id', 'in', eb.selectFrom('folder_stories').select('story_id').where('folder_id', '=', id))],
    query,
  );
}

/**
 * Checks a bulk request: every folder and every story exists, all in one project the actor manages
 * (404 for a project out of reach, as for any other record). Anything else is refused whole, so a
 * bulk call never half-applies.
 */
async function checkBulk(context: AppContext, actor: Actor, input: FolderBulkRequest) {
  const folderIds = [...new Set(input.foldersId)];
  const storyIds = [...new Set(input.storiesId)];
  const folders = await context.db.selectFrom('folders').select(['id', 'project_id']).where('id', 'in', folderIds).execute();
  const stories = await context.db.selectFrom('stories').select(['id', 'project_id']).where('id', 'in', storyIds).execute();
  const projects = new Set([...folders, ...stories].map((r) => r.project_id));
  const [projectId] = projects;
  if (folders.length !== folderIds.length || !projectId) throw badRequest('Unknown folder', 'foldersId');
  if (stories.length !== storyIds.length) throw badRequest('Unknown story', 'storiesId');
  if (projects.size > 1) throw badRequest('Folders and stories must belong to one project', 'foldersId');
  const project = await requireProject(context, actor, projectId, 'see').catch(() => {
    throw notFound('Folder');
  });
  if (!canManageProject(actor, { id: project.id, organization: project.organization_id })) throw forbidden();
  return { folderIds, storyIds };
}

/** `POST /folders/bulk_add`: every story into every folder (already there counts as done). */
export async function bulkAdd(context: AppContext, actor: Actor, input: FolderBulkRequest) {
  const { folderIds, storyIds } = await checkBulk(context, actor, input);
  const rows = folderIds.flatMap((folderId) =>
    storyIds.map((storyId) => ({ folder_id: folderId, story_id: storyId, added_at: context.now() })),
  );
  const result = await context.db
    .insertInto('folder_stories')
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return { changed: Number(result.numInsertedOrUpdatedRows ?? 0) };
}

/** `POST /folders/bulk_remove`: every story out of every folder. */
export async function bulkRemove(context: AppContext, actor: Actor, input: FolderBulkRequest) {
  const { folderIds, storyIds } = await checkBulk(context, actor, input);
  const result = await context.db
    .deleteFrom('folder_stories')
    .where('folder_id', 'in', folderIds)
    .where('story_id', 'in', storyIds)
    .executeTakeFirst();
  return { changed: Number(result.numDeletedRows) };
}
