import {
  canChangeMemberRole,
  canChangeRoleAcrossOrganizations,
  canRemoveMember,
  isOrganizationManagerRole,
  ORGANIZATION_MANAGER_ROLES,
  type OrganizationMember,
  type OrganizationMemberRole,
  type Role,
} from '@storykeep/core';
import { sql } from 'kysely';
import type { AppContext } from '../../context/app-context.js';
import type { Actor } from '../../http/actor.js';
import { conflict, forbidden, notFound } from '../../http/errors.js';
import { requireOrganization } from '../access.js';

function members(context: AppContext, organizationId: string) {
  return context.db
    .selectFrom('organization_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id as user_id', 'u.full_name', 'u.email', 'u.role'])
    .where('m.organization_id', '=', organizationId);
}

async function requireMember(context: AppContext, organizationId: string, userId: string) {
  const member = await members(context, organizationId).where('u.id', '=', userId).executeTakeFirst();
  if (!member) throw notFound('Member');
  return member;
}

async function managerCount(context: AppContext, organizationId: string): Promise<number> {
  const { n } = await context.db
    .selectFrom('organization_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('m.organization_id', '=', organizationId)
    .where('u.role', 'in', [...ORGANIZATION_MANAGER_ROLES])
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** `GET /organization/{code}/members`: every member with their role (managers of the organization and admins). */
export async function listOrganizationMembers(context: AppContext, actor: Actor, code: string): Promise<{ items: OrganizationMember[] }> {
  const organization = await requireOrganization(context, actor, code, 'manage');
  const rows = await members(context, organization.id).orderBy(sql`lower(u.full_name)`).orderBy('u.id').execute();
  return { items: rows };
}

/**
 * `PUT /organization/{code}/members/{user_id}`: makes a member a user or a manager. The role belongs to the
 * account, so for someone who is also in another organization only an admin may change it (a manager here
 * must not hand out or take away power elsewhere); admins and organization-wide managers are changed by admins only.
 */
export async function changeOrganizationMemberRole(
  context: AppContext,
  actor: Actor,
  code: string,
  userId: string,
  role: OrganizationMemberRole,
): Promise<OrganizationMember> {
  const organization = await requireOrganization(context, actor, code, 'manage');
  const member = await requireMember(context, organization.id, userId);
  if (!canChangeMemberRole(actor, organization.id, member.role as Role)) throw forbidden('Only an administrator can change this role');
  if (member.role === role) return member;
  if (!canChangeRoleAcrossOrganizations(actor)) {
    const elsewhere = await context.db
      .selectFrom('organization_members')
      .select('organization_id')
      .where('user_id', '=', userId)
      .where('organization_id', '!=', organization.id)
      .executeTakeFirst();
    if (elsewhere) throw conflict('This person also belongs to another organization; only an administrator can change their role', 'role');
  }
  if (isOrganizationManagerRole(member.role) && !isOrganizationManagerRole(role) && (await managerCount(context, organization.id)) <= 1) {
    throw conflict('The organization needs at least one manager', 'role');
  }
  await context.db.updateTable('users').set({ role }).where('id', '=', userId).execute();
  return { ...member, role };
}

/** `DELETE /organization/{code}/members/{user_id}`: removes a member from the organization and its projects; never the last manager. */
export async function removeOrganizationMember(context: AppContext, actor: Actor, code: string, userId: string): Promise<void> {
  const organization = await requireOrganization(context, actor, code, 'manage');
  const member = await requireMember(context, organization.id, userId);
  if (!canRemoveMember(actor, organization.id, member.role as Role)) throw forbidden('Only an administrator can remove this member');
  if (isOrganizationManagerRole(member.role) && (await managerCount(context, organization.id)) <= 1) {
    throw conflict('The organization needs at least one manager', 'user_id');
  }
  await context.db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('project_members')
      .where('user_id', '=', userId)
      .where('project_id', 'in', (eb) => eb.selectFrom('projects').select('id').where('organization_id', '=', organization.id))
      .execute();
    await trx.deleteFrom('organization_members').where('organization_id', '=', organization.id).where('user_id', '=', userId).execute();
  });
}
