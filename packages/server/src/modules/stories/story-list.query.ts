import type { Story, StoryListQuery } from '@storykeep/core';
import { pageOffset, StoryFolderRefSchema, storyReachOf } from '@storykeep/core';
import { type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool, sql } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../context/app-context.js';
import { readJsonColumn } from '../../db/json-column.js';
import { escapeLike, likePattern } from '../../db/like-pattern.js';
import type { DB } from '../../db/schema.js';
import type { Actor } from '../../http/actor.js';
import { storyReachSql } from '../access.js';
import { toStory } from './story.view.js';
import { freshMediaUrls } from './story-media-urls.js';

/** A story's folders, as the list's `json_agg` builds them. */
const FolderRefsSchema = z.array(StoryFolderRefSchema);

/** A validated page bound, checked again because it is written into the SQL text. */
function pageInteger(value: number): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`Not a page bound: ${value}`);
  return value;
}

export type StoryScope = (eb: ExpressionBuilder<DB & { s: DB['stories'] }, 's'>) => Expression<SqlBool>;

/**
 * Stories the actor reaches (core's `storyReachOf`: their projects, the organizations they manage, their ticket
 * uploads; admins all), as a condition on stories under `s` that any query joining them can use.
 */
export function visibleTo(actor: Actor): () => RawBuilder<SqlBool> {
  const condition = storyReachSql(storyReachOf(actor));
  return () => condition;
}

/**
 * The cataloguing filters as one condition on stories under `s`: the narrator contains the text, the language is the
 * text, either ignoring case and the spaces around it (migration 0930 indexes both). Blank filters keep every story.
 */
export function detailFilter(filters: { narrator?: string | undefined; language?: string | undefined }): RawBuilder<SqlBool> {
  const conditions: RawBuilder<SqlBool>[] = [];
  if (filters.narrator) conditions.push(sql<SqlBool>`s.narrator ilike ${likePattern(filters.narrator)}`);
  // A language is found from its first letters as they are typed ("Eng" finds English), never from its middle ("en"
  // finds no French).
  if (filters.language) conditions.push(sql<SqlBool>`lower(btrim(s.language)) like ${`${escapeLike(filters.language.toLowerCase())}%`}`);
  return conditions.length === 0 ? sql<SqlBool>`true` : sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;
}

// Titles sort as people read them, whatever the database's collation says about capitals.
const SORT_COLUMNS = {
  record_date: sql`s.record_date`,
  created_at: sql`s.created_at`,
  updated_at: sql`s.updated_at`,
  title: sql`lower(s.title)`,
  // An interview with no narrator or language given sorts after those with one, either way.
  narrator: sql`nullif(lower(s.narrator), '')`,
  language: sql`nullif(lower(s.language), '')`,
} as const;

/**
 * One page of stories matching every scope, sorted with a stable tie-break, and the total. With
 * `wholeProject` (the scopes are exactly that project) an unfiltered list takes its total from the
 * per-project count instead of counting.
 */
export async function listStories(
  context: AppContext,
  actor: Actor,
  scopes: StoryScope[],
  query: StoryListQuery,
  wholeProject?: string,
): Promise<{ items: Story[]; total: number }> {
  let base = context.db.selectFrom('stories as s');
  for (const scope of scopes) base = base.where(scope);
  if (query.search) {
    const pattern = likePattern(query.search);
    // A person searching a list remembers what was said as often as the title, so the transcript's words count too.
    const said = sql<SqlBool>`exists (select 1 from transcript_chunks c where c.story_id = s.id and c.body ilike ${pattern})`;
    base = base.where((eb) => eb.or([eb('s.title', 'ilike', pattern), eb('s.description', 'ilike', pattern), said]));
  }
  base = base.where(detailFilter(query));
  if (query.deedOfGift !== 'all') {
    const signed = sql<SqlBool>`exists (select 1 from story_files f where f.story_id = s.id and f.release_form)`;
    base = base.where(query.deedOfGift === 'with' ? signed : sql<SqlBool>`not ${signed}`);
  }
  const column = SORT_COLUMNS[query.sort];
  const counted = wholeProject !== undefined && !query.search && query.deedOfGift === 'all' && !query.narrator && !query.language;
  const totalOf = counted
    ? sql<string>`(select coalesce((select c.stories from project_story_counts c where c.project_id = ${wholeProject}), 0))`
    : base.select((eb) => eb.fn.countAll<string>().as('n'));
  // One round trip: the page, each story's folders, and the total (an uncorrelated subquery the
  // database runs once). Only a page past the end needs a second query for the total.
  const rows = await base
    .selectAll('s')
    .select([
      sql<string | null>`(select m.thumbnail_key from story_media m where m.story_id = s.id)`.as('media_thumbnail_key'),
      sql<string | null>`(select m.rendition_key from story_media m where m.story_id = s.id)`.as('media_rendition_key'),
      sql<unknown>`(select coalesce(json_agg(json_build_object('_id', f.id, 'name', f.name) order by f.name, f.id), '[]'::json)
        from folder_stories fs join folders f on f.id = fs.folder_id where fs.story_id = s.id)`.as('folder_refs'),
      sql<boolean>`exists (select 1 from story_files f where f.story_id = s.id and f.release_form)`.as('deed_of_gift'),
      totalOf.as('total'),
    ])
    .orderBy(column, (ob) => (query.direction === 'asc' ? ob.asc() : ob.desc()).nullsLast())
    .orderBy('s.id', query.direction)
    // Literals, not parameters: with them PostgreSQL can keep one generic plan per page of the prepared statement,
    // instead of planning it again on each request (a parameterised limit makes the generic plan look too costly).
    .limit(sql.lit(pageInteger(query.pageSize)))
    .offset(sql.lit(pageInteger(pageOffset(query.page, query.pageSize))))
    .execute();
  const total = rows[0]
    ? Number(rows[0].total)
    : Number((await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
  // Signed in memory from the keys selected above: no query per story. Most rows have nothing to sign and are read
  // straight into the answer, without a promise each.
  const items = rows.map((row): Story => {
    const folders = readJsonColumn(FolderRefsSchema, row.folder_refs, 'stories.folder_refs');
    return { ...toStory(context, row, folders, actor.userId), deedOfGift: Boolean(row.deed_of_gift) };
  });
  const withMedia = rows.flatMap((row, index) => (row.media_thumbnail_key || row.media_rendition_key ? [{ row, index }] : []));
  await Promise.all(
    withMedia.map(async ({ row, index }) => {
      const urls = await freshMediaUrls(context, row);
      items[index] = { ...(items[index] as Story), thumbnailURL: urls.thumbnail_url, archiveURL: urls.archive_url };
    }),
  );
  return { total, items };
}

/** The folders each story is in, in one query. */
export async function foldersOf(context: AppContext, storyIds: string[]): Promise<Map<string, { _id: string; name: string }[]>> {
  const byStory = new Map<string, { _id: string; name: string }[]>();
  if (storyIds.length === 0) return byStory;
  const rows = await context.db
    .selectFrom('folder_stories as fs')
    .innerJoin('folders as f', 'f.id', 'fs.folder_id')
    .select(['fs.story_id', 'f.id', 'f.name'])
    .where('fs.story_id', 'in', storyIds)
    .orderBy('f.name')
    .execute();
  for (const row of rows) {
    const list = byStory.get(row.story_id) ?? [];
    list.push({ _id: row.id, name: row.name });
    byStory.set(row.story_id, list);
  }
  return byStory;
}
