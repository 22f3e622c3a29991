import { canChangeEntities, canSeeOrganization, type EntitySummary } from '@storykeep/core';
import type { AppContext } from '../../context/app-context.js';
import type { Actor } from '../../http/actor.js';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.js';
import { loadSummaries } from './entity-summaries.js';

/**
 * Whether the actor may change an organization's entities (core's `canChangeEntities`): the projects it manages are
 * looked up to learn which of them belong to the organization.
 */
async function canCurate(context: AppContext, actor: Actor, organizationId: string): Promise<boolean> {
  const managed = Object.entries(actor.projectRoles).flatMap(([id, role]) => (role === 'project_manager' ? [id] : []));
  const rows =
    managed.length === 0
      ? []
      : await context.db
          .selectFrom('projects')
          .select('id')
          .where('organization_id', '=', organizationId)
          .where('id', 'in', managed)
          .execute();
  return canChangeEntities(
    actor,
    organizationId,
    rows.map((r) => ({ id: r.id, organization: organizationId })),
  );
}

/** An entity the actor may correct; one merged into another is no longer one of its own (unless `merged` is asked for). */
async function requireCuratable(context: AppContext, actor: Actor, entityId: string, field?: string, merged = false) {
  const entity = await context.db
    .selectFrom('entities as e')
    .leftJoin('entity_overrides as o', 'o.entity_id', 'e.id')
    .select(['e.id', 'e.organization_id', 'o.merged_into'])
    .where('e.id', '=', entityId)
    .executeTakeFirst();
  if (!entity || !canSeeOrganization(actor, entity.organization_id)) {
    throw field ? badRequest('No such entity', field) : notFound('Entity');
  }
  if (!(await canCurate(context, actor, entity.organization_id))) throw forbidden();
  if (Boolean(entity.merged_into) !== merged)
    throw conflict(merged ? 'This entity is not merged into another' : 'This entity was merged into another', field);
  return entity;
}

async function override(context: AppContext, actor: Actor, entityId: string, change: { name?: string | null; hidden?: boolean }) {
  const at = new Date();
  await context.db
    .insertInto('entity_overrides')
    .values({ entity_id: entityId, ...change, updated_by: actor.userId, updated_at: at })
    .onConflict((oc) => oc.column('entity_id').doUpdateSet({ ...change, updated_by: actor.userId, updated_at: at }))
    .execute();
}

async function summaryOf(context: AppContext, actor: Actor, entityId: string): Promise<EntitySummary> {
  const summary = (await loadSummaries(context, actor, [entityId])).get(entityId);
  if (!summary) throw notFound('Entity');
  return summary;
}

/** `PUT /entities/{id}/name`: the archivist's name is kept beside the extracted one, which null brings back. */
export async function renameEntity(context: AppContext, actor: Actor, entityId: string, name: string | null): Promise<EntitySummary> {
  await requireCuratable(context, actor, entityId);
  await override(context, actor, entityId, { name });
  return summaryOf(context, actor, entityId);
}

/** `PUT /entities/{id}/hidden`: a hidden entity leaves the lists but keeps its mentions, to be shown again. */
export async function hideEntity(context: AppContext, actor: Actor, entityId: string, hidden: boolean): Promise<EntitySummary> {
  await requireCuratable(context, actor, entityId);
  await override(context, actor, entityId, { hidden });
  return summaryOf(context, actor, entityId);
}

/**
 * `POST /entities/{id}/merge`: the entity and whatever was merged into it count as `into` from now on, and their
 * names become its aliases. Extraction keeps finding the merged entity by its own name, so the merge survives re-runs.
 */
export async function mergeEntity(context: AppContext, actor: Actor, entityId: string, into: string): Promise<EntitySummary> {
  const source = await requireCuratable(context, actor, entityId);
  const target = await requireCuratable(context, actor, into, 'into');
  if (source.id === target.id) throw badRequest('An entity cannot be merged into itself', 'into');
  if (source.organization_id !== target.organization_id) throw badRequest('Entities of two organizations cannot be merged', 'into');
  const at = new Date();
  await context.db.transaction().execute(async (tx) => {
    await tx
      .insertInto('entity_overrides')
      .values({ entity_id: source.id, merged_into: target.id, updated_by: actor.userId, updated_at: at })
      .onConflict((oc) => oc.column('entity_id').doUpdateSet({ merged_into: target.id, updated_by: actor.userId, updated_at: at }))
      .execute();
    await tx.updateTable('entity_overrides').set({ merged_into: target.id, updated_at: at }).where('merged_into', '=', source.id).execute();
  });
  return summaryOf(context, actor, target.id);
}

/** `POST /entities/{id}/unmerge`: a merged entity counts for itself again, with its own name, hiding and mentions. */
export async function unmergeEntity(context: AppContext, actor: Actor, entityId: string): Promise<EntitySummary> {
  await requireCuratable(context, actor, entityId, undefined, true);
  await context.db
    .updateTable('entity_overrides')
    .set({ merged_into: null, updated_by: actor.userId, updated_at: new Date() })
    .where('entity_id', '=', entityId)
    .execute();
  return summaryOf(context, actor, entityId);
}
