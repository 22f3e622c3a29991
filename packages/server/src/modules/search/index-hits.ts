import { sql } from 'kysely';
import type { AppContext } from '../../context/app-context.js';
import { likePattern } from '../../db/like-pattern.js';
import type { ChunkHit } from '../../ports/search-engine.port.js';

/** A chapter whose title holds the phrase ranks with the best spoken match; synopsis or keyword a little below. */
export const INDEX_TITLE_SCORE = 1;
export const INDEX_TEXT_SCORE = 0.8;

interface Row {
  story_id: string;
  ord: number;
  start_time: number;
  title: string;
  synopsis: string;
  keywords: unknown;
  in_title: boolean;
}

/** Chapters (index segments) whose title, synopsis or keywords contain the phrase, case-insensitively, as hits at their start. */
export async function indexHits(context: Pick<AppContext, 'db'>, storyIds: readonly string[], phrase: string): Promise<ChunkHit[]> {
  if (storyIds.length === 0) return [];
  const pattern = likePattern(phrase.trim());
  const result = await sql<Row>`
    select i.story_id, e.ord::integer as ord, coalesce((e.value -> 'time' ->> 'start')::float8, 0) as start_time,
      coalesce(e.value ->> 'title', '') as title, coalesce(e.value ->> 'synopsis', '') as synopsis, e.value -> 'keywords' as keywords,
      coalesce(e.value ->> 'title', '') ilike ${pattern} as in_title
    from story_indexes i cross join lateral jsonb_array_elements(
      case when jsonb_typeof(i.metadata) = 'array' then i.metadata else '[]'::jsonb end) with ordinality as e(value, ord)
    where i.story_id = any(${storyIds}::text[]) and jsonb_typeof(e.value) = 'object' and jsonb_typeof(e.value -> 'time' -> 'start') = 'number'
      and (coalesce(e.value ->> 'title', '') ilike ${pattern} or coalesce(e.value ->> 'synopsis', '') ilike ${pattern}
        or coalesce((e.value -> 'keywords')::text, '') ilike ${pattern})
    order by i.story_id, start_time
    limit 500`.execute(context.db);
  const seen = new Set<string>();
  const hits: ChunkHit[] = [];
  for (const row of result.rows) {
    const key = `${row.story_id}@${row.start_time}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const keywords = Array.isArray(row.keywords) ? row.keywords.filter((k): k is string => typeof k === 'string') : [];
    const text = [row.title, row.synopsis, keywords.length > 0 ? `Keywords: ${keywords.join(', ')}` : ''].filter(Boolean).join(' — ');
    const startTime = Number(row.start_time);
    hits.push({
      storyId: row.story_id,
      position: -Number(row.ord),
      startTime,
      endTime: startTime,
      speaker: null,
      text,
      score: row.in_title ? INDEX_TITLE_SCORE : INDEX_TEXT_SCORE,
    });
  }
  return hits;
}
