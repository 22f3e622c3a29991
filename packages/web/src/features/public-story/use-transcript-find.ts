import { nextMatch, paragraphHighlights, previousMatch, searchTranscript, type Transcript } from '@storykeep/core';
import { useMemo, useState } from 'react';
import type { ScrollRequest } from '../../components/transcript/transcript-view.js';

const NO_HIGHLIGHTS = new Map();

/** Find in the public transcript: case-insensitive phrases, the matches marked, next and previous scrolling to each. */
export function useTranscriptFind(transcript: Transcript) {
  const [query, setQuery] = useState('');
  const [current, setCurrent] = useState<number | undefined>(undefined);
  const [scrollRequest, setScrollRequest] = useState<ScrollRequest | null>(null);
  const matches = useMemo(() => (query.trim() ? searchTranscript(transcript, query) : []), [transcript, query]);
  const highlights = useMemo(() => (matches.length > 0 ? paragraphHighlights(transcript, matches) : NO_HIGHLIGHTS), [transcript, matches]);
  const go = (index: number | undefined) => {
    setCurrent(index);
    const paragraph = index === undefined ? undefined : matches[index]?.start.paragraphIndex;
    if (paragraph !== undefined) setScrollRequest((r) => ({ paragraph, nonce: (r?.nonce ?? 0) + 1 }));
  };
  return {
    query,
    count: matches.length,
    current: matches.length === 0 ? undefined : current,
    highlights,
    scrollRequest,
    setQuery(next: string) {
      setQuery(next);
      setCurrent(undefined);
    },
    next: () => go(nextMatch(matches.length, current)),
    previous: () => go(previousMatch(matches.length, current)),
  };
}
