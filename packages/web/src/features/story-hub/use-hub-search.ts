import {
  type Chapter,
  nextMatch,
  paragraphHighlights,
  previousMatch,
  type SemanticSearchResult,
  StorySearchApi,
  searchTranscript,
  type Transcript,
} from '@storykeep/core';
import { useEffect, useMemo, useState } from 'react';
import type { ScrollRequest } from '../../components/transcript/transcript-view.js';
import { useService } from '../../shared/container-context.js';
import { chapterMatches, searchMeaning } from './hub-search.js';
import type { HubSearchMode } from './hub-search-bar.js';

const NO_HIGHLIGHTS = new Map();

/** The hub's search state: word matches with their highlights, chapter and tag matches, semantic results, and navigation. */
export function useHubSearch(options: {
  storyId: string;
  transcript: Transcript | null;
  chapters: readonly Chapter[];
  initialQuery: string;
}) {
  const { storyId, transcript, chapters } = options;
  const api = useService<StorySearchApi>(StorySearchApi);
  const [mode, setMode] = useState<HubSearchMode>('words');
  const [query, setQuery] = useState(options.initialQuery);
  const [current, setCurrent] = useState<number | undefined>(0);
  const [scrollRequest, setScrollRequest] = useState<ScrollRequest | null>(null);
  const [semantic, setSemantic] = useState<SemanticSearchResult[] | null>(null);

  const wordMatches = useMemo(
    () => (mode === 'words' && transcript && query.trim() ? searchTranscript(transcript, query) : []),
    [mode, transcript, query],
  );
  const highlights = useMemo(
    () => (transcript && wordMatches.length > 0 ? paragraphHighlights(transcript, wordMatches) : NO_HIGHLIGHTS),
    [transcript, wordMatches],
  );
  const chapterHits = useMemo(
    () => (mode === 'chapters' || mode === 'tags' ? chapterMatches(chapters, query, mode) : []),
    [mode, chapters, query],
  );
  const count = mode === 'words' ? wordMatches.length : chapterHits.length;

  const paragraphOfMatch = (index: number | undefined): number | undefined => {
    if (index === undefined) return undefined;
    if (mode === 'words') return wordMatches[index]?.start.paragraphIndex;
    const first = chapters[chapterHits[index] ?? -1]?.paragraphs[0];
    return first && transcript ? transcript.paragraphs.indexOf(first) : undefined;
  };
  const reveal = (index: number | undefined) => {
    const paragraph = paragraphOfMatch(index);
    if (paragraph !== undefined && paragraph >= 0) setScrollRequest((r) => ({ paragraph, nonce: (r?.nonce ?? 0) + 1 }));
  };
  const go = (index: number | undefined) => {
    setCurrent(index);
    reveal(index);
  };
  // A new search (typed, or from the address) shows its first match.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new set of matches moves the view
  useEffect(() => reveal(0), [wordMatches, chapterHits]);

  return {
    mode,
    query,
    count,
    current: count === 0 ? undefined : current,
    highlights,
    chapterHits,
    semantic,
    scrollRequest,
    setMode(next: HubSearchMode) {
      setMode(next);
      setCurrent(0);
      setSemantic(null);
    },
    setQuery(next: string) {
      setQuery(next);
      setCurrent(0);
    },
    next: () => go(nextMatch(count, current)),
    previous: () => go(previousMatch(count, current)),
    async runSemantic() {
      setSemantic(await searchMeaning(api, storyId, query));
    },
  };
}
