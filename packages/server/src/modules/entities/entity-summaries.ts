import type { EntitySummary } from '@storykeep/core';
import { sql } from 'kysely';
import type { AppContext } from '../../context/app-context.js';
import type { Actor } from '../../http/actor.js';
import { visibleTo } from '../stories/story-list.query.js';

/** The entity a mention counts for: the one it was merged into, else its own. */
export const canonicalId = sql<string>`coalesce(o.merged_into, e.id)`;

/** Mentions in the stories the actor sees, with their entity and its corrections; optionally one organization's. */
export function mentionsInReach(context: AppContext, actor: Actor, organization?: string) {
  let query = context.db
    .selectFrom('entity_mentions as m')
    .innerJoin('stories as s', 's.id', 'm.story_id')
    .innerJoin('entities as e', 'e.id', 'm.entity_id')
    .leftJoin('entity_overrides as o', 'o.entity_id', 'e.id')
    .where(visibleTo(actor));
  if (organization) query = query.where('s.organization_id', '=', organization);
  return query;
}

/** How often each entity (merged ones counted in) is said in the stories the actor sees. */
export function countedInReach(context: AppContext, actor: Actor, organization?: string) {
  return mentionsInReach(context, actor, organization)
    .select((eb) => [
      canonicalId.as('entity_id'),
      eb.fn.countAll<string>().as('mentions'),
      sql<string>`count(distinct m.story_id)`.as('stories'),
    ])
    .groupBy(canonicalId);
}

/** The summaries of these (unmerged) entities, counted over the stories the actor sees; absent ids are left out. */
export async function loadSummaries(context: AppContext, actor: Actor, ids: readonly string[]): Promise<Map<string, EntitySummary>> {
  if (ids.length === 0) return new Map();
  const rows = await context.db
    .selectFrom('entities as ce')
    .innerJoin('organizations as org', 'org.id', 'ce.organization_id')
    .leftJoin('entity_overrides as co', 'co.entity_id', 'ce.id')
    .select([
      'ce.id',
      'ce.organization_id',
      'org.code as organization_code',
      'ce.type',
      'ce.name as extracted',
      'co.name as renamed',
      'co.hidden',
    ])
    .where('ce.id', 'in', ids)
    .execute();
  const counts = await context.db.selectFrom(countedInReach(context, actor).as('c')).selectAll().where('c.entity_id', 'in', ids).execute();
  const aliases = await context.db
    .selectFrom('entity_overrides as ao')
    .innerJoin('entities as ae', 'ae.id', 'ao.entity_id')
    .select(['ao.entity_id', 'ao.merged_into', 'ae.name as extracted', 'ao.name as renamed'])
    .where('ao.merged_into', 'in', ids)
    .orderBy('ae.name')
    .execute();
  const countOf = new Map(counts.map((c) => [c.entity_id, c]));
  return new Map(
    rows.map((r) => {
      const name = r.renamed ?? r.extracted;
      const parts = aliases.filter((a) => a.merged_into === r.id);
      const heardAs = parts.flatMap((a) => [a.renamed ?? a.extracted, a.extracted]);
      const count = countOf.get(r.id);
      const summary: EntitySummary = {
        _id: r.id,
        organization_id: r.organization_id,
        organization_code: r.organization_code,
        type: r.type,
        name,
        extractedName: r.extracted,
        aliases: [...new Set(heardAs)].filter((a) => a !== name),
        merged: parts.map((a) => ({ _id: a.entity_id, name: a.renamed ?? a.extracted })),
        hidden: r.hidden === true,
        mentionCount: Number(count?.mentions ?? 0),
        storyCount: Number(count?.stories ?? 0),
      };
      return [r.id, summary];
    }),
  );
}
