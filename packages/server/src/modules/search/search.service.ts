import type {
  EnrichedSearchItem,
  EnrichedSearchRequest,
  EnrichedSearchResponse,
  IndexMetadataItem,
  StorySemanticSearchRequest,
  StorySemanticSearchResponse,
} from '@storykeep/core';
import { itemsOnPage } from '@storykeep/core';
import { type SqlBool, sql } from 'kysely';
import type { AppContext } from '../../context/app-context.js';
import type { Actor } from '../../http/actor.js';
import { HttpError } from '../../http/errors.js';
import type { ChunkHit, ChunkQuery, SearchEngine } from '../../ports/search-engine.port.js';
import { groupByChapter } from '../../search/group-by-chapter.js';
import { requireProject, requireStory } from '../access.js';
import { listIndexes } from '../indexes/index-store.js';
import { detailFilter, visibleTo } from '../stories/story-list.query.js';
import { freshMediaUrls } from '../stories/story-media-urls.js';
import { chapterMetadataOf } from './chapter-metadata.js';
import { indexHits } from './index-hits.js';

/** Chunks considered across a project before grouping by story. */
export const PROJECT_SEARCH_CHUNKS = 500;

async function searchWith(engine: SearchEngine, query: ChunkQuery): Promise<ChunkHit[]> {
  try {
    return await engine.search(query);
  } catch (error) {
    throw new HttpError(
      503,
      'SEARCH_UNAVAILABLE',
      `Search is not available right now (${error instanceof Error ? error.message : String(error)})`,
    );
  }
}

/** The chapters search results are grouped by: the story's first index that has any. */
async function chapterMetadata(context: AppContext, storyId: string): Promise<IndexMetadataItem[]> {
  const indexes = await listIndexes(context.db, storyId);
  return indexes.find((index) => index.metadata.length > 0)?.metadata ?? [];
}

/** `POST /weaviate/{id}/search`: hybrid search inside one story, grouped by chapter. */
export async function searchStory(
  context: AppContext,
  engine: SearchEngine,
  actor: Actor,
  storyId: string,
  body: StorySemanticSearchRequest,
): Promise<StorySemanticSearchResponse> {
  await requireStory(context, actor, storyId, 'see');
  const hits = await searchWith(engine, { storyIds: [storyId], query: body.query, alpha: body.alpha, limit: body.limit });
  return { items: groupByChapter(hits, await chapterMetadata(context, storyId), body.query) };
}

/**
 * `POST /weaviate/search/enriched`: hybrid search across a project (or, without one, every story the actor reaches),
 * a page of stories (best first) at a time. Chapters whose title, synopsis or keywords hold the phrase count as hits
 * at the chapter's start, beside the spoken matches. `narrator` and `language` narrow the stories searched.
 */
export async function searchProject(
  context: AppContext,
  engine: SearchEngine,
  actor: Actor,
  body: EnrichedSearchRequest,
): Promise<EnrichedSearchResponse> {
  const project = body.project_id ? await requireProject(context, actor, body.project_id, 'see') : null;
  const stories = await context.db
    .selectFrom('stories as s')
    .leftJoin('story_media as m', 'm.story_id', 's.id')
    .select([
      's.id',
      's.title',
      's.project_id',
      's.media_type',
      's.thumbnail_url',
      's.archive_url',
      'm.thumbnail_key as media_thumbnail_key',
      'm.rendition_key as media_rendition_key',
    ])
    .where(project ? sql<SqlBool>`s.project_id = ${project.id}` : visibleTo(actor)())
    .where(detailFilter(body))
    .execute();
  const storyIds = stories.map((s) => s.id);
  const [spoken, indexed] = await Promise.all([
    searchWith(engine, { storyIds, query: body.query, alpha: body.alpha, limit: PROJECT_SEARCH_CHUNKS }),
    indexHits(context, storyIds, body.query),
  ]);
  const byStory = new Map<string, ChunkHit[]>();
  for (const hit of [...spoken, ...indexed]) byStory.set(hit.storyId, [...(byStory.get(hit.storyId) ?? []), hit]);
  const ranked = [...byStory.entries()]
    .map(([storyId, chunks]) => ({ storyId, chunks, best: Math.max(...chunks.map((c) => c.score)) }))
    .sort((a, b) => b.best - a.best || a.storyId.localeCompare(b.storyId));
  const page = itemsOnPage(ranked, body.page, body.pageSize);
  const byId = new Map(stories.map((s) => [s.id, s]));
  const chapters = await chapterMetadataOf(
    context.db,
    page.map((p) => p.storyId),
  );
  const items: EnrichedSearchItem[] = [];
  for (const { storyId, chunks } of page) {
    const story = byId.get(storyId);
    const urls = story ? await freshMediaUrls(context, story) : null;
    items.push({
      storyId,
      ...(story ? { projectId: story.project_id } : {}),
      title: story?.title ?? '',
      thumbnailURL: urls?.thumbnail_url ?? null,
      mediaURL: urls?.archive_url ?? null,
      audio: Boolean(story?.media_type?.startsWith('audio')),
      avgScore: chunks.reduce((sum, c) => sum + c.score, 0) / chunks.length,
      chapters: groupByChapter(chunks, chapters.get(storyId) ?? [], body.query),
    });
  }
  return { items, total: ranked.length, page: body.page, pageSize: body.pageSize, semantic: engine.semantic === true, alpha: body.alpha };
}
