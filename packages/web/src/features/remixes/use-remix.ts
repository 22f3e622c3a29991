import { type Remix, RemixApi, TaskService } from '@storykeep/core';
import { useEffect, useState } from 'react';
import { useService } from '../../shared/container-context.js';

/** How often a remix still rendering is read again when its task cannot be followed live. */
export const REMIX_POLL_MS = 3000;

/** How the remix's render is followed: live over the task service, or by reading it again every few seconds. */
export type RenderFollow = 'live' | 'polling';

export type LoadedRemix =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'ready'; remix: Remix; replace(remix: Remix): void; follow: RenderFollow; progress: number | null };

/**
 * A remix; while its file is being made, its render task is watched on the task service and the remix read again
 * once the task ends, so the page turns to the player without a reload. Where the task service refuses the watch
 * (it follows a story the person may not see) or drops, the remix is read again every few seconds instead.
 */
export function useRemix(remixId: string): LoadedRemix {
  const api = useService<RemixApi>(RemixApi);
  const tasks = useService<TaskService>(TaskService);
  const [remix, setRemix] = useState<Remix | null>(null);
  const [failed, setFailed] = useState(false);
  const [follow, setFollow] = useState<RenderFollow>('live');
  // How far the render is, as its task last told (0 to 1); null until it says.
  const [progress, setProgress] = useState<number | null>(null);
  const taskId = remix?.state === 'pending' ? (remix.taskId ?? '') : null;

  useEffect(() => {
    let live = true;
    api.read(remixId).then(
      (next) => live && setRemix(next),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [api, remixId]);

  // A reorder makes the remix pending under a new task, which restarts the watch.
  useEffect(() => {
    if (taskId === null) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = () => {
      setFollow('polling');
      timer = setTimeout(() => void reread(true), REMIX_POLL_MS);
    };
    // `keepReading`: when the remix is still pending under this task, look again later (a watch that ended early
    // or a refused watch leaves nothing else to wake the page).
    const reread = async (keepReading: boolean) => {
      try {
        const next = await api.read(remixId);
        if (!live) return;
        setRemix(next);
        if (keepReading && next.state === 'pending' && (next.taskId ?? '') === taskId) poll();
      } catch {
        if (live) setFailed(true);
      }
    };
    if (!taskId) {
      poll();
      return () => {
        live = false;
        if (timer) clearTimeout(timer);
      };
    }
    setFollow('live');
    setProgress(null);
    // The end of the task is read once, whether its last update or the end of the watch tells it first.
    let ended = false;
    const subscription = tasks.watchAsyncTask(taskId).subscribe({
      next: (task) => {
        if (typeof task.progress === 'number') setProgress(task.progress);
        if (task.status !== 'pending' && !ended) {
          ended = true;
          void reread(true);
        }
      },
      error: () => {
        if (live) poll();
      },
      // The service may end the watch when the task ends: read the remix once more in case that update was missed.
      complete: () => {
        if (live && !ended) void reread(true);
      },
    });
    return () => {
      live = false;
      subscription.unsubscribe();
      if (timer) clearTimeout(timer);
    };
  }, [api, tasks, remixId, taskId]);

  if (failed) return { state: 'failed' };
  if (!remix) return { state: 'loading' };
  return { state: 'ready', remix, replace: setRemix, follow, progress };
}
