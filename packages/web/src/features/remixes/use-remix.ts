import { type Remix, RemixApi } from '@storykeep/core';
import { useEffect, useState } from 'react';
import { useService } from '../../shared/container-context.js';

/** How often a remix still rendering is read again. */
export const REMIX_POLL_MS = 3000;

export type LoadedRemix = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; remix: Remix; replace(remix: Remix): void };

/** A remix, read again every few seconds while its file is being made. */
export function useRemix(remixId: string): LoadedRemix {
  const api = useService<RemixApi>(RemixApi);
  const [remix, setRemix] = useState<Remix | null>(null);
  const [failed, setFailed] = useState(false);
  const pending = remix?.state === 'pending';
  // biome-ignore lint/correctness/useExhaustiveDependencies: a reorder makes the remix pending again, which must restart polling
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async () => {
      try {
        const next = await api.read(remixId);
        if (!live) return;
        setRemix(next);
        if (next.state === 'pending') timer = setTimeout(load, REMIX_POLL_MS);
      } catch {
        if (live) setFailed(true);
      }
    };
    void load();
    return () => {
      live = false;
      if (timer) clearTimeout(timer);
    };
  }, [api, remixId, pending]);
  if (failed) return { state: 'failed' };
  if (!remix) return { state: 'loading' };
  return { state: 'ready', remix, replace: setRemix };
}
