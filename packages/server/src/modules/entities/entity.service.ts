import {
  canSeeOrganization,
  type EntityListPage,
  type EntityListQuery,
  type EntityMentions,
  pageOffset,
  type StoryEntities,
  type StoryEntity,
} from '@storykeep/core';
import { sql } from 'kysely';
import type { AppContext } from '../../context/app-context.js';
import { likePattern } from '../../db/like-pattern.js';
import type { Actor } from '../../http/actor.js';
import { notFound } from '../../http/errors.js';
import { requireStory } from '../access.js';
import { canonicalId, countedInReach, loadSummaries, mentionsInReach } from './entity-summaries.js';

/** `GET /entities`: a page of the entities said in the stories the actor sees, most said first. */
export async function listEntities(context: AppContext, actor: Actor, query: EntityListQuery): Promise<EntityListPage> {
  if (query.organization && !canSeeOrganization(actor, query.organization)) throw notFound('Organization');
  let listed = context.db
    .selectFrom(countedInReach(context, actor, query.organization).as('c'))
    .innerJoin('entities as ce', 'ce.id', 'c.entity_id')
    .leftJoin('entity_overrides as co', 'co.entity_id', 'ce.id');
  if (query.type) listed = listed.where('ce.type', '=', query.type);
  if (query.hidden === 'exclude') listed = listed.where(sql<boolean>`coalesce(co.hidden, false) = false`);
  if (query.hidden === 'only') listed = listed.where('co.hidden', '=', true);
  if (query.search) {
    const pattern = likePattern(query.search);
    listed = listed.where((eb) =>
      eb.or([
        eb(sql<string>`coalesce(co.name, ce.name)`, 'ilike', pattern),
        eb.exists(
          eb
            .selectFrom('entity_overrides as ao')
            .innerJoin('entities as ae', 'ae.id', 'ao.entity_id')
            .select('ao.entity_id')
            .whereRef('ao.merged_into', '=', 'ce.id')
            .where((inner) => inner.or([inner('ae.name', 'ilike', pattern), inner('ao.name', 'ilike', pattern)])),
        ),
      ]),
    );
  }
  const page = await listed
    .select('ce.id')
    .orderBy(sql`c.mentions`, 'desc')
    .orderBy(sql`lower(coalesce(co.name, ce.name))`)
    .orderBy('ce.id')
    .limit(query.pageSize)
    .offset(pageOffset(query.page, query.pageSize))
    .execute();
  const { n } = await listed.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const summaries = await loadSummaries(
    context,
    actor,
    page.map((r) => r.id),
  );
  return { items: page.flatMap((r) => summaries.get(r.id) ?? []), total: Number(n) };
}

/** `GET /entities/{story_id}`: the story's entities (hidden ones too, flagged) with every moment each is said. */
export async function storyEntities(context: AppContext, actor: Actor, storyId: string): Promise<StoryEntities> {
  const story = await requireStory(context, actor, storyId, 'see');
  const mentions = await context.db
    .selectFrom('entity_mentions as m')
    .innerJoin('entities as e', 'e.id', 'm.entity_id')
    .leftJoin('entity_overrides as o', 'o.entity_id', 'e.id')
    .select([canonicalId.as('entity_id'), 'm.word', 'm.word_count', 'm.start_time', 'm.end_time', 'm.text'])
    .where('m.story_id', '=', storyId)
    .orderBy('m.word')
    .execute();
  const summaries = await loadSummaries(context, actor, [...new Set(mentions.map((m) => m.entity_id))]);
  const byEntity = new Map<string, StoryEntity>();
  for (const m of mentions) {
    const summary = summaries.get(m.entity_id);
    if (!summary) continue;
    const entity = byEntity.get(m.entity_id) ?? { ...summary, mentions: [] };
    entity.mentions.push({ word: m.word, wordCount: m.word_count, start: m.start_time, end: m.end_time, text: m.text });
    byEntity.set(m.entity_id, entity);
  }
  const entities = [...byEntity.values()].sort(
    (a, b) => b.mentions.length - a.mentions.length || a.name.localeCompare(b.name) || a._id.localeCompare(b._id),
  );
  return { story: { _id: story.id, title: story.title, project_id: story.project_id }, entities };
}

/** `GET /entities/{id}/mentions`: where the entity (and whatever was merged into it) is said in the stories the actor sees. */
export async function entityMentions(context: AppContext, actor: Actor, entityId: string): Promise<EntityMentions> {
  const entity = (await loadSummaries(context, actor, [entityId])).get(entityId);
  const merged = await context.db.selectFrom('entity_overrides').select('merged_into').where('entity_id', '=', entityId).executeTakeFirst();
  if (!entity || merged?.merged_into || !canSeeOrganization(actor, entity.organization_id)) throw notFound('Entity');
  const rows = await mentionsInReach(context, actor, entity.organization_id)
    .select(['s.id as story_id', 's.title', 's.project_id', 'm.word', 'm.word_count', 'm.start_time', 'm.end_time', 'm.text'])
    .where(canonicalId, '=', entityId)
    .orderBy(sql`lower(s.title)`)
    .orderBy('s.id')
    .orderBy('m.word')
    .execute();
  const stories = new Map<string, EntityMentions['stories'][number]>();
  for (const r of rows) {
    const story = stories.get(r.story_id) ?? { story: { _id: r.story_id, title: r.title, project_id: r.project_id }, mentions: [] };
    story.mentions.push({ word: r.word, wordCount: r.word_count, start: r.start_time, end: r.end_time, text: r.text });
    stories.set(r.story_id, story);
  }
  return { entity, stories: [...stories.values()] };
}
