import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { StreamUploadSession } from '../../ports/local-recording-upload-api.port.js';
import { backoffDelayMs } from '../../util/backoff.js';
import { UPLOAD_RETRIES_PER_PART, UPLOAD_RETRIES_PER_STREAM } from '../../util/constants.js';
import {
  closedPartNumbers,
  earlyPartNumbers,
  isQuietEnough,
  isSessionStale,
  isStoryDeleted,
  mayDiscardLocalCopy,
  needsAttention,
  partsNotHeld,
  uploadAnswer,
} from './local-upload.rules.js';
import {
  type LoadedStream,
  type LocalUploadContext,
  LocalUploadError,
  type LocalUploadEvent,
  type LocalUploadFailure,
  type LocalUploadReport,
  type StoredCheck,
} from './local-upload.types.js';

/** Input of the part upload actor: one part of an open session. */
export interface LocalUploadPartInput {
  loaded: LoadedStream;
  session: StreamUploadSession;
  partNumber: number;
}

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} is provided at wiring`);
};

// Only a deliberate deletion lets the recording go; a mismatch forgets the session so the next try sends every part
// again; lost access, an unknown story or upload, a full organization and a broken stored recording stop at once (the
// copy kept); anything else is retried, and kept once retries run out.
const retryOrFail = [
  { guard: 'storyDeleted', target: '#localUpload.deleting' },
  { guard: 'mismatch', target: '#localUpload.resetting', actions: { type: 'failWith', params: 'mismatch' as LocalUploadFailure } },
  { guard: 'stopAndKeep', target: '#localUpload.failed', actions: 'failWithAnswer' },
  { guard: 'retriesLeft', target: 'waiting', actions: 'countRetry' },
  { target: '#localUpload.failed', actions: { type: 'failWith', params: 'retries_exhausted' as LocalUploadFailure } },
] as const;

/** After the completion (or the single-file form): cleaned only when the server holds every byte as the device wrote it. */
const checkStored = [
  { guard: 'serverHoldsEveryByte', target: '#localUpload.cleaning' },
  { target: '#localUpload.resetting', actions: 'failWithMismatch' },
] as const;

const STOP_AND_KEEP: readonly string[] = ['access_lost', 'not_found', 'quota', 'fatal'];

/**
 * One stored stream's upload. It waits for a minute of quiet since the stream last changed (unless forced), opens a
 * multipart upload (renewed when the stream's last update is over 24 h old), sends each part not yet sent, completes
 * the upload with the recording's metadata and each part's size and SHA-256, and deletes the stream from the device
 * only once the server's answer lists every part with the same size and hash. Before its minute of quiet (or while the
 * stream is still recorded here, `partsOnly`), it sends the closed parts as they close, then looks again, so that little
 * is left to send when the recording stops. Failed calls are retried after the backoff helper's wait, up to 10 times
 * per part and 50 per stream. Only 410 STORY_DELETED deletes the stream locally; any other stop keeps it ("needs
 * attention", see local-upload.rules.ts), where the person may save it to disk, retry, or (saved or confirmed) delete it.
 */
export const localUploadMachine = setup({
  types: {
    context: {} as LocalUploadContext,
    events: {} as LocalUploadEvent,
    input: {} as { streamId: string; force?: boolean; singleFile?: boolean; partsOnly?: boolean },
  },
  actors: {
    loadStream: fromPromise<LoadedStream, { streamId: string }>(notProvided('loadStream')),
    /** Opens a new session (`media/upload/new`) and stores it on the stream. */
    openSession: fromPromise<StreamUploadSession, { loaded: LoadedStream }>(notProvided('openSession')),
    /** Asks the part's address with the upload token, PUTs its bytes and marks it uploaded on the device. */
    uploadPart: fromPromise<void, LocalUploadPartInput>(notProvided('uploadPart')),
    /** Completes with the device's part sizes and hashes; answers them beside the server's account of each part. */
    completeUpload: fromPromise<StoredCheck, { loaded: LoadedStream; session: StreamUploadSession }>(notProvided('completeUpload')),
    /** The single-file form: every part joined and posted to `media/upload-url`'s address; answers both sides' size and hash. */
    uploadWhole: fromPromise<StoredCheck, { loaded: LoadedStream }>(notProvided('uploadWhole')),
    /** Forgets the stream's upload session and marks every part unsent. */
    resetUpload: fromPromise<void, { streamId: string }>(notProvided('resetUpload')),
    /** Notes on the stored stream why it is kept (it needs attention). */
    markAttention: fromPromise<void, { streamId: string; failure: LocalUploadFailure }>(notProvided('markAttention')),
    /** Notes on the stored stream that it was saved to the person's computer. */
    markSaved: fromPromise<void, { streamId: string }>(notProvided('markSaved')),
    deleteLocal: fromPromise<void, { streamId: string }>(notProvided('deleteLocal')),
  },
  actions: {
    // Run alone (in tests), an upload has no sync machine to report to.
    report: enqueueActions(({ context, self, enqueue }, params: { type: LocalUploadReport['type'] }) => {
      if (!self._parent) return;
      const report: LocalUploadReport =
        params.type === 'stream.failed'
          ? { type: 'stream.failed', streamId: context.streamId, failure: context.failure ?? 'fatal' }
          : params.type === 'stream.progress'
            ? { type: 'stream.progress', streamId: context.streamId, partial: context.early }
            : { type: params.type as Exclude<LocalUploadReport['type'], 'stream.failed' | 'stream.progress'>, streamId: context.streamId };
      enqueue.sendParent(report);
    }),
    countRetry: assign(({ context, event }) => ({
      streamRetries: context.streamRetries + 1,
      partRetries: context.partRetries + 1,
      error: (event as { error?: unknown }).error ?? null,
    })),
    failWith: assign(({ event }, failure: LocalUploadFailure) => ({ failure, error: (event as { error?: unknown }).error ?? null })),
    failWithAnswer: assign(({ event }) => {
      const error = (event as { error?: unknown }).error ?? null;
      return { failure: uploadAnswer(error) as LocalUploadFailure, error };
    }),
    failWithMismatch: assign(({ event }) => {
      const wrong = partsNotHeld((event as unknown as { output: StoredCheck }).output);
      return {
        failure: 'mismatch' as const,
        error: new LocalUploadError('mismatch', `The server holds other bytes for part ${wrong.join(', ')}`),
      };
    }),
  },
  guards: {
    quiet: ({ context, event }) =>
      !context.partsOnly && isQuietEnough((event as unknown as { output: LoadedStream }).output, context.force),
    // A stream recorded with streaming off goes up as one file once stopped: nothing is sent ahead.
    closedPartsWaiting: ({ context, event }) => {
      const loaded = (event as unknown as { output: LoadedStream }).output;
      return !context.singleFile && !loaded.stream.singleFile && earlyPartNumbers(loaded).length > 0;
    },
    early: ({ context }) => context.early,
    singleFile: ({ context }) => context.singleFile || context.loaded?.stream.singleFile === true,
    partsLeft: ({ context }) => context.pending.length > 0,
    storyDeleted: ({ event }) => isStoryDeleted((event as { error?: unknown }).error),
    mismatch: ({ event }) => uploadAnswer((event as { error?: unknown }).error) === 'mismatch',
    stopAndKeep: ({ event }) => STOP_AND_KEEP.includes(uploadAnswer((event as { error?: unknown }).error)),
    serverHoldsEveryByte: ({ event }) => partsNotHeld((event as unknown as { output: StoredCheck }).output).length === 0,
    mayDiscard: ({ context, event }) =>
      mayDiscardLocalCopy(
        { failure: context.failure, saved: context.saved || Boolean(context.loaded?.stream.savedToDiskAt) },
        (event as { confirmed?: boolean }).confirmed === true,
      ),
    retriesLeft: ({ context }) => context.partRetries < UPLOAD_RETRIES_PER_PART && context.streamRetries < UPLOAD_RETRIES_PER_STREAM,
  },
  delays: { backoff: ({ context }) => backoffDelayMs(context.partRetries - 1) },
}).createMachine({
  id: 'localUpload',
  context: ({ input }) => ({
    streamId: input.streamId,
    force: input.force ?? false,
    singleFile: input.singleFile ?? false,
    partsOnly: input.partsOnly ?? false,
    early: false,
    loaded: null,
    session: null,
    pending: [],
    sending: null,
    streamRetries: 0,
    partRetries: 0,
    error: null,
    failure: null,
    saved: false,
  }),
  initial: 'loading',
  on: { 'upload.force': { actions: assign({ force: true, partsOnly: false }) } },
  states: {
    loading: {
      invoke: {
        src: 'loadStream',
        input: ({ context }) => ({ streamId: context.streamId }),
        onDone: [
          { guard: { type: 'quiet' }, target: 'deciding', actions: assign({ loaded: ({ event }) => event.output, early: false }) },
          { guard: 'closedPartsWaiting', target: 'deciding', actions: assign({ loaded: ({ event }) => event.output, early: true }) },
          { target: 'deferred', actions: assign({ loaded: ({ event }) => event.output, early: false }) },
        ],
        onError: { target: 'failed', actions: { type: 'failWith', params: 'fatal' } },
      },
    },
    deciding: {
      entry: { type: 'report', params: { type: 'stream.progress' } },
      always: [
        { guard: 'singleFile', target: 'whole' },
        {
          guard: ({ context }) => context.loaded !== null && isSessionStale(context.loaded),
          target: 'opening',
        },
        {
          guard: ({ context }) => context.loaded?.stream.uploadId != null,
          target: 'uploading',
          actions: assign(({ context }) => {
            const loaded = context.loaded as LoadedStream;
            const { uploadId, uploadKey, uploadToken } = loaded.stream;
            return {
              session: { uploadId: uploadId as string, key: uploadKey ?? '', token: uploadToken ?? '' },
              pending: context.early ? earlyPartNumbers(loaded) : loaded.parts.flatMap((p, i) => (p.state === 'uploaded' ? [] : [i + 1])),
            };
          }),
        },
        { target: 'opening' },
      ],
    },
    /** Not quiet long enough: the sync machine asks again on its next check. */
    deferred: { entry: { type: 'report', params: { type: 'stream.deferred' } }, type: 'final' },
    opening: {
      initial: 'calling',
      states: {
        calling: {
          invoke: {
            src: 'openSession',
            input: ({ context }) => ({ loaded: context.loaded as LoadedStream }),
            onDone: {
              target: '#localUpload.uploading',
              actions: assign(({ context, event }) => ({
                session: event.output,
                // A new session holds no part yet, whatever the device remembers of an older one.
                pending: context.early
                  ? closedPartNumbers(context.loaded as LoadedStream)
                  : (context.loaded as LoadedStream).parts.map((_, i) => i + 1),
                partRetries: 0,
              })),
            },
            onError: [...retryOrFail],
          },
        },
        waiting: { after: { backoff: 'calling' } },
      },
    },
    uploading: {
      initial: 'next',
      states: {
        next: {
          always: [
            { guard: 'partsLeft', target: 'sending', actions: assign({ sending: ({ context }) => context.pending[0] ?? null }) },
            // Parts sent ahead: look again, for parts that closed meanwhile or a stream now quiet (or forced).
            { guard: 'early', target: '#localUpload.loading' },
            { target: '#localUpload.completing' },
          ],
        },
        sending: {
          invoke: {
            src: 'uploadPart',
            input: ({ context }) => ({
              loaded: context.loaded as LoadedStream,
              session: context.session as StreamUploadSession,
              partNumber: context.pending[0] as number,
            }),
            onDone: {
              target: 'next',
              actions: [
                assign(({ context }) => {
                  const done = context.pending[0] as number;
                  const loaded = context.loaded as LoadedStream;
                  const parts = loaded.parts.map((p, i) => (i + 1 === done ? { ...p, state: 'uploaded' as const } : p));
                  return { pending: context.pending.slice(1), partRetries: 0, sending: null, loaded: { ...loaded, parts } };
                }),
                { type: 'report', params: { type: 'stream.progress' } },
              ],
            },
            onError: [...retryOrFail],
          },
        },
        waiting: { after: { backoff: 'sending' } },
      },
    },
    completing: {
      initial: 'calling',
      states: {
        calling: {
          entry: assign({ partRetries: 0 }),
          invoke: {
            src: 'completeUpload',
            input: ({ context }) => ({ loaded: context.loaded as LoadedStream, session: context.session as StreamUploadSession }),
            onDone: [...checkStored],
            onError: [...retryOrFail],
          },
        },
        waiting: { after: { backoff: 'calling' } },
      },
    },
    whole: {
      initial: 'calling',
      states: {
        calling: {
          invoke: {
            src: 'uploadWhole',
            input: ({ context }) => ({ loaded: context.loaded as LoadedStream }),
            onDone: [...checkStored],
            onError: [...retryOrFail],
          },
        },
        waiting: { after: { backoff: 'calling' } },
      },
    },
    /** The server holds other bytes than the device sent: the session is forgotten, so a retry sends every part again. */
    resetting: {
      entry: assign(({ context }) => ({
        session: null,
        pending: [],
        loaded: context.loaded && {
          ...context.loaded,
          stream: { ...context.loaded.stream, uploadId: null, uploadKey: null, uploadToken: null },
          parts: context.loaded.parts.map((p) => ({ ...p, state: 'not_uploaded' as const })),
        },
      })),
      invoke: {
        src: 'resetUpload',
        input: ({ context }) => ({ streamId: context.streamId }),
        onDone: { target: 'failed' },
        onError: { target: 'failed' },
      },
    },
    /** The server has every byte of the recording, as the device wrote it: only now does it leave the device. */
    cleaning: {
      invoke: {
        src: 'deleteLocal',
        input: ({ context }) => ({ streamId: context.streamId }),
        onDone: { target: 'completed' },
        // The upload is done; a stream that could not be deleted is found and completed again later.
        onError: { target: 'completed' },
      },
    },
    deleting: {
      entry: { type: 'failWith', params: 'story_deleted' },
      invoke: {
        src: 'deleteLocal',
        input: ({ context }) => ({ streamId: context.streamId }),
        onDone: { target: 'failed' },
        onError: { target: 'failed' },
      },
    },
    completed: { entry: { type: 'report', params: { type: 'stream.completed' } }, type: 'final' },
    /** Stopped: deleted (its story was) or, for any other reason, kept on the device and needing attention. */
    failed: {
      entry: { type: 'report', params: { type: 'stream.failed' } },
      initial: 'noting',
      on: {
        'upload.retry': {
          guard: ({ context }) => context.failure !== 'story_deleted',
          target: 'loading',
          actions: assign({
            force: ({ context, event }) => context.force || (event.force ?? true),
            streamRetries: 0,
            partRetries: 0,
            failure: null,
            error: null,
          }),
        },
        'upload.discard': { guard: 'mayDiscard', target: 'discarding' },
      },
      states: {
        noting: {
          always: { guard: ({ context }) => !needsAttention(context.failure), target: 'idle' },
          invoke: {
            src: 'markAttention',
            input: ({ context }) => ({ streamId: context.streamId, failure: context.failure as LocalUploadFailure }),
            onDone: { target: 'idle' },
            onError: { target: 'idle' },
          },
        },
        idle: { on: { 'upload.saved': { guard: ({ context }) => context.failure !== 'story_deleted', target: 'saving' } } },
        saving: {
          invoke: {
            src: 'markSaved',
            input: ({ context }) => ({ streamId: context.streamId }),
            onDone: { target: 'idle', actions: [assign({ saved: true }), { type: 'report', params: { type: 'stream.saved' } }] },
            onError: { target: 'idle' },
          },
        },
      },
    },
    /** The person deleted a copy the server does not hold, after saving it or confirming the loss. */
    discarding: {
      invoke: {
        src: 'deleteLocal',
        input: ({ context }) => ({ streamId: context.streamId }),
        onDone: { target: 'discarded' },
        onError: { target: 'failed' },
      },
    },
    discarded: { entry: { type: 'report', params: { type: 'stream.discarded' } }, type: 'final' },
  },
});
