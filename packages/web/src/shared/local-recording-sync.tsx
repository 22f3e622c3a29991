import type { LocalSyncStream } from '@storykeep/core';
import { useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { useAuth } from './auth-context.js';
import { useContainerLoader, useLoadedContainer } from './container-context.js';
import type { LocalSyncRef } from './local-sync-engine.js';
import { useNotify } from './notices.js';

export type { LocalSyncRef };

const SyncContext = createContext<LocalSyncRef | null>(null);
const GuestContext = createContext<(() => void) | null>(null);

const loadEngine = () => import('./local-sync-engine.js');

/**
 * Runs the background upload of local recordings while someone is signed in, on every page: anything recorded on this
 * device, in this visit or an earlier one, is uploaded and the person is told how it goes. A call guest has no account:
 * once they are in a call, or open any page while this device holds a guest's recording, it runs for them too, for the
 * recordings their join token admits.
 */
export function LocalRecordingSyncProvider({
  children,
  mayHoldRecordings = always,
}: {
  children: ReactNode;
  /** False when the device surely holds no local recording, so a signed-out page need not load the container to look. */
  mayHoldRecordings?: () => Promise<boolean>;
}) {
  const container = useLoadedContainer();
  const loadContainer = useContainerLoader();
  const notify = useNotify();
  const signedIn = useAuth((s) => Boolean(s.context.token));
  const userId = useAuth((s) => (s.context.authenticated ? s.context.user_id : null));
  const [actor, setActor] = useState<LocalSyncRef | null>(null);
  const [guest, setGuest] = useState(false);
  const enableGuest = useMemo(() => () => setGuest(true), []);
  // A guest's recording left from an earlier visit (the tab closed mid-upload) resumes on any page they open.
  useEffect(() => {
    if (signedIn || guest) return;
    let live = true;
    (async () => {
      if (!(await mayHoldRecordings())) return;
      const [loaded, engine] = await Promise.all([loadContainer(), loadEngine()]);
      if (live && (await engine.holdsGuestRecording(loaded))) setGuest(true);
    })().catch(() => undefined);
    return () => {
      live = false;
    };
  }, [loadContainer, mayHoldRecordings, signedIn, guest]);
  useEffect(() => {
    // Nothing to do until the container is in (it loads once someone is signed in, or a page needs it).
    if (!container || !(signedIn || guest)) return;
    let sync: ReturnType<Awaited<ReturnType<typeof loadEngine>>['startLocalSync']> | null = null;
    let live = true;
    loadEngine()
      .then((engine) => {
        if (!live) return;
        sync = engine.startLocalSync(container, userId, notify);
        setActor(sync.actor);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      sync?.stop();
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
const always = () => Promise.resolve(true);

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
