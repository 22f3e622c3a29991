import { assign, enqueueActions, fromCallback, fromPromise, setup } from 'xstate';
import type { Story } from '../../model/story.schema.js';
import { UPLOAD_FAILED } from '../../model/upload-failed.js';
import { planUploadParts } from '../../upload/upload-parts.js';
import type { UploadSession } from '../../upload/upload-session.types.js';
import { PART_PROGRESS_THROTTLE_MS, UPLOAD_COMPLETION_CONFIRMATION_DELAY_MS } from '../../util/constants.js';
import type {
  CompleteUploadInput,
  FileUploadContext,
  FileUploadEvent,
  FileUploadInput,
  FileUploadReport,
  StartUploadInput,
  UploadPartEvent,
  UploadPartInput,
} from './file-upload.types.js';
import { nextMissingPart, runningProgress } from './file-upload-progress.js';

/**
 * One file's upload (see docs/product/upload.md): queued, then uploading part by part with percent progress
 * (at least 1%), then complete once a check 8 s after the last part finds the story's thumbnail; FAILED on a failed
 * part, a network error or cancel. Cancel marks needToDelete and stops the part in flight. A failed upload resumes
 * from the parts the server already has. Removing deletes the story if it was complete (or partly uploaded), and
 * only drops it locally if no part went up. Actors come at wiring; reports go to the batch given as `reportTo`.
 */
