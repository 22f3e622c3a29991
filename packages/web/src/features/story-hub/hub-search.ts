import {
  type Chapter,
  messages,
  normaliseQuery,
  type SemanticSearchChunk,
  type SemanticSearchResult,
  type StorySearchApi,
} from '@storykeep/core';
import { minutesSeconds } from '../../components/transcript/time-label.js';

/** What the hub's search box looks in: the transcript's words, the chapters' titles and summaries, or their tags. */
export type SearchMode = 'words' | 'chapters' | 'tags';

/** Indexes of the chapters a chapter or tag search finds (contained anywhere, ignoring case and spacing). */
export function chapterMatches(chapters: readonly Chapter[], query: string, mode: 'chapters' | 'tags'): number[] {
  const needle = normaliseQuery(query);
  if (!needle) return [];
  const found: number[] = [];
  chapters.forEach((chapter, i) => {
    const haystacks = mode === 'tags' ? chapter.keywords : [chapter.title, chapter.description];
    if (haystacks.some((text) => normaliseQuery(text).includes(needle))) found.push(i);
  });
  return found;
}

/**
 * Semantic search inside a story (see docs/product/authoring.md): nothing is asked without both the text and the story id, and
 * a failed search reads as no results.
 */
export async function searchMeaning(api: StorySearchApi, storyId: string, text: string): Promise<SemanticSearchResult[]> {
  const query = text.trim();
  if (!query || !storyId) return [];
  try {
    return await api.search(storyId, query);
  } catch {
    return [];
  }
}

/** A chunk's speaker, or 'Unknown Speaker' when it has none. */
export function speakerLabel(chunk: Pick<SemanticSearchChunk, 'speaker'>): string {
  const speaker = chunk.speaker?.trim();
  return speaker ? speaker : messages.unknownSpeaker;
}

/** A chunk's span as mm:ss – mm:ss. */
export function chunkTimes(chunk: Pick<SemanticSearchChunk, 'start_time' | 'end_time'>): string {
  return `${minutesSeconds(chunk.start_time)} – ${minutesSeconds(chunk.end_time)}`;
}

/** A semantic chapter's description: how many of its passages matched. */
export function semanticChapterDescription(result: SemanticSearchResult): string {
  return messages.relevantResults(result.chunks.length);
}
