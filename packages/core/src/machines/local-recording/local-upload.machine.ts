import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { StreamUploadSession } from '../../ports/local-recording-upload-api.port.js';
import { backoffDelayMs } from '../../util/backoff.js';
import { UPLOAD_RETRIES_PER_PART, UPLOAD_RETRIES_PER_STREAM } from '../../util/constants.js';
import { closedPartNumbers, earlyPartNumbers, isFatal, isQuietEnough, isSessionStale, isStoryDeleted } from './local-upload.rules.js';
import type { LoadedStream, LocalUploadContext, LocalUploadEvent, LocalUploadFailure, LocalUploadReport } from './local-upload.types.js';

/** Input of the part upload actor: one part of an open session. */
export interface LocalUploadPartInput {
  loaded: LoadedStream;
  session: StreamUploadSession;
  partNumber: number;
}

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} is provided at wiring`);
};

const retryOrFail = [
  { guard: 'storyDeleted', target: '#localUpload.deleting' },
  { guard: 'fatal', target: '#localUpload.failed', actions: { type: 'failWith', params: 'fatal' as LocalUploadFailure } },
  { guard: 'retriesLeft', target: 'waiting', actions: 'countRetry' },
  { target: '#localUpload.failed', actions: { type: 'failWith', params: 'retries_exhausted' as LocalUploadFailure } },
] as const;

/**
 * One stored stream's upload. It waits for a minute of quiet since the stream last changed (unless forced), opens a
 * multipart upload (renewed when the stream's last update is over 24 h old), sends each part not yet sent, completes
 * the upload with the recording's metadata, and only then deletes the stream from the device. Before its minute of
 * quiet (or while the stream is still recorded here, `partsOnly`), it sends the closed parts as they close, then looks
 * again, so that little is left to send when the recording stops. Failed calls are retried
 * after the backoff helper's wait, up to 10 times per part and 50 per stream. A 404 or UNITIALIZABLE_UPLOAD means the
 * story is gone: the stream is deleted locally and the upload fails. A missing stream or part is fatal.
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
    completeUpload: fromPromise<void, { loaded: LoadedStream; session: StreamUploadSession }>(notProvided('completeUpload')),
    /** The single-file form: every part joined and posted to `media/upload-url`'s address. */
    uploadWhole: fromPromise<void, { loaded: LoadedStream }>(notProvided('uploadWhole')),
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
            : { type: params.type, streamId: context.streamId };
      enqueue.sendParent(report);
    }),
    countRetry: assign(({ context, event }) => ({
      streamRetries: context.streamRetries + 1,
      partRetries: context.partRetries + 1,
      error: (event as { error?: unknown }).error ?? null,
    })),
    failWith: assign(({ event }, failure: LocalUploadFailure) => ({ failure, error: (event as { error?: unknown }).error ?? null })),
  },
  guards: {
    quiet: ({ context, event }) =>
      !context.partsOnly && isQuietEnough((event as unknown as { output: LoadedStream }).output, context.force),
    closedPartsWaiting: ({ context, event }) =>
      !context.singleFile && earlyPartNumbers((event as unknown as { output: LoadedStream }).output).length > 0,
    early: ({ context }) => context.early,
    singleFile: ({ context }) => context.singleFile,
    partsLeft: ({ context }) => context.pending.length > 0,
    storyDeleted: ({ event }) => isStoryDeleted((event as { error?: unknown }).error),
    fatal: ({ event }) => isFatal((event as { error?: unknown }).error),
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
            onDone: { target: '#localUpload.cleaning' },
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
            onDone: { target: '#localUpload.cleaning' },
            onError: [...retryOrFail],
          },
        },
        waiting: { after: { backoff: 'calling' } },
      },
    },
    /** The server has the whole recording: only now does it leave the device. */
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
    failed: {
      entry: { type: 'report', params: { type: 'stream.failed' } },
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
      },
    },
  },
});
