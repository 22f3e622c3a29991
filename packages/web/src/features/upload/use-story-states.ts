import { BULK_UPLOAD_STORIES_MAX, type Story, StoryApi, type StoryUploadStatus } from '@storykeep/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useService } from '../../shared/container-context.js';
import { chunked } from './metadata-draft.js';

export interface StoryStates {
  /** What the server said of each story asked about so far. */
  states: ReadonlyMap<string, StoryUploadStatus>;
  /** The last request failed; `retry` asks again for what is still unknown. */
  failed: boolean;
  retry(): void;
  /** Stories the page got back from a save, which are their new state. */
  put(stories: readonly Story[]): void;
}

/** Asks `status_bulk_upload` once about each story id as it appears (in calls of at most BULK_UPLOAD_STORIES_MAX). */
export function useStoryStates(ids: readonly string[]): StoryStates {
  const stories = useService<StoryApi>(StoryApi);
  const [states, setStates] = useState<ReadonlyMap<string, StoryUploadStatus>>(new Map());
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const asked = useRef(new Set<string>());
  const key = ids.join(' ');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `ids`; `attempt` asks again after a failure
  useEffect(() => {
    const unknown = key.split(' ').filter((id) => id !== '' && !asked.current.has(id));
    if (unknown.length === 0) return;
    for (const id of unknown) asked.current.add(id);
    for (const run of chunked(unknown, BULK_UPLOAD_STORIES_MAX)) {
      stories.statusBulkUpload(run).then(
        (answer) =>
          setStates((known) => {
            const next = new Map(known);
            run.forEach((id, index) => {
              const state = answer[index];
              if (state && !next.has(id)) next.set(id, state);
            });
            return next;
          }),
        () => {
          for (const id of run) asked.current.delete(id);
          setFailed(true);
        },
      );
    }
  }, [key, attempt, stories]);
  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((n) => n + 1);
  }, []);
  const put = useCallback((saved: readonly Story[]) => {
    setStates((known) => {
      const next = new Map(known);
      for (const story of saved) next.set(story._id, { available: true, story });
      return next;
    });
  }, []);
  return { states, failed, retry, put };
}
