import { type DownloadBuildState, downloadBuildFromTask, messages, SharingApi } from '@storykeep/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useOptionalService } from './optional-service.js';
import { useTaskWatch } from './use-task-watch.js';

export { DOWNLOAD_REWATCH_MS } from './use-task-watch.js';

export type LocalRecordingsDownload = DownloadBuildState | { status: 'Idle' } | { status: 'Starting' };

/**
 * Starts packing a story's local recordings and follows the build on the task service until it has a file or fails.
 * Null without a SharingApi bound.
 */
export function useLocalRecordingsDownload(storyId: string): { state: LocalRecordingsDownload; start(): void } | null {
  const sharing = useOptionalService<SharingApi>(SharingApi);
  const [state, setState] = useState<LocalRecordingsDownload>({ status: 'Idle' });
  const [taskId, setTaskId] = useState<string | null>(null);
  const mounted = useMounted();

  useTaskWatch(taskId, (task) => {
    const build = downloadBuildFromTask(task);
    setState(build);
    return build.status !== 'Pending';
  });

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
  }, [sharing, storyId, mounted]);

  return sharing ? { state, start } : null;
}

/** Whether the component is still mounted, for answers that arrive after it left. */
export function useMounted(): { readonly current: boolean } {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}
