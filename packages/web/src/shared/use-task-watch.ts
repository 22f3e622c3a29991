import { type AsyncTask, TaskService } from '@storykeep/core';
import { useEffect, useRef } from 'react';
import { useService } from './container-context.js';

/** How long to wait before watching a task again when the task service dropped or refused the watch. */
export const DOWNLOAD_REWATCH_MS = 3000;

/**
 * Follows one task on the task service until `onTask` says it ended (answers true). A watch that errors or ends
 * before the task does is opened again a little later: the service answers a new watch with the task as it stands,
 * so nothing is missed. Nothing is watched while `taskId` is null.
 */
export function useTaskWatch(taskId: string | null, onTask: (task: AsyncTask) => boolean): void {
  const tasks = useService<TaskService>(TaskService);
  const latest = useRef(onTask);
  latest.current = onTask;
  useEffect(() => {
    if (!taskId) return;
    let live = true;
    let ended = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let subscription: { unsubscribe(): void } | undefined;
    const watch = () => {
      subscription = tasks.watchAsyncTask(taskId).subscribe({
        next: (task) => {
          if (!live) return;
          ended = latest.current(task);
        },
        error: () => rewatch(),
        complete: () => rewatch(),
      });
    };
    const rewatch = () => {
      if (live && !ended) timer = setTimeout(watch, DOWNLOAD_REWATCH_MS);
    };
    watch();
    return () => {
      live = false;
      subscription?.unsubscribe();
      if (timer) clearTimeout(timer);
    };
  }, [tasks, taskId]);
}
