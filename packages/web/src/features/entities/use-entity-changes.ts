import { EntityApi, type EntityApi as EntityApiPort, messages } from '@storykeep/core';
import { useState } from 'react';
import { useService } from '../../shared/container-context.js';
import { useNotify } from '../../shared/notices.js';
import { changeFailure } from './entity-labels.js';

/** Rename, merge, hide and show, each announced; `onChanged` reloads what the page shows. */
export function useEntityChanges(onChanged: () => void) {
  const api = useService<EntityApiPort>(EntityApi);
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = async (change: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await change();
      notify({ intent: 'success', text: done });
      onChanged();
    } catch (error) {
      notify({ intent: 'error', text: changeFailure(error) });
    } finally {
      setBusy(false);
    }
  };
  return {
    busy,
    rename: (id: string, name: string | null) => run(() => api.rename(id, name), messages.entityRenamed),
    merge: (id: string, into: string) => run(() => api.merge(id, into), messages.entityMerged),
    unmerge: (id: string) => run(() => api.unmerge(id), messages.entitySeparated),
    setHidden: (id: string, hidden: boolean) => run(() => api.setHidden(id, hidden), hidden ? messages.entityHidden : messages.entityShown),
  };
}

export type EntityChanges = ReturnType<typeof useEntityChanges>;
