import { type DownloadBuildState, downloadBuildFromTask, messages, SharingApi, TaskService } from '@storykeep/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useService } from '../../shared/container-context.js';
import { useOptionalService } from '../../shared/optional-service.js';

/** How long to wait before watching a build again when the task service dropped or refused the watch. */
export const DOWNLOAD_REWATCH_MS = 3000;

export type LocalRecordingsDownload = DownloadBuildState | { status: 'Idle' } | { status: 'Starting' };

/**
 * Starts packing a story's local recordings and follows the build on the task service until it has a file or fails.
 * A watch that errors or ends before the build does is opened again a little later: the service answers a new watch
 * with the task as it stands, so nothing is missed. Null without a SharingApi bound.
 */
export function useLocalRecordingsDownload(storyId: string): { state: LocalRecordingsDownload; start(): void } | null {
  const sharing = useOptionalService<SharingApi>(SharingApi);
  const tasks = useService<TaskService>(TaskService);
  const [state, setState] = useState<LocalRecordingsDownload>({ status: 'Idle' });
  const [taskId, setTaskId] = useState<string | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (!taskId) return;
    let live = true;
    let ended = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let subscription: { unsubscribe(): void } | undefined;
    const watch = () => {
      subscription = tasks.watchAsyncTask(taskId).subscribe({
        next: (task) => {
          const build = downloadBuildFromTask(task);
          if (!live) return;
          setState(build);
          ended = build.status !== 'Pending';
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

  const start = useCallback(() => {
    if (!sharing) return;
    setState({ status: 'Starting' });
    setTaskId(null);
    sharing.downloadAllLocalVideos(storyId).then(
      (id) => {
        if (!mounted.current) return;
        setState({ status: 'Pending' });
        setTaskId(id);
      },
      () => mounted.current && setState({ status: 'Failed', message: messages.localRecordingsDownloadFailed }),
    );
  }, [sharing, storyId]);

  return sharing ? { state, start } : null;
}
