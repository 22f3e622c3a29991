import { ProjectRoleSchema, type Role } from '@storykeep/core';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Actor, KeptActor } from '../context/actor.types.js';
import type { AppContext } from '../context/app-context.js';
import { readJsonColumn, StringListColumnSchema } from '../db/json-column.js';
import { hashToken } from '../tokens.js';

export type { Actor } from '../context/actor.types.js';

/** The token of an `Authorization: Bearer …` header. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

/** Whether the session has passed every step of signing in (two-factor code, a new password when one is due). */
export function signInComplete(actor: Actor): boolean {
  return !actor.twoFactorPending && !actor.passwordChangePending;
}

/** The actor of a live access token, with memberships; undefined when the token is unknown or expired. */
export async function authenticate(context: AppContext, token: string): Promise<Actor | undefined> {
  if (token.length > 200) return undefined;
  const accessHash = hashToken(token);
  const live = (kept: KeptActor) => kept.expiresAt > context.now().getTime();
  const actors = context.caches?.actors;
  const kept = actors ? await actors.get(accessHash, () => loadActor(context, accessHash), live) : await loadActor(context, accessHash);
  return kept && live(kept) ? kept.actor : undefined;
}

/** The session, account and memberships behind a token's hash, in one query. */
async function loadActor(context: AppContext, accessHash: string): Promise<KeptActor | undefined> {
  const row = await context.db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select([
      's.id as session_id',
      's.two_factor_pending',
      's.impersonator_id',
      'u.must_change_password',
      's.access_expires_at',
      'u.id as user_id',
      'u.email',
      'u.role',
      sql<unknown>`(select coalesce(json_agg(m.organization_id), '[]'::json) from organization_members m where m.user_id = u.id)`.as(
        'organization_ids',
      ),
      sql<unknown>`(select coalesce(json_object_agg(pm.project_id, pm.role), '{}'::json) from project_members pm where pm.user_id = u.id)`.as(
        'project_roles',
      ),
    ])
    .where('s.access_hash', '=', accessHash)
    .where('s.access_expires_at', '>', context.now())
    .executeTakeFirst();
  if (!row) return undefined;
  // Frozen: a kept actor is shared by every request that carries the token.
  const actor: Actor = Object.freeze({
    userId: row.user_id,
    email: row.email,
    role: row.role as Role,
    sessionId: row.session_id,
    twoFactorPending: row.two_factor_pending,
    // An admin acting as the account is not the person who must choose its password.
    passwordChangePending: row.must_change_password && row.impersonator_id === null,
    impersonatorId: row.impersonator_id,
    organizations: Object.freeze(readJsonColumn(StringListColumnSchema, row.organization_ids, 'organization_members.organization_ids')),
    projectRoles: Object.freeze(readJsonColumn(ProjectRolesSchema, row.project_roles, 'project_members.project_roles')),
  });
  return { actor, expiresAt: new Date(row.access_expires_at).getTime() };
}

/** An account's project roles by project id, as `json_object_agg` over `project_members` builds them. */
export const ProjectRolesSchema = z.record(z.string(), ProjectRoleSchema);
