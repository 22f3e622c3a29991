import type { BatchEntry } from '@storykeep/core';
import { useCallback, useMemo, useSyncExternalStore } from 'react';

/** A file of the running batch and the story made for it (null until its upload starts). */
export interface BatchStory {
  entry: BatchEntry;
  storyId: string | null;
}

/**
 * The batch's files with their stories. A file's story appears in its own actor when its upload starts, which the
 * batch's snapshot does not show, so each file's actor is followed.
 */
export function useBatchStories(entries: readonly BatchEntry[]): BatchStory[] {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscriptions = entries.map((entry) => entry.ref.subscribe(onChange));
      return () => {
        for (const subscription of subscriptions) subscription.unsubscribe();
      };
    },
    [entries],
  );
  // A string, so an unchanged list of ids reads as unchanged and nothing renders again.
  const ids = useSyncExternalStore(subscribe, () =>
    entries.map((entry) => entry.ref.getSnapshot().context.session?.storyId ?? '').join(' '),
  );
  return useMemo(() => {
    const storyIds = ids.split(' ');
    return entries.map((entry, index) => ({ entry, storyId: storyIds[index] || null }));
  }, [entries, ids]);
}
