import {
  Clock,
  ContentDigest,
  LocalRecordingStore,
  LocalRecordingUploadApi,
  type LocalSyncEmitted,
  loadStream,
  localSyncMachine,
  localUploadActors,
  localUploadMachine,
  messages,
  type Notice,
  needsAttention,
  streamsToSync,
} from '@storykeep/core';
import type { Container } from 'inversify';
import { type ActorRefFrom, createActor, fromPromise } from 'xstate';

// The background upload's machines, in a chunk of their own: loaded once someone signed in (or a call guest's
// recording) needs them, not by every first page.

export type LocalSyncRef = ActorRefFrom<typeof localSyncMachine>;

/** What the person is told as an upload goes: started, done, kept on the device (needing attention), or given up. */
function noticeFor(event: LocalSyncEmitted): Notice {
  if (event.type === 'upload.started') return { text: messages.localMediaUploading, intent: 'success' };
  if (event.type === 'upload.completed') return { text: messages.localMediaUploaded, intent: 'success' };
  if (needsAttention(event.failure)) return { text: messages.localRecordingKept, intent: 'error' };
  return { text: messages.localMediaUploadFailed, intent: 'error' };
}

/** Whether the device holds a recording of a call guest that the background upload would take. */
export async function holdsGuestRecording(container: Container): Promise<boolean> {
  const streams = await container.get<LocalRecordingStore>(LocalRecordingStore).listStreams();
  return streamsToSync(streams, null).length > 0;
}

/** Starts the background upload for `userId` (null: a call guest); `stop` ends it. */
export function startLocalSync(container: Container, userId: string | null, notify: (notice: Notice) => void) {
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
      // Every 5 s while anything is stored: the streams as the device holds them now (one gone meanwhile is left out).
      readStored: fromPromise(async ({ input }: { input: { streamIds: string[] } }) => {
        const loaded = await Promise.all(input.streamIds.map((id) => loadStream(ports, id).catch(() => null)));
        return loaded.flatMap((stream) => (stream ? [stream] : []));
      }),
    },
  });
  const running = createActor(machine, { input: {} });
  const subscription = running.on('*', (event) => notify(noticeFor(event as LocalSyncEmitted)));
  running.start();
  // Back online: look for waiting recordings now rather than at the next minute's check.
  const online = () => running.send({ type: 'sync.check' });
  window.addEventListener('online', online);
  return {
    actor: running as LocalSyncRef,
    stop() {
      window.removeEventListener('online', online);
      subscription.unsubscribe();
      running.stop();
    },
  };
}
