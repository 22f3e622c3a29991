import { type ClipLibraryPage, type ClipLibraryQuery, clipPublishDecision, pageOffset, publishDecisionView } from '@storykeep/core';
import { type SqlBool, sql } from 'kysely';
import type { AppContext } from '../../context/app-context.js';
import { likePattern } from '../../db/like-pattern.js';
import type { Actor } from '../../http/actor.js';
import type { MediaServices } from '../media-services.types.js';
import { publishingFacts } from '../publishing/publishable-stories.js';
import { visibleTo } from '../stories/story-list.query.js';
import { clipStoryRef, toClip } from './clip.view.js';
import { clipPages } from './clip-share.service.js';

// At most this many tags are offered as filters: enough for a library, bounded for the answer.
const TAG_FACET_LIMIT = 200;

/** Clips of the stories the actor reaches, narrowed by the query's search, project and tag. */
function clipsInReach(context: AppContext, actor: Actor, query: ClipLibraryQuery, withFilters: boolean) {
  let base = context.db.selectFrom('clips as c').innerJoin('stories as s', 's.id', 'c.story_id').where(visibleTo(actor));
  if (!withFilters) return base;
  if (query.search) {
    const pattern = likePattern(query.search);
    base = base.where((eb) => eb.or([eb('c.title', 'ilike', pattern), eb('c.description', 'ilike', pattern)]));
  }
  if (query.project) base = base.where('s.project_id', '=', query.project);
  if (query.tag) base = base.where(sql<SqlBool>`c.tags @> jsonb_build_array(${query.tag}::text)`);
  return base;
}

/** `GET /clips`: one page of every clip the actor may see across stories, newest first, with the filters on offer. */
export async function listClipLibrary(
  context: AppContext,
  media: MediaServices,
  actor: Actor,
  query: ClipLibraryQuery,
): Promise<ClipLibraryPage> {
  const filtered = clipsInReach(context, actor, query, true);
  const rows = await filtered
    .innerJoin('projects as p', 'p.id', 's.project_id')
    .selectAll('c')
    .select(['s.title as story_title', 's.project_id', 's.media_type', 'p.name as project_name'])
    .orderBy('c.created_at', query.direction)
    .orderBy('c.id', query.direction)
    .limit(query.pageSize)
    .offset(pageOffset(query.page, query.pageSize))
    .execute();
  const { n } = await filtered.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const everything = clipsInReach(context, actor, query, false);
  const projects = await everything
    .innerJoin('projects as p', 'p.id', 's.project_id')
    .select(['p.id', 'p.name'])
    .distinct()
    .orderBy('p.name')
    .orderBy('p.id')
    .execute();
  const tagRows = await everything
    .select(sql<string>`jsonb_array_elements_text(c.tags)`.as('tag'))
    .distinct()
    .orderBy('tag')
    .limit(TAG_FACET_LIMIT)
    .execute();
  const [pages, facts] = await Promise.all([
    clipPages(
      context,
      rows.map((row) => row.id),
    ),
    publishingFacts(
      context,
      rows.map((row) => row.story_id),
    ),
  ]);
  const items = await Promise.all(
    rows.map(async (row) => {
      const published = facts.get(row.story_id);
      return {
        clip: await toClip(row, media.store, pages.get(row.id) ?? null),
        story: clipStoryRef(row),
        // The reader's answer from the publishing rule: Share is offered only where the server will allow it.
        ...(published
          ? { publishing: publishDecisionView(clipPublishDecision(actor, { story: published.story }, published.organization)) }
          : {}),
      };
    }),
  );
  return {
    items,
    total: Number(n),
    projects: projects.map((p) => ({ _id: p.id, name: p.name })),
    tags: tagRows.map((r) => r.tag),
  };
}
