import { type AsyncTask, SharingApi } from '@storykeep/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useOptionalService } from './optional-service.js';
import { useTaskWatch } from './use-task-watch.js';

/** A build the server runs as a task: not asked for yet, being asked for, or as the task service last told it. */
export type TaskBuild<S> = S | { status: 'Idle' } | { status: 'Starting' };

/** What differs between builds: how one is started, how its task reads, and the states before and after. */
export interface TaskBuildKind<S extends { status: string }> {
  start(sharing: SharingApi, storyId: string): Promise<string>;
  fromTask(task: AsyncTask): S;
  /** The state while the server builds, before the task service says more. */
  pending: S;
  /** The state when the build could not even be started. */
  failed: S;
}

/**
 * Starts a build of a story's files on the server (the archival package, the local recordings' download) and follows
 * its task until it offers a file or fails. Null without a SharingApi bound.
 */
export function useTaskBuild<S extends { status: string }>(
  storyId: string,
  kind: TaskBuildKind<S>,
): { state: TaskBuild<S>; start(): void } | null {
  const sharing = useOptionalService<SharingApi>(SharingApi);
  const [state, setState] = useState<TaskBuild<S>>({ status: 'Idle' });
  const [taskId, setTaskId] = useState<string | null>(null);
  const mounted = useMounted();
  const latestKind = useRef(kind);
  latestKind.current = kind;

  useTaskWatch(taskId, (task) => {
    const build = latestKind.current.fromTask(task);
    setState(build);
    return build.status !== 'Pending';
  });

  const start = useCallback(() => {
    if (!sharing) return;
    const { start: begin, pending, failed } = latestKind.current;
    setState({ status: 'Starting' });
    setTaskId(null);
    begin(sharing, storyId).then(
      (id) => {
        if (!mounted.current) return;
        setState(pending);
        setTaskId(id);
      },
      () => mounted.current && setState(failed),
    );
  }, [sharing, storyId, mounted]);

  return sharing ? { state, start } : null;
}

/** Whether the component is still mounted, for answers that arrive after it left. */
function useMounted(): { readonly current: boolean } {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}
