import { BULK_UPLOAD_STORIES_MAX } from '@storykeep/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { storyIdsParam } from './metadata-draft.js';
import type { BatchStory } from './use-batch-stories.js';

const PARAM = 'stories';

export interface ListedStoryIds {
  /** Every story the page lists: the batch's, then those only the address names. */
  all: string[];
  /** Stories the address names that are not in this tab's batch (the page was reloaded, or opened from a link). */
  recovered: string[];
}

/**
 * The stories of the page, kept in its address (`?stories=a,b`) so a reload, which loses the files, still finds the
 * stories made for them. A story whose file was removed from the batch leaves the list.
 */
export function useListedStoryIds(batch: readonly BatchStory[]): ListedStoryIds {
  const [params, setParams] = useSearchParams();
  const [fromAddress] = useState(() => storyIdsParam(params.get(PARAM), BULK_UPLOAD_STORIES_MAX));
  const everInBatch = useRef(new Set<string>());
  const batchKey = batch.flatMap((b) => b.storyId ?? []).join(' ');
  const listed = useMemo(() => {
    const inBatch = batchKey ? batchKey.split(' ') : [];
    for (const id of inBatch) everInBatch.current.add(id);
    const room = Math.max(0, BULK_UPLOAD_STORIES_MAX - inBatch.length);
    const recovered = fromAddress.filter((id) => !everInBatch.current.has(id)).slice(0, room);
    return { all: [...inBatch, ...recovered], recovered };
  }, [batchKey, fromAddress]);
  const wanted = listed.all.join(',');
  useEffect(() => {
    if ((params.get(PARAM) ?? '') === wanted) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (wanted) next.set(PARAM, wanted);
        else next.delete(PARAM);
        return next;
      },
      { replace: true },
    );
  }, [wanted, params, setParams]);
  return listed;
}
