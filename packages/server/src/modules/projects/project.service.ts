import { randomUUID } from 'node:crypto';
import {
  canCreateProject,
  canManageProject,
  normalizeEmail,
  type Project,
  type ProjectCreateRequest,
  type ProjectEditRequest,
  type ProjectListQuery,
  pageOffset,
  storyReachOf,
} from '@storykeep/core';
import { sql } from 'kysely';
import type { AppContext } from '../../context/app-context.js';
import { likePattern } from '../../db/like-pattern.js';
import type { Actor } from '../../http/actor.js';
import { forbidden, notFound } from '../../http/errors.js';
import { newCode } from '../../tokens.js';
import { projectReachSql, requireOrganization, requireProject } from '../access.js';
import { inviteToOrganization } from '../organizations/membership.service.js';
import { toProject } from './project.view.js';

/** Projects the actor sees: members see theirs, organization managers all of their organizations', admins all. */
export async function listProjects(
  context: AppContext,
  actor: Actor,
  query: ProjectListQuery,
  organizationCode?: string,
): Promise<{ items: Project[]; total: number }> {
  let base = context.db.selectFrom('projects as p').innerJoin('organizations as o', 'o.id', 'p.organization_id');
  if (organizationCode) {
    const organization = await requireOrganization(context, actor, organizationCode, 'see');
    base = base.where('p.organization_id', '=', organization.id);
  }
  base = base.where(projectReachSql(storyReachOf(actor)));
  if (query.search) base = base.where('p.name', 'ilike', likePattern(query.search));
  const { n } = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll('p')
    .select('o.code as org_code')
    .orderBy(query.sort === 'name' ? sql`lower(p.name)` : sql`p.created_at`, query.direction)
    .orderBy('p.id')
    .limit(query.pageSize)
    .offset(pageOffset(query.page, query.pageSize))
    .execute();
  return { total: Number(n), items: rows.map((row) => toProject(row, actor.projectRoles[row.id])) };
}

async function pendingInvites(context: AppContext, projectId: string): Promise<string[]> {
  const rows = await context.db
    .selectFrom('invites')
    .select('email')
    .where('project_id', '=', projectId)
    .where('used_at', 'is', null)
    .where('email', 'is not', null)
    .orderBy('created_at')
    .execute();
  return rows.flatMap((r) => (r.email ? [r.email] : []));
}

export async function getProject(context: AppContext, actor: Actor, id: string): Promise<Project> {
  const row = await requireProject(context, actor, id, 'see');
  const manages = canManageProject(actor, { id: row.id, organization: row.organization_id });
  return toProject(row, actor.projectRoles[row.id], manages ? await pendingInvites(context, row.id) : undefined);
}

async function invite(context: AppContext, actor: Actor, project: { id: string; organization_id: string }, emails: string[]) {
  const organization = await context.db
    .selectFrom('organizations')
    .select('name')
    .where('id', '=', project.organization_id)
    .executeTakeFirstOrThrow();
  for (const email of new Set(emails.map(normalizeEmail))) {
    await inviteToOrganization(
      context,
      actor,
      { organizationId: project.organization_id, projectId: project.id, organizationName: organization.name },
      { email, role: 'user' },
    );
  }
}

/** `POST /projects/create`: the creator becomes project manager; invited addresses get an e-mail each. */
export async function createProject(context: AppContext, actor: Actor, input: ProjectCreateRequest): Promise<Project> {
  const organization = await requireOrganization(context, actor, input.org_code, 'see');
  if (!canCreateProject(actor, organization.id)) throw forbidden();
  const id = randomUUID();
  await context.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('projects')
      .values({
        id,
        organization_id: organization.id,
        name: input.name,
        description: input.description ?? '',
        background_url: input.projectBackgroundUrl ?? null,
        join_code: newCode(),
        created_by: actor.userId,
        created_at: context.now(),
      })
      .execute();
    await trx
      .insertInto('project_members')
      .values({ project_id: id, user_id: actor.userId, role: 'project_manager', created_at: context.now() })
      .execute();
  });
  await invite(context, actor, { id, organization_id: organization.id }, input.invites ?? []);
  const memberActor = { ...actor, projectRoles: { ...actor.projectRoles, [id]: 'project_manager' as const } };
  return getProject(context, memberActor, id);
}

/** `PUT /projects/{id}/edit`; `invites` adds invitations. */
export async function editProject(context: AppContext, actor: Actor, id: string, input: ProjectEditRequest): Promise<Project> {
  const project = await requireProject(context, actor, id, 'manage');
  const changes = {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.projectBackgroundUrl !== undefined ? { background_url: input.projectBackgroundUrl } : {}),
  };
  if (Object.keys(changes).length > 0) await context.db.updateTable('projects').set(changes).where('id', '=', id).execute();
  await invite(context, actor, project, input.invites ?? []);
  return getProject(context, actor, id);
}

/** `DELETE /projects/{id}/removeme`: the caller leaves the project. */
export async function leaveProject(context: AppContext, actor: Actor, id: string): Promise<void> {
  await requireProject(context, actor, id, 'see');
  const result = await context.db
    .deleteFrom('project_members')
    .where('project_id', '=', id)
    .where('user_id', '=', actor.userId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound('Project membership');
}

/** `POST /projects/join/{code}`: joins the project with this join code as a member. */
export async function joinProject(context: AppContext, actor: Actor, code: string): Promise<Project> {
  const project = await context.db.selectFrom('projects').select(['id']).where('join_code', '=', code).executeTakeFirst();
  if (!project) throw notFound('Project');
  await context.db
    .insertInto('project_members')
    .values({ project_id: project.id, user_id: actor.userId, role: 'project_member', created_at: context.now() })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const role = actor.projectRoles[project.id] ?? 'project_member';
  return getProject(context, { ...actor, projectRoles: { ...actor.projectRoles, [project.id]: role } }, project.id);
}