export const fileUploadMachine = setup({
  types: { context: {} as FileUploadContext, events: {} as FileUploadEvent, input: {} as FileUploadInput },
  actors: {
    /** Creates the story and the multipart upload (`POST /stories/start`, `GET /stories/{id}/upload-config`). */
    startUpload: fromPromise<UploadSession, StartUploadInput>(async () => {
      throw new Error('startUpload is provided at wiring');
    }),
    /** PUTs one part; reports progress, then done or failed; stopping it aborts the request. */
    uploadPart: fromCallback<FileUploadEvent, UploadPartInput>(({ sendBack }) => {
      sendBack({ type: 'part.failed', error: new Error('uploadPart is provided at wiring') } satisfies UploadPartEvent);
    }),
    /** The part numbers the server already received, for a resume. */
    listUploadedParts: fromPromise<number[], { session: UploadSession }>(async () => {
      throw new Error('listUploadedParts is provided at wiring');
    }),
    /** Completes the multipart upload and concludes the story (completion, conclude, transcode or transcribe). */
    completeUpload: fromPromise<void, CompleteUploadInput>(async () => {
      throw new Error('completeUpload is provided at wiring');
    }),
    fetchStory: fromPromise<Story, { storyId: string }>(async () => {
      throw new Error('fetchStory is provided at wiring');
    }),
    deleteStory: fromPromise<void, { storyId: string }>(async () => {
      throw new Error('deleteStory is provided at wiring');
    }),
  },
  actions: {
    report: enqueueActions(({ context, enqueue }, params: FileUploadReport) => {
      if (context.reportTo) enqueue.sendTo(context.reportTo, params);
    }),
    fail: assign({ uploadProgress: UPLOAD_FAILED, inFlightBytes: 0, heldBytes: null }),
    reportProgress: enqueueActions(({ context, enqueue }) => {
      if (context.reportTo) enqueue.sendTo(context.reportTo, { type: 'file.progress', id: context.id } satisfies FileUploadReport);
    }),
    showProgress: assign(({ context }, params: { loaded: number }) => {
      const inFlightBytes = Math.max(0, params.loaded);
      return { inFlightBytes, heldBytes: null, uploadProgress: runningProgress({ ...context, inFlightBytes }) };
    }),
  },
  guards: {
    allPartsUploaded: ({ context }) => nextMissingPart(context) === undefined,
    canResume: ({ context }) => !context.needToDelete,
    hasSession: ({ context }) => context.session !== null,
    storyMustGo: ({ context }) => context.session !== null && (context.complete || context.uploadedPartCount > 0),
    thumbnailReady: (_, params: { story: Story }) => Boolean(params.story.thumbnailURL),
    wasComplete: ({ context }) => context.complete,
  },
  delays: { confirmationDelay: UPLOAD_COMPLETION_CONFIRMATION_DELAY_MS, partProgressThrottle: PART_PROGRESS_THROTTLE_MS },
}).createMachine({
  id: 'fileUpload',
  context: ({ input }) => ({
    id: input.id,
    file: input.file,
    target: input.target,
    reportTo: input.reportTo ?? null,
    parts: planUploadParts(input.file.size),
    session: null,
    uploadedParts: [],
    inFlightBytes: 0,
    heldBytes: null,
    uploadProgress: undefined,
    uploadedPartCount: 0,
    complete: false,
    needToDelete: false,
    error: null,
    deleteFailed: false,
  }),
  initial: 'queued',
  states: {
    queued: {
      on: {
        'upload.start': { target: 'active' },
        'upload.cancel': { target: 'failed', actions: [assign({ needToDelete: true }), 'fail'] },
        'upload.remove': { target: 'removed' },
      },
    },
    active: {
      entry: assign({ uploadProgress: ({ context }) => runningProgress(context), error: null }),
      initial: 'choosing',
      on: { 'upload.cancel': { target: 'failed', actions: [assign({ needToDelete: true }), 'fail'] } },
      states: {
        choosing: { always: [{ guard: 'hasSession', target: 'resuming' }, { target: 'starting' }] },
        starting: {
          invoke: {
            src: 'startUpload',
            input: ({ context }) => ({ file: context.file, target: context.target, partCount: context.parts.length }),
            onDone: { target: 'uploading', actions: assign({ session: ({ event }) => event.output }) },
            onError: { target: '#fileUpload.failed', actions: [assign({ error: ({ event }) => event.error }), 'fail'] },
          },
        },
        resuming: {
          invoke: {
            src: 'listUploadedParts',
            input: ({ context }) => ({ session: context.session as UploadSession }),
            onDone: {
              target: 'uploading',
              actions: assign(({ context, event }) => {
                const known = new Set(context.parts.map((p) => p.partNumber));
                const uploadedParts = [...new Set(event.output)].filter((n) => known.has(n));
                return { uploadedParts, uploadedPartCount: uploadedParts.length };
              }),
            },
            onError: { target: '#fileUpload.failed', actions: [assign({ error: ({ event }) => event.error }), 'fail'] },
          },
        },
        uploading: {
          initial: 'next',
          states: {
            next: { always: [{ guard: 'allPartsUploaded', target: '#fileUpload.active.finishing' }, { target: 'sending' }] },
            sending: {
              invoke: {
                src: 'uploadPart',
                input: ({ context }) => {
                  const part = nextMissingPart(context) ?? { partNumber: 1, start: 0, end: 0 };
                  return { file: context.file, part, url: context.session?.partUrls[part.partNumber - 1] ?? '' };
                },
              },
              // Progress is shown at most once per 2.5 s: the first report at once, then the newest one each time the
              // wait ends. The part's end (its 100 %) and a failure are never held back.
              initial: 'open',
              states: {
                open: {
                  on: {
                    'part.progress': {
                      target: 'holding',
                      actions: [{ type: 'showProgress', params: ({ event }) => event }, 'reportProgress'],
                    },
                  },
                },
                holding: {
                  on: { 'part.progress': { actions: assign({ heldBytes: ({ event }) => Math.max(0, event.loaded) }) } },
                  after: {
                    partProgressThrottle: [
                      {
                        guard: ({ context }) => context.heldBytes !== null,
                        target: 'holding',
                        reenter: true,
                        actions: [
                          { type: 'showProgress', params: ({ context }) => ({ loaded: context.heldBytes ?? 0 }) },
                          'reportProgress',
                        ],
                      },
                      { target: 'open' },
                    ],
                  },
                },
              },
              on: {
                'part.done': {
                  target: 'next',
                  actions: assign(({ context }) => {
                    const part = nextMissingPart(context);
                    const uploadedParts = part ? [...context.uploadedParts, part.partNumber] : context.uploadedParts;
                    const next = { ...context, uploadedParts, inFlightBytes: 0 };
                    return {
                      uploadedParts,
                      inFlightBytes: 0,
                      heldBytes: null,
                      uploadedPartCount: uploadedParts.length,
                      uploadProgress: runningProgress(next),
                    };
                  }),
                },
                'part.failed': { target: '#fileUpload.failed', actions: [assign({ error: ({ event }) => event.error }), 'fail'] },
              },
            },
          },
        },
        finishing: {
          invoke: {
            src: 'completeUpload',
            input: ({ context }) => ({ session: context.session as UploadSession, file: context.file, target: context.target }),
            onDone: { target: 'confirming' },
            onError: { target: '#fileUpload.failed', actions: [assign({ error: ({ event }) => event.error }), 'fail'] },
          },
        },
        confirming: { after: { confirmationDelay: { target: 'checking' } } },
        checking: {
          invoke: {
            src: 'fetchStory',
            input: ({ context }) => ({ storyId: context.session?.storyId ?? '' }),
            onDone: [
              { guard: { type: 'thumbnailReady', params: ({ event }) => ({ story: event.output }) }, target: '#fileUpload.complete' },
              { target: 'confirming' },
            ],
            onError: { target: 'confirming' },
          },
        },
      },
    },
    complete: {
      entry: [
        assign({ complete: true, uploadProgress: '100' }),
        { type: 'report', params: ({ context }) => ({ type: 'file.settled', id: context.id, outcome: 'complete' }) },
      ],
      on: { 'upload.remove': { target: 'deleting' } },
    },
    failed: {
      entry: { type: 'report', params: ({ context }) => ({ type: 'file.settled', id: context.id, outcome: 'failed' }) },
      on: {
        'upload.resume': { guard: 'canResume', target: 'active' },
        'upload.remove': [{ guard: 'storyMustGo', target: 'deleting' }, { target: 'removed' }],
      },
    },
    deleting: {
      entry: assign({ deleteFailed: false }),
      invoke: {
        src: 'deleteStory',
        input: ({ context }) => ({ storyId: context.session?.storyId ?? '' }),
        onDone: { target: 'removed' },
        onError: [
          { guard: 'wasComplete', target: 'complete', actions: assign({ deleteFailed: true }) },
          { target: 'failed', actions: assign({ deleteFailed: true }) },
        ],
      },
    },
    removed: {
      type: 'final',
      entry: { type: 'report', params: ({ context }) => ({ type: 'file.removed', id: context.id }) },
    },
  },
});
