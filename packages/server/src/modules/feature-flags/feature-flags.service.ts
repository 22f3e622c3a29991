import {
  canChangeOrganizationFlags,
  DEFAULT_FEATURE_FLAGS,
  type FeatureFlagName,
  type FeatureFlags,
  FeatureFlagsSchema,
  type FeatureFlagsUpdateRequest,
  isAdmin,
} from '@storykeep/core';
import type { AppContext } from '../../context/app-context.js';
import { JsonObjectColumnSchema, readJsonColumn } from '../../db/json-column.js';
import type { Actor } from '../../http/actor.js';
import { forbidden, notFound } from '../../http/errors.js';
import { requireOrganization } from '../access.js';

type Scope = 'organization' | 'user';

async function stored(context: AppContext, scope: Scope, id: string): Promise<Record<string, unknown>> {
  const row = await context.db
    .selectFrom('feature_flags')
    .select('flags')
    .where('scope', '=', scope)
    .where('scope_id', '=', id)
    .executeTakeFirst();
  // Flags of a name core no longer lists are kept here (a save writes them back) and dropped when answered.
  return row ? readJsonColumn(JsonObjectColumnSchema, row.flags, 'feature_flags.flags') : {};
}

/**
 * `POST /feature_flags`: defaults, overridden by the user's first organization, overridden by the
 * user's own flags. Only the named flags are answered (all when none is named).
 */
export async function flagsFor(context: AppContext, actor: Actor, names: FeatureFlagName[]): Promise<Partial<FeatureFlags>> {
  const organization = await context.db
    .selectFrom('organization_members')
    .select('organization_id')
    .where('user_id', '=', actor.userId)
    .orderBy('created_at')
    .orderBy('organization_id')
    .executeTakeFirst();
  const merged = FeatureFlagsSchema.parse({
    ...DEFAULT_FEATURE_FLAGS,
    ...(organization ? await stored(context, 'organization', organization.organization_id) : {}),
    ...(await stored(context, 'user', actor.userId)),
  });
  if (names.length === 0) return merged;
  return Object.fromEntries(names.map((name) => [name, merged[name]]));
}

async function save(context: AppContext, scope: Scope, id: string, update: FeatureFlagsUpdateRequest): Promise<Record<string, unknown>> {
  const next: Record<string, unknown> = { ...(await stored(context, scope, id)) };
  for (const [name, value] of Object.entries(update.flags)) {
    if (value === null) delete next[name];
    else if (value !== undefined) next[name] = value;
  }
  await context.db
    .insertInto('feature_flags')
    .values({ scope, scope_id: id, flags: JSON.stringify(next), updated_at: context.now() })
    .onConflict((oc) => oc.columns(['scope', 'scope_id']).doUpdateSet({ flags: JSON.stringify(next), updated_at: context.now() }))
    .execute();
  return next;
}

async function flagOrganization(context: AppContext, actor: Actor, code: string) {
  const organization = await requireOrganization(context, actor, code, 'see');
  if (!canChangeOrganizationFlags(actor, organization.id)) throw forbidden();
  return organization;
}

/** `GET /feature_flags/organization/{code}`: the organization's flags over the defaults, for its settings screen. */
export async function organizationFlags(context: AppContext, actor: Actor, code: string): Promise<FeatureFlags> {
  const organization = await flagOrganization(context, actor, code);
  return FeatureFlagsSchema.parse({ ...DEFAULT_FEATURE_FLAGS, ...(await stored(context, 'organization', organization.id)) });
}

/** `PUT /feature_flags/organization/{code}`: the organization's managers. */
export async function setOrganizationFlags(context: AppContext, actor: Actor, code: string, update: FeatureFlagsUpdateRequest) {
  const organization = await flagOrganization(context, actor, code);
  return save(context, 'organization', organization.id, update);
}

/** `PUT /feature_flags/user/{id}`: admins only. */
export async function setUserFlags(context: AppContext, actor: Actor, userId: string, update: FeatureFlagsUpdateRequest) {
  if (!isAdmin(actor)) throw forbidden();
  const user = await context.db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!user) throw notFound('User');
  return save(context, 'user', userId, update);
}
