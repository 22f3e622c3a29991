import {
  Clock,
  LocalMediaRecorder,
  LocalRecordingStore,
  localRecorderActors,
  localRecorderMachine,
  messages,
  type RecordingRequest,
  recordingSettings,
  StorageQuota,
} from '@storykeep/core';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type ActorRefFrom, createActor } from 'xstate';
import { useContainer } from './container-context.js';
import { useLocalRecordingSync } from './local-recording-sync.js';
import { useNotify } from './notices.js';
import { useWorkspace } from './workspace-context.js';

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
  const container = useContainer();
  const sync = useLocalRecordingSync();
  // Read through a ref: the background upload starts after its chunk loads, and its arrival must not restart a
  // recorder that may already be recording; the stream it holds is handed over when it comes (below).
  const syncRef = useRef(sync);
  syncRef.current = sync;
  const heldRef = useRef<string | null>(null);
  const notify = useNotify();
  const [actor, setActor] = useState<LocalRecorderRef | null>(null);
  useEffect(() => {
    if (sync && heldRef.current) sync.send({ type: 'sync.hold', streamId: heldRef.current });
  }, [sync]);
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
    const release = (force: boolean) => {
      const sync = syncRef.current;
      const held = heldRef.current;
      // Signing out stops the background upload first; the stream is then found on the next visit.
      if (!held || sync?.getSnapshot().status !== 'active') return;
      sync?.send({ type: 'sync.release', streamId: held });
      if (force) sync?.send({ type: 'sync.force', streamId: held });
      heldRef.current = null;
    };
    const subscription = running.subscribe((snapshot) => {
      const streamId = snapshot.context.request?.streamId ?? null;
      if (snapshot.matches('recording') && streamId && heldRef.current !== streamId) {
        heldRef.current = streamId;
        syncRef.current?.send({ type: 'sync.hold', streamId });
      } else if ((snapshot.matches('stopped') || snapshot.matches('failed')) && heldRef.current) {
        if (snapshot.matches('stopped')) notify({ text: messages.localMediaFinishing, intent: 'success' });
        release(true);
      }
    });
    // A closed part is uploaded while the recording goes on; its completion still waits for the stop.
    const partClosed = running.on('recording.partClosed', (event) => {
      const sync = syncRef.current;
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
  }, [container, notify]);
  const snapshot = useSelector(actor ?? undefined, (s) => s);
  // The organization's recording flags (format, bitrate, picture size, streaming, WAV) decide how every recording is made.
  const { flags } = useWorkspace();
  const start = useCallback(
    (request: RecordingRequest) => actor?.send({ type: 'recording.start', settings: recordingSettings(flags), ...request }),
    [actor, flags],
  );
  const pause = useCallback(() => actor?.send({ type: 'recording.pause' }), [actor]);
  const resume = useCallback(() => actor?.send({ type: 'recording.resume' }), [actor]);
  const stop = useCallback(() => actor?.send({ type: 'recording.stop' }), [actor]);
  return { snapshot, start, pause, resume, stop };
}
