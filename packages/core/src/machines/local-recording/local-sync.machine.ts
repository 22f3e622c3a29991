import { type ActorRefFrom, assign, emit, enqueueActions, fromPromise, not, setup } from 'xstate';
import type { LocalRecordingStreamStatus } from '../../model/local-recording-stream.schema.js';
import { LOCAL_SYNC_INTERVAL_MS, UPLOAD_STATE_POLL_MS } from '../../util/constants.js';
import { localUploadMachine } from './local-upload.machine.js';
import { retriedOnCheck } from './local-upload.rules.js';
import type { LoadedStream, LocalUploadFailure, LocalUploadReport } from './local-upload.types.js';
import { storedStreamStatus, streamStatus } from './local-upload-status.js';

type UploadRef = ActorRefFrom<typeof localUploadMachine>;

/** What the sync machine knows of each stream: its status view and, for a failed one, why. */
export interface LocalSyncStream {
  status: LocalRecordingStreamStatus;
  failure: LocalUploadFailure | null;
  /** Waiting for its minute of quiet: nothing sent yet. */
  waiting: boolean;
  /** The person saved it to their computer. */
  saved: boolean;
}

export interface LocalSyncContext {
  streams: Record<string, LocalSyncStream>;
  uploads: Record<string, UploadRef>;
  /** Streams still being recorded on this page: never uploaded from under the recorder. */
  held: string[];
  singleFile: boolean;
  spawned: number;
  /** Failed streams a check took up again on its own: their new attempt is not announced, only its success. */
  retrying: string[];
}

export type LocalSyncEvent =
  | { type: 'sync.check' }
  /** Upload now, without the minute of quiet (after a stop, or "retry now"). */
  | { type: 'sync.force'; streamId: string }
  | { type: 'sync.hold'; streamId: string }
  /** A part of a stream being recorded here closed: send it now rather than at the next check. */
  | { type: 'sync.partClosed'; streamId: string }
  | { type: 'sync.release'; streamId: string }
  /** The person saved a kept recording to their computer. */
  | { type: 'sync.saved'; streamId: string }
  /** The person asks to delete a kept recording (allowed once saved, or `confirmed`). */
  | { type: 'sync.discard'; streamId: string; confirmed: boolean }
  | LocalUploadReport;

/** The streams the device still stores: any not completed, but for one whose story was deleted (it was removed). */
function storedStreamIds(context: LocalSyncContext): string[] {
  return Object.entries(context.streams).flatMap(([streamId, stream]) =>
    stream.status.state === 'completed' || stream.failure === 'story_deleted' ? [] : [streamId],
  );
}

/** The status of streams with nothing on its way, as the device stores them now; a stream being sent keeps its upload's view. */
function withStoredState(context: LocalSyncContext, stored: LoadedStream[]): Record<string, LocalSyncStream> {
  const streams = { ...context.streams };
  for (const loaded of stored) {
    const known = streams[loaded.stream.streamId];
    const sending = context.uploads[loaded.stream.streamId]?.getSnapshot().context.sending != null;
    if (!known || known.status.state === 'completed' || sending) continue;
    streams[loaded.stream.streamId] = { ...known, status: storedStreamStatus(loaded, known.status.state) };
  }
  return streams;
}

/** Told to whoever shows notices: an upload began, finished or failed. */
export type LocalSyncEmitted =
  | { type: 'upload.started'; streamId: string }
  | { type: 'upload.completed'; streamId: string }
  | { type: 'upload.failed'; streamId: string; failure: LocalUploadFailure };

/**
 * Uploads what is recorded on this device, in the background: on start and every 60 s it lists the streams in the
 * store (also those left by an earlier visit) and starts an upload for each that has no upload running. Each upload
 * waits for its minute of quiet unless forced, sending closed parts meanwhile; a stream held by a recorder on this page
 * only has its closed parts sent (at each check and as each part closes), never its completion, until released.
 * A stream kept on the device for any reason but a broken stored recording (retries ran out, lost access, a mismatch,
 * a full organization) is tried again at each check, quietly, until it completes. Keeps a status view of every stream,
 * and passes on the person's "saved to disk" and "delete" to the stream's upload, which decides.
 */
