import type { RecentStoriesQuery, RedeemedTicket, Story } from '@storykeep/core';
import { type SqlBool, sql } from 'kysely';
import type { AppContext } from '../../context/app-context.js';
import type { Actor } from '../../http/actor.js';
import { listStories, visibleTo } from '../stories/story-list.query.js';

/**
 * `GET /stories/recent`: the stories the caller still reaches and worked on — made, saved a transcript of,
 * concluded or shared — most recently changed first. Reach is checked as for every list, so a story of a project
 * the caller has left drops out.
 */
export async function recentStories(context: AppContext, actor: Actor, query: RecentStoriesQuery): Promise<{ items: Story[] }> {
  const me = actor.userId;
  const workedOn = () =>
    sql<SqlBool>`(s.creator_id = ${me}
      or exists (select 1 from transcript_versions v where v.story_id = s.id and v.created_by = ${me})
      or exists (select 1 from story_conclusions c where c.story_id = s.id and c.concluded_by = ${me})
      or exists (select 1 from story_shares h where h.story_id = s.id and h.created_by = ${me}))`;
  const page = await listStories(context, actor, [visibleTo(actor), workedOn], {
    page: 1,
    pageSize: query.limit,
    sort: 'updated_at',
    direction: 'desc',
    deedOfGift: 'all',
  });
  return { items: page.items };
}

/** `GET /tickets/mine`: the tickets the caller redeemed (only their own), with what each let them into. */
export async function redeemedTickets(context: AppContext, actor: Actor): Promise<{ items: RedeemedTicket[] }> {
  const rows = await context.db
    .selectFrom('tickets as t')
    .innerJoin('projects as p', 'p.id', 't.project_id')
    .leftJoin('stories as s', 's.id', 't.story_id')
    .leftJoin('rooms as r', 'r.story_id', 't.story_id')
    .select(['t.id', 't.kind', 't.project_id', 'p.name as project_name', 't.story_id', 's.title as story_title', 'r.room_key', 't.used_at'])
    .where('t.used_by', '=', actor.userId)
    .where('t.used_at', 'is not', null)
    .orderBy('t.used_at', 'desc')
    .orderBy('t.id')
    .limit(100)
    .execute();
  return {
    items: rows.map((row) => ({
      ticket: row.id,
      grant: row.kind === 'upload' ? 'upload' : row.story_id ? 'room' : 'project',
      project_id: row.project_id,
      project_name: row.project_name,
      story_id: row.story_id,
      story_title: row.story_title ?? null,
      room_key: row.room_key ?? null,
      used_at: new Date(row.used_at ?? 0).toISOString(),
    })),
  };
}
