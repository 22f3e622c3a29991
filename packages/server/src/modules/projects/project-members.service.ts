import type { InviteResponse, ProjectMember, ProjectRole } from '@storykeep/core';
import { sql } from 'kysely';
import type { AppContext } from '../../context/app-context.js';
import type { Actor } from '../../http/actor.js';
import { conflict, notFound } from '../../http/errors.js';
import { requireProject } from '../access.js';
import { inviteToOrganization } from '../organizations/membership.service.js';

function members(context: AppContext, projectId: string) {
  return context.db
    .selectFrom('project_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id as user_id', 'u.full_name', 'u.email', 'm.role'])
    .where('m.project_id', '=', projectId);
}

async function requireMember(context: AppContext, projectId: string, userId: string) {
  const member = await members(context, projectId).where('u.id', '=', userId).executeTakeFirst();
  if (!member) throw notFound('Member');
  return member;
}

async function refuseLastManager(context: AppContext, projectId: string, field: string): Promise<void> {
  const { n } = await context.db
    .selectFrom('project_members')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('project_id', '=', projectId)
    .where('role', '=', 'project_manager')
    .executeTakeFirstOrThrow();
  if (Number(n) <= 1) throw conflict('The project needs at least one project manager', field);
}

/** `GET /projects/{id}/members`: the project's members with their project roles (anyone who sees the project). */
export async function listProjectMembers(context: AppContext, actor: Actor, id: string): Promise<{ items: ProjectMember[] }> {
  const project = await requireProject(context, actor, id, 'see');
  const rows = await members(context, project.id).orderBy(sql`lower(u.full_name)`).orderBy('u.id').execute();
  return { items: rows };
}

/** `POST /projects/{id}/invites`: e-mails an invitation into the project and its organization. */
export async function inviteToProject(context: AppContext, actor: Actor, id: string, email: string): Promise<InviteResponse> {
  const project = await requireProject(context, actor, id, 'manage');
  const organization = await context.db
    .selectFrom('organizations')
    .select('name')
    .where('id', '=', project.organization_id)
    .executeTakeFirstOrThrow();
  return inviteToOrganization(
    context,
    actor,
    { organizationId: project.organization_id, projectId: project.id, organizationName: organization.name },
    { email, role: 'user' },
  );
}

/** `PUT /projects/{id}/members/{user_id}`: a member becomes project manager or member; the last project manager stays. */
export async function changeProjectMemberRole(
  context: AppContext,
  actor: Actor,
  id: string,
  userId: string,
  role: ProjectRole,
): Promise<ProjectMember> {
  const project = await requireProject(context, actor, id, 'manage');
  const member = await requireMember(context, project.id, userId);
  if (member.role === role) return member;
  if (member.role === 'project_manager') await refuseLastManager(context, project.id, 'role');
  await context.db
    .updateTable('project_members')
    .set({ role })
    .where('project_id', '=', project.id)
    .where('user_id', '=', userId)
    .execute();
  return { ...member, role };
}

/** `DELETE /projects/{id}/members/{user_id}`: removes a member from the project; never the last project manager. */
export async function removeProjectMember(context: AppContext, actor: Actor, id: string, userId: string): Promise<void> {
  const project = await requireProject(context, actor, id, 'manage');
  const member = await requireMember(context, project.id, userId);
  if (member.role === 'project_manager') await refuseLastManager(context, project.id, 'user_id');
  await context.db.deleteFrom('project_members').where('project_id', '=', project.id).where('user_id', '=', userId).execute();
}