export const localSyncMachine = setup({
  types: {
    context: {} as LocalSyncContext,
    events: {} as LocalSyncEvent,
    input: {} as { singleFile?: boolean },
    emitted: {} as LocalSyncEmitted,
  },
  actors: {
    /** The ids of the streams kept on the device. */
    listStreams: fromPromise<string[]>(async () => {
      throw new Error('listStreams is provided at wiring');
    }),
    upload: localUploadMachine,
    /** Reads the given streams as the device holds them now (a stream no longer stored is left out). */
    readStored: fromPromise<LoadedStream[], { streamIds: string[] }>(async () => {
      throw new Error('readStored is provided at wiring');
    }),
  },
  actions: {
    startUploads: enqueueActions(({ context, enqueue }, params: { streamIds: string[]; force: boolean; check?: boolean }) => {
      for (const streamId of params.streamIds) {
        const partsOnly = context.held.includes(streamId) && !params.force;
        const running = context.uploads[streamId];
        if (running && running.getSnapshot().status === 'active') {
          const snapshot = running.getSnapshot();
          if (params.force && snapshot.matches('failed')) {
            enqueue.assign(({ context: c }) => ({ retrying: c.retrying.filter((id) => id !== streamId) }));
            enqueue.sendTo(running, { type: 'upload.retry' });
          }
          // Kept on the device (retries ran out, access lost, a mismatch...): each check tries again, as the person's
          // "retry now" would. A broken stored stream stays failed (retrying cannot mend it); a deleted story's is gone.
          else if (params.check && snapshot.matches('failed') && retriedOnCheck(snapshot.context.failure)) {
            enqueue.assign(({ context: c }) => ({ retrying: [...new Set([...c.retrying, streamId])] }));
            enqueue.sendTo(running, { type: 'upload.retry', force: false });
          }
          // Sending parts ahead when the recording stopped: it completes once they are sent.
          else if (params.force) enqueue.sendTo(running, { type: 'upload.force' });
          continue;
        }
        enqueue.assign(({ context: c, spawn }) => ({
          spawned: c.spawned + 1,
          uploads: {
            ...c.uploads,
            [streamId]: spawn('upload', {
              id: `upload-${c.spawned + 1}`,
              input: { streamId, force: params.force, singleFile: c.singleFile, partsOnly },
            }) as UploadRef,
          },
        }));
      }
    }),
    refreshStatus: assign(({ context }, params: { streamId: string; state?: LocalRecordingStreamStatus['state']; waiting?: boolean }) => {
      const ref = context.uploads[params.streamId];
      const snapshot = ref?.getSnapshot();
      if (!snapshot?.context.loaded) return {};
      const status = streamStatus(snapshot.context, params.state ?? 'uploading');
      const saved = snapshot.context.saved || Boolean(snapshot.context.loaded.stream.savedToDiskAt);
      // A stream kept by an earlier attempt shows why while it is tried again, until it completes or fails afresh.
      const kept = status.state === 'completed' ? null : (snapshot.context.loaded.stream.attention?.failure ?? null);
      return {
        streams: {
          ...context.streams,
          [params.streamId]: { status, failure: snapshot.context.failure ?? kept, waiting: params.waiting ?? false, saved },
        },
      };
    }),
  },
  guards: { anyStored: ({ context }) => storedStreamIds(context).length > 0 },
  delays: { syncInterval: LOCAL_SYNC_INTERVAL_MS, uploadStatePoll: UPLOAD_STATE_POLL_MS },
}).createMachine({
  id: 'localSync',
  context: ({ input }) => ({ streams: {}, uploads: {}, held: [], singleFile: input.singleFile ?? false, spawned: 0, retrying: [] }),
  on: {
    'sync.force': { actions: { type: 'startUploads', params: ({ event }) => ({ streamIds: [event.streamId], force: true }) } },
    'sync.partClosed': { actions: { type: 'startUploads', params: ({ event }) => ({ streamIds: [event.streamId], force: false }) } },
    'sync.hold': { actions: assign({ held: ({ context, event }) => [...new Set([...context.held, event.streamId])] }) },
    'sync.release': { actions: assign({ held: ({ context, event }) => context.held.filter((id) => id !== event.streamId) }) },
    'sync.saved': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const upload = context.uploads[event.streamId];
        if (upload) enqueue.sendTo(upload, { type: 'upload.saved' });
      }),
    },
    'sync.discard': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const upload = context.uploads[event.streamId];
        if (upload) enqueue.sendTo(upload, { type: 'upload.discard', confirmed: event.confirmed });
      }),
    },
    'stream.saved': {
      actions: { type: 'refreshStatus', params: ({ event }) => ({ streamId: event.streamId, state: 'failed' as const }) },
    },
    'stream.discarded': {
      actions: assign(({ context, event }) => {
        const { [event.streamId]: _stream, ...streams } = context.streams;
        const { [event.streamId]: _upload, ...uploads } = context.uploads;
        return { streams, uploads, retrying: context.retrying.filter((id) => id !== event.streamId) };
      }),
    },
    'stream.progress': {
      actions: [
        enqueueActions(({ context, event, enqueue }) => {
          const known = context.streams[event.streamId];
          if (event.partial || context.retrying.includes(event.streamId)) return;
          if (!known || known.waiting || known.status.state !== 'uploading')
            enqueue.emit({ type: 'upload.started', streamId: event.streamId });
        }),
        // Parts sent ahead leave the stream waiting for its completion, and its start is announced only then.
        { type: 'refreshStatus', params: ({ event }) => ({ streamId: event.streamId, waiting: event.partial }) },
      ],
    },
    'stream.deferred': { actions: { type: 'refreshStatus', params: ({ event }) => ({ streamId: event.streamId, waiting: true }) } },
    'stream.completed': {
      actions: [
        { type: 'refreshStatus', params: ({ event }) => ({ streamId: event.streamId, state: 'completed' as const }) },
        assign({ retrying: ({ context, event }) => context.retrying.filter((id) => id !== event.streamId) }),
        emit(({ event }) => ({ type: 'upload.completed' as const, streamId: event.streamId })),
      ],
    },
    'stream.failed': {
      actions: [
        { type: 'refreshStatus', params: ({ event }) => ({ streamId: event.streamId, state: 'failed' as const }) },
        // The person already heard it failed; a check's attempt that fails again says nothing new.
        enqueueActions(({ context, event, enqueue }) => {
          if (!context.retrying.includes(event.streamId))
            enqueue.emit({ type: 'upload.failed' as const, streamId: event.streamId, failure: event.failure });
        }),
      ],
    },
  },
  type: 'parallel',
  states: {
    check: {
      initial: 'listing',
      states: {
        listing: {
          invoke: {
            src: 'listStreams',
            onDone: {
              target: 'idle',
              actions: { type: 'startUploads', params: ({ event }) => ({ streamIds: event.output, force: false, check: true }) },
            },
            onError: { target: 'idle' },
          },
        },
        idle: {
          after: { syncInterval: 'listing' },
          on: { 'sync.check': 'listing' },
        },
      },
    },
    /**
     * While the device stores any upload, its state is read again every 5 s, so a stream with nothing on its way (being
     * recorded, waiting for its quiet minute, or kept) shows what the device holds now; with nothing stored, it stops.
     */
    poll: {
      initial: 'off',
      states: {
        off: { always: { guard: 'anyStored', target: 'waiting' } },
        waiting: {
          always: { guard: not('anyStored'), target: 'off' },
          after: { uploadStatePoll: 'reading' },
        },
        reading: {
          invoke: {
            src: 'readStored',
            input: ({ context }) => ({ streamIds: storedStreamIds(context) }),
            onDone: { target: 'waiting', actions: assign(({ context, event }) => ({ streams: withStoredState(context, event.output) })) },
            onError: { target: 'waiting' },
          },
        },
      },
    },
  },
});
