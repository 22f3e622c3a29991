import { messages, StoryApi, UploadApi, uploadBatchMachine } from '@storykeep/core';
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react';
import type { ActorOptions, ActorRefFrom, AnyActorLogic } from 'xstate';

/** XState's clock (timeouts), as actor options take it. */
type Clock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;

import { useService } from '../../shared/container-context.js';
import { inspectOption } from '../../shared/inspector.js';
import { useNotify } from '../../shared/notices.js';
import { wiredFileUploadMachine as wiredFileUpload } from '../../shared/upload-actors.js';
import { type UploadStatus, UploadStatusProvider } from '../../shared/upload-status.js';

export type UploadBatchRef = ActorRefFrom<typeof uploadBatchMachine>;

const UploadBatchContext = createContext<UploadBatchRef | null>(null);

/** The running upload batch, shared by the upload page, the uploading-metadata page and the layout's progress box. */
export function useUploadBatch(): UploadBatchRef {
  const batch = useContext(UploadBatchContext);
  if (!batch) throw new Error('useUploadBatch needs an UploadProvider above it');
  return batch;
}

/** Warns before the tab closes or reloads while files are still going up (the browser shows its own wording). */
function useUnloadWarning(uploading: boolean): void {
  useEffect(() => {
    if (!uploading) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = messages.leaveDuringUploads;
      return messages.leaveDuringUploads;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [uploading]);
}

/**
 * Runs one upload batch for the whole app, so uploads go on while the user moves between pages. It provides the
 * batch to the upload pages and the shell's `UploadStatus` to the progress box. `clock` is for tests.
 */
export function UploadProvider({ children, clock }: { children: ReactNode; clock?: Clock }) {
  const uploads = useService<UploadApi>(UploadApi);
  const stories = useService<StoryApi>(StoryApi);
  const notify = useNotify();
  const machine = useMemo(
    () =>
      uploadBatchMachine.provide({
        actors: { fileUpload: wiredFileUpload(uploads, stories) },
        actions: { notify: (_, notice) => notify(notice) },
      }),
    [uploads, stories, notify],
  );
  const batch = useActorRef(machine, { ...inspectOption(), ...(clock ? { clock } : {}) });
  const uploading = useSelector(batch, (s) => s.context.uploading);
  const current = useSelector(batch, (s) => s.context.current);
  const total = useSelector(batch, (s) => s.context.total);
  const failed = useSelector(batch, (s) => s.context.entries.filter((e) => e.outcome === 'failed').length);
  const projectId = useSelector(batch, (s) => s.context.entries[0]?.ref.getSnapshot().context.target.projectId ?? null);
  const status = useMemo<UploadStatus>(
    () => ({ uploading, completed: current, total, failed, projectId }),
    [uploading, current, total, failed, projectId],
  );
  useUnloadWarning(uploading);
  return (
    <UploadBatchContext.Provider value={batch}>
      <UploadStatusProvider value={status}>{children}</UploadStatusProvider>
    </UploadBatchContext.Provider>
  );
}
