import { StoryApi, shellMessages, UploadApi, type uploadBatchMachine } from '@storykeep/core';
import { useSelector } from '@xstate/react';
import { createContext, type ReactNode, use, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useContainerSource, useLateBoundService } from '../../shared/container-context.js';
import { useNotify } from '../../shared/notices.js';
import { tracked } from '../../shared/tracked-promise.js';
import { type UploadStatus, UploadStatusProvider } from '../../shared/upload-status.js';
import type { Clock } from './upload-batch.js';

export type UploadBatchRef = ActorRefFrom<typeof uploadBatchMachine>;

/** The app's one upload batch, started on first demand. */
interface UploadBatchStore {
  batch: UploadBatchRef | null;
  /** Starts the batch (once) and answers it. */
  start(): Promise<UploadBatchRef>;
  subscribe(listener: () => void): () => void;
  stop(): void;
  /** Providers showing it now. */
  mounted: number;
}

function batchStore(make: () => Promise<UploadBatchRef>): UploadBatchStore {
  const listeners = new Set<() => void>();
  let starting: Promise<UploadBatchRef> | null = null;
  const store: UploadBatchStore = {
    batch: null,
    mounted: 0,
    start() {
      starting ??= tracked(
        make().then((batch) => {
          store.batch = batch;
          for (const listener of listeners) listener();
          return batch;
        }),
      );
      return starting;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      store.batch?.stop();
    },
  };
  return store;
}

// Kept by the container the app runs on (and the clock it was given, for tests) rather than in the provider's state: a
// page that suspends while the batch's chunk loads can throw away a first render, state and all, and the batch must
// not start twice.
const stores = new WeakMap<object, Map<Clock | undefined, UploadBatchStore>>();

const UploadBatchContext = createContext<UploadBatchStore | null>(null);

/**
 * The running upload batch, shared by the upload page, the uploading-metadata page and the layout's progress box. The
 * first page to ask starts it, suspending until its machines' chunk is in.
 */
export function useUploadBatch(): UploadBatchRef {
  const store = useContext(UploadBatchContext);
  if (!store) throw new Error('useUploadBatch needs an UploadProvider above it');
  // Always through use(), started or not: React needs a component that suspended on it to call it again on its retry.
  return use(store.start());
}

/** Warns before the tab closes or reloads while files are still going up (the browser shows its own wording). */
function useUnloadWarning(uploading: boolean): void {
  useEffect(() => {
    if (!uploading) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = shellMessages.leaveDuringUploads;
      return shellMessages.leaveDuringUploads;
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
  // Resolved when the batch calls them, from the upload pages, which render once the container is in.
  const uploads = useLateBoundService<UploadApi>(UploadApi);
  const stories = useLateBoundService<StoryApi>(StoryApi);
  const notify = useNotify();
  const source = useContainerSource();
  const byClock = stores.get(source) ?? new Map<Clock | undefined, UploadBatchStore>();
  stores.set(source, byClock);
  let store = byClock.get(clock);
  if (!store) {
    store = batchStore(() => import('./upload-batch.js').then((m) => m.startUploadBatch(uploads, stories, notify, clock)));
    byClock.set(clock, store);
  }
  const current = store;
  useEffect(() => {
    current.mounted += 1;
    return () => {
      current.mounted -= 1;
      // Stopped only if no provider took it back at once (React's strict mode unmounts and mounts again in development).
      setTimeout(() => {
        if (current.mounted > 0) return;
        current.stop();
        stores.get(source)?.delete(clock);
      });
    };
  }, [current, source, clock]);
  const batch = useSyncExternalStore(current.subscribe, () => current.batch);
  // Until an upload page starts the batch, nothing is uploading.
  const active = batch ?? undefined;
  const uploading = useSelector(active, (s) => s?.context.uploading ?? false) ?? false;
  const completed = useSelector(active, (s) => s?.context.current ?? 0) ?? 0;
  const total = useSelector(active, (s) => s?.context.total ?? 0) ?? 0;
  const failed = useSelector(active, (s) => s?.context.entries.filter((e) => e.outcome === 'failed').length ?? 0) ?? 0;
  const projectId = useSelector(active, (s) => s?.context.entries[0]?.ref.getSnapshot().context.target.projectId ?? null) ?? null;
  const status = useMemo<UploadStatus>(
    () => ({ uploading, completed, total, failed, projectId }),
    [uploading, completed, total, failed, projectId],
  );
  useUnloadWarning(uploading);
  return (
    <UploadBatchContext.Provider value={current}>
      <UploadStatusProvider value={status}>{children}</UploadStatusProvider>
    </UploadBatchContext.Provider>
  );
}
