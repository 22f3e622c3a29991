import {
  canChangeSessionPassword,
  canDeleteStory,
  canManageProject,
  type MyStoriesQuery,
  type MyStoriesResponse,
  publishDecisionView,
  type Story,
  type StoryEditRequest,
  type StorySearchQuery,
  storyPublishDecision,
  storyReachOf,
} from '@storykeep/core';
import type { AppContext } from '../../context/app-context.js';
import type { Actor } from '../../http/actor.js';
import { forbidden } from '../../http/errors.js';
import { projectReachSql, requireProject, requireStory, storyAccessRef } from '../access.js';
import { requireFoldersInProject } from '../folders/folders-in-project.js';
import { publishingFacts } from '../publishing/publishable-stories.js';
import { sealSessionPassword } from '../rooms/session-password.js';
import { toStory } from './story.view.js';
import { storyAreaFields } from './story-area-fields.js';
import { foldersOf, listStories, type StoryScope, visibleTo } from './story-list.query.js';
import { freshMediaUrls } from './story-media-urls.js';

export async function getStory(context: AppContext, actor: Actor, id: string): Promise<Story> {
  const row = await requireStory(context, actor, id, 'see');
  const [folders, work, keys, publishing] = await Promise.all([
    foldersOf(context, [id]),
    storyAreaFields(context, id),
    context.db
      .selectFrom('story_media')
      .select(['thumbnail_key as media_thumbnail_key', 'rendition_key as media_rendition_key'])
      .where('story_id', '=', id)
      .executeTakeFirst(),
    publishingFacts(context, [id]),
  ]);
  const urls = await freshMediaUrls(context, { ...row, media_thumbnail_key: null, media_rendition_key: null, ...keys });
  const facts = publishing.get(id);
  // The reader's answer from the publishing rule, so the hub offers sharing only where the server will allow it.
  const decision = facts ? publishDecisionView(storyPublishDecision(actor, facts.story, facts.organization)) : undefined;
  return {
    ...toStory(context, { ...row, ...urls }, folders.get(id) ?? [], actor.userId),
    ...work,
    ...(decision ? { publishing: decision } : {}),
  };
}

/**
 * `DELETE /stories/{id}`: project managers and admins (their files, clips and folder entries go with it); a ticket
 * uploader may take back a story whose file never arrived.
 */
export async function deleteStory(context: AppContext, actor: Actor, id: string): Promise<void> {
  const story = await requireStory(context, actor, id, 'see');
  const media = await context.db.selectFrom('story_media').select('story_id').where('story_id', '=', id).executeTakeFirst();
  if (!canDeleteStory(actor, storyAccessRef(story), media !== undefined)) throw forbidden();
  const removeMedia = await context.storyMedia?.prepare(id);
  await context.db.deleteFrom('stories').where('id', '=', id).execute();
  // Only once the rows are gone: a failed delete leaves the story with all its media.
  await removeMedia?.();
}

/**
 * `PATCH /stories/{id}/edit`. `foldersId` replaces the story's folders (folders of its own project,
 * for those who manage it); `sessionPassword` is accepted only from the call's author.
 */
export async function editStory(context: AppContext, actor: Actor, id: string, input: StoryEditRequest): Promise<Story> {
  const story = await requireStory(context, actor, id, 'see');
  if (input.sessionPassword !== undefined && !canChangeSessionPassword(actor.userId, story.creator_id)) {
    throw forbidden('Only the author of the call can change its session password');
  }
  if (input.foldersId !== undefined) {
    if (!canManageProject(actor, { id: story.project_id, organization: story.organization_id })) throw forbidden();
    const wanted = await requireFoldersInProject(context, story.project_id, input.foldersId, 'foldersId');
    await context.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('folder_stories').where('story_id', '=', id).execute();
      if (wanted.length > 0) {
        await trx
          .insertInto('folder_stories')
          .values(wanted.map((folderId) => ({ folder_id: folderId, story_id: id, added_at: context.now() })))
          .execute();
      }
    });
  }
  await context.db
    .updateTable('stories')
    .set({
      updated_at: context.now(),
      ...(input.sessionPassword !== undefined
        ? { session_password: sealSessionPassword(context, { table: 'stories', id }, input.sessionPassword || null) }
        : {}),
    })
    .where('id', '=', id)
    .execute();
  return getStory(context, actor, id);
}

/** `GET /stories/`: the actor's interviews, with the organizations and projects to filter by. */
export async function myStories(context: AppContext, actor: Actor, query: MyStoriesQuery): Promise<MyStoriesResponse> {
  const scopes: StoryScope[] = [visibleTo(actor)];
  if (query.filter === '1' && query.filterProjects && query.filterProjects.length > 0) {
    const ids = query.filterProjects;
    scopes.push((eb) => eb('s.project_id', 'in', ids));
  }
  if (query.filter === '1' && query.filterOrganizations && query.filterOrganizations.length > 0) {
    const codes = query.filterOrganizations;
    scopes.push((eb) => eb('s.organization_id', 'in', eb.selectFrom('organizations').select('id').where('code', 'in', codes)));
  }
  const page = await listStories(context, actor, scopes, query);
  const rows = await context.db
    .selectFrom('projects as p')
    .innerJoin('organizations as o', 'o.id', 'p.organization_id')
    .where(projectReachSql(storyReachOf(actor)))
    .select(['p.id', 'p.name', 'o.id as org_id', 'o.code', 'o.name as org_name'])
    .orderBy('o.name')
    .orderBy('p.name')
    .execute();
  const organizations = new Map(rows.map((r) => [r.org_id, { _id: r.org_id, organizational_code: r.code, organization_name: r.org_name }]));
  return {
    ...page,
    organizations: [...organizations.values()],
    project: rows.map((r) => ({ _id: r.id, name: r.name, org_code: r.code })),
  };
}

/** `GET /stories/all`: search every story the actor reaches, or one project's. */
export async function searchStories(context: AppContext, actor: Actor, query: StorySearchQuery) {
  const scopes: StoryScope[] = [visibleTo(actor)];
  if (query.projectId) {
    const project = await requireProject(context, actor, query.projectId, 'see');
    scopes.push((eb) => eb('s.project_id', '=', project.id));
  }
  return listStories(context, actor, scopes, query);
}

/** `POST /stories/clips/v2`: which of the given (visible) stories have clips, and how many. */
export async function storiesWithClips(context: AppContext, actor: Actor, ids: string[]) {
  const rows = await context.db
    .selectFrom('clips as c')
    .innerJoin('stories as s', 's.id', 'c.story_id')
    .select(['c.story_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('c.story_id', 'in', [...new Set(ids)])
    .where(visibleTo(actor))
    .groupBy('c.story_id')
    .orderBy('c.story_id')
    .execute();
  return rows.map((r) => ({ _id: r.story_id, clips: Number(r.n) }));
}
