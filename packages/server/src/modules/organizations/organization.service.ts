import { randomUUID } from 'node:crypto';
import {
  canManageOrganization,
  isAdmin,
  type OrganizationCreateRequest,
  type OrganizationEditRequest,
  type OrganizationResponse,
  type OrganizationSettingsInput,
} from '@storykeep/core';
import type { AppContext } from '../../context/app-context.js';
import type { StoredOrganizationSettings } from '../../db/schema.js';
import type { Actor } from '../../http/actor.js';
import { forbidden } from '../../http/errors.js';
import { requireOrganization } from '../access.js';
import { settingsOf, storedSettingsOf, toOrganization } from './organization.view.js';

/** How many preparation sessions of the organization have no password. */
export async function unsecurePrepSessionCount(context: AppContext, organizationId: string): Promise<number> {
  const row = await context.db
    .selectFrom('prep_sessions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('organization_id', '=', organizationId)
    .where((eb) => eb.or([eb('password', 'is', null), eb('password', '=', '')]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** `GET /organization`: the organizations the actor belongs to. */
export async function ownOrganizations(context: AppContext, actor: Actor): Promise<OrganizationResponse[]> {
  if (actor.organizations.length === 0) return [];
  const rows = await context.db.selectFrom('organizations').selectAll().where('id', 'in', actor.organizations).orderBy('name').execute();
  return rows.map((row) => toOrganization(row, { withSettings: canManageOrganization(actor, row.id) }));
}

/** `GET /organization/admin/all`. */
export async function allOrganizations(context: AppContext, actor: Actor): Promise<OrganizationResponse[]> {
  if (!isAdmin(actor)) throw forbidden();
  const rows = await context.db.selectFrom('organizations').selectAll().orderBy('name').execute();
  return rows.map((row) => toOrganization(row, { withSettings: true }));
}

export async function getOrganization(context: AppContext, actor: Actor, code: string): Promise<OrganizationResponse> {
  const row = await requireOrganization(context, actor, code, 'see');
  if (!canManageOrganization(actor, row.id)) return toOrganization(row, { withSettings: false });
  return toOrganization(row, { withSettings: true, unsecurePrepSessions: await unsecurePrepSessionCount(context, row.id) });
}

function mergeSettings(stored: StoredOrganizationSettings, input: OrganizationSettingsInput | undefined): string {
  const next = { ...settingsOf(stored), ...Object.fromEntries(Object.entries(input ?? {}).filter(([, v]) => v !== undefined)) };
  return JSON.stringify(next);
}

/** `POST /organization/create` (admin); the code must be free (409). */
export async function createOrganization(
  context: AppContext,
  actor: Actor,
  input: OrganizationCreateRequest,
): Promise<OrganizationResponse> {
  if (!isAdmin(actor)) throw forbidden();
  const row = await context.db
    .insertInto('organizations')
    .values({
      id: randomUUID(),
      code: input.organizational_code,
      name: input.organization_name,
      logo_url: input.logoUrl ?? null,
      require_session_passwords: input.require_session_passwords ?? false,
      force_two_factor: input.force_two_factor ?? false,
      settings: mergeSettings({}, input.settings),
      created_at: context.now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toOrganization(row, { withSettings: true, unsecurePrepSessions: 0 });
}

/** `PUT /organization/{code}/edit`: fields and settings; vocabulary arrives as a trimmed comma list. */
export async function editOrganization(
  context: AppContext,
  actor: Actor,
  code: string,
  input: OrganizationEditRequest,
): Promise<OrganizationResponse> {
  const current = await requireOrganization(context, actor, code, 'manage');
  const row = await context.db
    .updateTable('organizations')
    .set({
      ...(input.organization_name !== undefined ? { name: input.organization_name } : {}),
      ...(input.logoUrl !== undefined ? { logo_url: input.logoUrl } : {}),
      ...(input.require_session_passwords !== undefined ? { require_session_passwords: input.require_session_passwords } : {}),
      ...(input.force_two_factor !== undefined ? { force_two_factor: input.force_two_factor } : {}),
      settings: mergeSettings(storedSettingsOf(current), input.settings),
    })
    .where('id', '=', current.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toOrganization(row, { withSettings: true, unsecurePrepSessions: await unsecurePrepSessionCount(context, row.id) });
}
