import {
  Clock,
  LocalMediaRecorder,
  LocalRecordingStore,
  localRecorderActors,
  localRecorderMachine,
  messages,
  type RecordingRequest,
  StorageQuota,
} from '@storykeep/core';
import { useSelector } from '@xstate/react';
import { useCallback, useContext, useEffect, useState } from 'react';
import { type ActorRefFrom, createActor } from 'xstate';
import { ContainerContext } from './container-context.js';
import { useLocalRecordingSync } from './local-recording-sync.js';
import { useNotify } from './notices.js';

export type LocalRecorderRef = ActorRefFrom<typeof localRecorderMachine>;
export type LocalRecorderSnapshot = ReturnType<LocalRecorderRef['getSnapshot']>;

const newId = () => globalThis.crypto.randomUUID();

/**
 * This device's local recorder for a page (the in-person page, the call screen): its state and start, pause, resume,
 * stop. While it records, the background upload sends only its closed parts, as each closes; once stopped, the rest is
 * uploaded and the stream completed at once.
 * Leaving the page mid-recording keeps every stored slice, and the background upload takes it after a quiet minute.
 */
export function useLocalRecorder() {
  const container = useContext(ContainerContext);
  const sync = useLocalRecordingSync();
  const notify = useNotify();
  const [actor, setActor] = useState<LocalRecorderRef | null>(null);
  useEffect(() => {
    if (!container) return;
    const machine = localRecorderMachine.provide({
      actors: localRecorderActors({
        recorder: container.get<LocalMediaRecorder>(LocalMediaRecorder),
        store: container.get<LocalRecordingStore>(LocalRecordingStore),
        quota: container.get<StorageQuota>(StorageQuota),
        clock: container.get<Clock>(Clock),
        newId,
      }),
    });
    const running = createActor(machine);
    let held: string | null = null;
    const release = (force: boolean) => {
      // Signing out stops the background upload first; the stream is then found on the next visit.
      if (!held || sync?.getSnapshot().status !== 'active') return;
      sync?.send({ type: 'sync.release', streamId: held });
      if (force) sync?.send({ type: 'sync.force', streamId: held });
      held = null;
    };
    const subscription = running.subscribe((snapshot) => {
      const streamId = snapshot.context.request?.streamId ?? null;
      if (snapshot.matches('recording') && streamId && held !== streamId) {
        held = streamId;
        sync?.send({ type: 'sync.hold', streamId });
      } else if ((snapshot.matches('stopped') || snapshot.matches('failed')) && held) {
        if (snapshot.matches('stopped')) notify({ text: messages.localMediaFinishing, intent: 'success' });
        release(true);
      }
    });
    // A closed part is uploaded while the recording goes on; its completion still waits for the stop.
    const partClosed = running.on('recording.partClosed', (event) => {
      if (sync?.getSnapshot().status === 'active') sync.send({ type: 'sync.partClosed', streamId: event.streamId });
    });
    running.start();
    setActor(running);
    return () => {
      partClosed.unsubscribe();
      subscription.unsubscribe();
      running.stop();
      release(false);
      setActor(null);
    };
  }, [container, sync, notify]);
  const snapshot = useSelector(actor ?? undefined, (s) => s);
  const start = useCallback((request: RecordingRequest) => actor?.send({ type: 'recording.start', ...request }), [actor]);
  const pause = useCallback(() => actor?.send({ type: 'recording.pause' }), [actor]);
  const resume = useCallback(() => actor?.send({ type: 'recording.resume' }), [actor]);
  const stop = useCallback(() => actor?.send({ type: 'recording.stop' }), [actor]);
  return { snapshot, start, pause, resume, stop };
}
