import { buildChapters, chapterIndexAt, type IndexMetadataItem, type SemanticSearchResult } from '@storykeep/core';
import type { ChunkHit } from '../ports/search-engine.port.js';
import { highlighter } from './highlight.js';

const mean = (values: readonly number[]) => (values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length);

/**
 * One story's hits grouped by the chapter each falls in (from the story's index metadata; one auto-generated
 * section when it has none), best chapter first, each chapter's chunks in playback order.
 */
export function groupByChapter(hits: readonly ChunkHit[], metadata: readonly IndexMetadataItem[], query: string): SemanticSearchResult[] {
  const chapters = buildChapters({ metadata, paragraphs: [] });
  const highlight = highlighter(query);
  const groups = new Map<number, ChunkHit[]>();
  for (const hit of hits) {
    const at = chapterIndexAt(chapters, hit.startTime);
    groups.set(at, [...(groups.get(at) ?? []), hit]);
  }
  return [...groups.entries()]
    .map(([at, chunks]) => ({
      chapterTitle: chapters[at]?.title ?? '',
      avgScore: mean(chunks.map((c) => c.score)),
      chunks: [...chunks]
        .sort((a, b) => a.startTime - b.startTime)
        .map((c) => ({
          start_time: c.startTime,
          end_time: c.endTime,
          speaker: c.speaker,
          highlight: highlight(c.text),
          transcription: c.text,
          _weaviate_score: c.score,
          ...(c.lexicalScore === undefined ? {} : { _lexical_score: c.lexicalScore }),
          ...(c.vectorScore === undefined ? {} : { _vector_score: c.vectorScore }),
        })),
    }))
    .sort((a, b) => b.avgScore - a.avgScore);
}
