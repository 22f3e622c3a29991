import { type ArchivePackageState, archivePackageFromTask, messages, SharingApi } from '@storykeep/core';
import { useCallback, useState } from 'react';
import { useOptionalService } from './optional-service.js';
import { useMounted } from './use-local-recordings-download.js';
import { useTaskWatch } from './use-task-watch.js';

export type ArchivePackage = ArchivePackageState | { status: 'Idle' } | { status: 'Starting' };

/**
 * Starts building a story's archival package (a job on the server, stored in the media store) and follows it on the
 * task service, with its progress, until it offers a download address or fails. Null without a SharingApi bound.
 */
export function useArchivePackage(storyId: string): { state: ArchivePackage; start(): void } | null {
  const sharing = useOptionalService<SharingApi>(SharingApi);
  const [state, setState] = useState<ArchivePackage>({ status: 'Idle' });
  const [taskId, setTaskId] = useState<string | null>(null);
  const mounted = useMounted();

  useTaskWatch(taskId, (task) => {
    const build = archivePackageFromTask(task);
    setState(build);
    return build.status !== 'Pending';
  });

  const start = useCallback(() => {
    if (!sharing) return;
    setState({ status: 'Starting' });
    setTaskId(null);
    sharing.startArchivePackage(storyId).then(
      (id) => {
        if (!mounted.current) return;
        setState({ status: 'Pending', progress: null });
        setTaskId(id);
      },
      () => mounted.current && setState({ status: 'Failed', message: messages.archivePackageFailed }),
    );
  }, [sharing, storyId, mounted]);

  return sharing ? { state, start } : null;
}
