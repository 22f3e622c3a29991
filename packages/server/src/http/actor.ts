import type { AccessSubject, ProjectRole, Role } from '@storykeep/core';
import { sql } from 'kysely';
import { hashToken } from '../modules/accounts/tokens.js';
import type { AppContext } from '../modules/context.js';

/** The signed-in account behind a request. */
export interface Actor extends AccessSubject {
  userId: string;
  email: string;
  sessionId: string;
  /** Signed in, but the two-factor code is still due. */
  twoFactorPending: boolean;
  /** The admin acting as this user, when impersonating. */
  impersonatorId: string | null;
}

/** The token of an `Authorization: Bearer …` header. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

/** The actor of a live access token, with memberships, in one query; undefined when the token is unknown or expired. */
export async function authenticate(context: AppContext, token: string): Promise<Actor | undefined> {
  if (token.length > 200) return undefined;
  const row = await context.db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select([
      's.id as session_id',
      's.two_factor_pending',
      's.impersonator_id',
      'u.id as user_id',
      'u.email',
      'u.role',
      sql<string[]>`(select coalesce(json_agg(m.organization_id), '[]'::json) from organization_members m where m.user_id = u.id)`.as(
        'organization_ids',
      ),
      sql<
        Record<string, ProjectRole>
      >`(select coalesce(json_object_agg(pm.project_id, pm.role), '{}'::json) from project_members pm where pm.user_id = u.id)`.as(
        'project_roles',
      ),
    ])
    .where('s.access_hash', '=', hashToken(token))
    .where('s.access_expires_at', '>', context.now())
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    userId: row.user_id,
    email: row.email,
    role: row.role as Role,
    sessionId: row.session_id,
    twoFactorPending: row.two_factor_pending,
    impersonatorId: row.impersonator_id,
    organizationIds: parseJson(row.organization_ids),
    projectRoles: parseJson(row.project_roles),
  };
}

// node-postgres parses json columns; PGlite may hand some aggregates back as text.
function parseJson<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}
