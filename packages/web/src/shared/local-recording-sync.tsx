import {
  Clock,
  ContentDigest,
  LocalRecordingStore,
  LocalRecordingUploadApi,
  type LocalSyncEmitted,
  type LocalSyncStream,
  localSyncMachine,
  localUploadActors,
  localUploadMachine,
  messages,
  needsAttention,
  streamsToSync,
} from '@storykeep/core';
import { useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { type ActorRefFrom, createActor, fromPromise } from 'xstate';
import { useAuth } from './auth-context.js';
import { ContainerContext } from './container-context.js';
import { useNotify } from './notices.js';

export type LocalSyncRef = ActorRefFrom<typeof localSyncMachine>;

const SyncContext = createContext<LocalSyncRef | null>(null);
const GuestContext = createContext<(() => void) | null>(null);

/** What the person is told as an upload goes: started, done, kept on the device (needing attention), or given up. */
function noticeFor(event: LocalSyncEmitted) {
  if (event.type === 'upload.started') return { text: messages.localMediaUploading, intent: 'success' as const };
  if (event.type === 'upload.completed') return { text: messages.localMediaUploaded, intent: 'success' as const };
  if (needsAttention(event.failure)) return { text: messages.localRecordingKept, intent: 'error' as const };
  return { text: messages.localMediaUploadFailed, intent: 'error' as const };
}

/**
 * Runs the background upload of local recordings while someone is signed in, on every page: anything recorded on this
 * device, in this visit or an earlier one, is uploaded and the person is told how it goes. A call guest has no account:
 * once they are in a call, or open any page while this device holds a guest's recording, it runs for them too, for the
 * recordings their join token admits.
 */
export function LocalRecordingSyncProvider({ children }: { children: ReactNode }) {
  const container = useContext(ContainerContext);
  const notify = useNotify();
  const signedIn = useAuth((s) => Boolean(s.context.token));
  const userId = useAuth((s) => (s.context.authenticated ? s.context.user_id : null));
  const [actor, setActor] = useState<LocalSyncRef | null>(null);
  const [guest, setGuest] = useState(false);
  const enableGuest = useMemo(() => () => setGuest(true), []);
  // A guest's recording left from an earlier visit (the tab closed mid-upload) resumes on any page they open.
  useEffect(() => {
    if (!container || signedIn || guest) return;
    let live = true;
    container
      .get<LocalRecordingStore>(LocalRecordingStore)
      .listStreams()
      .then((streams) => {
        if (live && streamsToSync(streams, null).length > 0) setGuest(true);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [container, signedIn, guest]);
  useEffect(() => {
    if (!container || !(signedIn || guest)) return;
    const store = container.get<LocalRecordingStore>(LocalRecordingStore);
    const ports = {
      store,
      api: container.get<LocalRecordingUploadApi>(LocalRecordingUploadApi),
      clock: container.get<Clock>(Clock),
      digest: container.get<ContentDigest>(ContentDigest),
    };
    const machine = localSyncMachine.provide({
      actors: {
        listStreams: fromPromise(async () => streamsToSync(await store.listStreams(), userId)),
        upload: localUploadMachine.provide({ actors: localUploadActors(ports) }),
      },
    });
    const running = createActor(machine, { input: {} });
    const subscription = running.on('*', (event) => notify(noticeFor(event as LocalSyncEmitted)));
    running.start();
    setActor(running);
    // Back online: look for waiting recordings now rather than at the next minute's check.
    const online = () => running.send({ type: 'sync.check' });
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      subscription.unsubscribe();
      running.stop();
      setActor(null);
    };
  }, [container, signedIn, guest, userId, notify]);
  return (
    <GuestContext.Provider value={enableGuest}>
      <SyncContext.Provider value={actor}>{children}</SyncContext.Provider>
    </GuestContext.Provider>
  );
}

/** Turns the background upload on for a call guest without an account (it already runs for the signed-in). */
export function useGuestRecordingUploads(): () => void {
  return useContext(GuestContext) ?? noop;
}

const noop = () => undefined;

/** The background upload of local recordings, or null while nobody is signed in. */
export function useLocalRecordingSync(): LocalSyncRef | null {
  return useContext(SyncContext);
}

const NO_STREAMS: Record<string, LocalSyncStream> = {};

/** Every local recording stream the background upload knows of, by stream id. */
export function useLocalRecordingStreams(): Record<string, LocalSyncStream> {
  const sync = useLocalRecordingSync();
  return useSelector(sync ?? undefined, (s) => s?.context.streams ?? NO_STREAMS) ?? NO_STREAMS;
}
