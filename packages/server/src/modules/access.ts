import {
  canManageOrganization,
  canManageProject,
  canSeeOrganization,
  canSeeProject,
  canSeeStory,
  type StoryAccessRef,
  type StoryReach,
} from '@storykeep/core';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { ProjectWithCode } from '../context/app-caches.js';
import type { AppContext } from '../context/app-context.js';
import type { Actor } from '../http/actor.js';
import { forbidden, notFound } from '../http/errors.js';

// What the caller may not see answers 404, as if it did not exist: other tenants' ids, codes and
// names do not leak. What they see but may not change answers 403.

export type Need = 'see' | 'manage';

/** An organization by code, if the actor may see (or manage) it. */
export async function requireOrganization(context: AppContext, actor: Actor, code: string, need: Need) {
  const organization = await context.db.selectFrom('organizations').selectAll().where('code', '=', code).executeTakeFirst();
  if (!organization || !canSeeOrganization(actor, organization.id)) throw notFound('Organization');
  if (need === 'manage' && !canManageOrganization(actor, organization.id)) throw forbidden();
  return organization;
}

function loadProject(context: AppContext, id: string): Promise<ProjectWithCode | undefined> {
  return context.db
    .selectFrom('projects as p')
    .innerJoin('organizations as o', 'o.id', 'p.organization_id')
    .selectAll('p')
    .select('o.code as org_code')
    .where('p.id', '=', id)
    .executeTakeFirst();
}

/** A project by id with its organization's code, if the actor may see (or manage) it. */
export async function requireProject(context: AppContext, actor: Actor, id: string, need: Need): Promise<ProjectWithCode> {
  const kept = context.caches?.projects;
  const project = kept ? await kept.get(id, () => loadProject(context, id)) : await loadProject(context, id);
  const ref = project && { id: project.id, organization: project.organization_id };
  if (!project || !ref || !canSeeProject(actor, ref)) throw notFound('Project');
  if (need === 'manage' && !canManageProject(actor, ref)) throw forbidden();
  // A copy: the kept row is shared by every request.
  return { ...project };
}

/** A folder by id, if the actor may see (or manage) its project. */
export async function requireFolder(context: AppContext, actor: Actor, id: string, need: Need) {
  const folder = await context.db.selectFrom('folders').selectAll().where('id', '=', id).executeTakeFirst();
  if (!folder) throw notFound('Folder');
  await requireProject(context, actor, folder.project_id, need).catch((error: unknown) => {
    throw error instanceof Error && 'status' in error && error.status === 404 ? notFound('Folder') : error;
  });
  return folder;
}

/** A story row as the story rules read it. */
export function storyAccessRef(story: {
  project_id: string;
  organization_id: string;
  creator_id: string | null;
  ticket_id: string | null;
}): StoryAccessRef {
  return {
    project: { id: story.project_id, organization: story.organization_id },
    creatorId: story.creator_id,
    ticketId: story.ticket_id,
  };
}

/** A story by id, if the actor may see it (its project, or as its ticket uploader), or manage its project. */
export async function requireStory(context: AppContext, actor: Actor, id: string, need: Need) {
  const story = await context.db.selectFrom('stories').selectAll().where('id', '=', id).executeTakeFirst();
  if (!story) throw notFound('Story');
  const ref = storyAccessRef(story);
  if (!canSeeStory(actor, ref)) throw notFound('Story');
  if (need === 'manage' && !canManageProject(actor, ref.project)) throw forbidden();
  return story;
}

/**
 * The SQL form of core's story reach (`storyReachOf`) over a stories table under `alias`: the same data
 * `canSeeStory` reads, so a list and a single read agree, ticket uploads included.
 */
export function storyReachSql(reach: StoryReach, alias = 's'): RawBuilder<SqlBool> {
  if (reach.kind === 'all') return sql<SqlBool>`true`;
  const uploader = sql<SqlBool>`(${sql.ref(`${alias}.ticket_id`)} is not null and ${sql.ref(`${alias}.creator_id`)} = ${reach.uploaderUserId})`;
  return anyOf([...projectTerms(reach, sql.ref(`${alias}.project_id`), sql.ref(`${alias}.organization_id`)), uploader]);
}

/** The projects of a reach (its projects and managed organizations; no ticket uploads) over a projects table under `alias`. */
export function projectReachSql(reach: StoryReach, alias = 'p'): RawBuilder<SqlBool> {
  if (reach.kind === 'all') return sql<SqlBool>`true`;
  return anyOf(projectTerms(reach, sql.ref(`${alias}.id`), sql.ref(`${alias}.organization_id`)));
}

function projectTerms(reach: Extract<StoryReach, { kind: 'some' }>, project: RawBuilder<unknown>, organization: RawBuilder<unknown>) {
  const terms: RawBuilder<SqlBool>[] = [];
  if (reach.projectIds.length > 0) terms.push(sql<SqlBool>`${project} in (${sql.join(reach.projectIds)})`);
  if (reach.organizationIds.length > 0) terms.push(sql<SqlBool>`${organization} in (${sql.join(reach.organizationIds)})`);
  return terms;
}

function anyOf(terms: RawBuilder<SqlBool>[]): RawBuilder<SqlBool> {
  return terms.length === 0 ? sql<SqlBool>`false` : sql<SqlBool>`(${sql.join(terms, sql` or `)})`;
}
