import { type ActorRefFrom, assign, enqueueActions, setup } from 'xstate';
import { uploadCountSucceeded } from '../../messages/catalogue.js';
import { shellMessages } from '../../messages/shell.messages.js';
import type { UploadFile, UploadTarget } from '../../upload/upload-session.types.js';
import { UPLOAD_SUCCESS_MESSAGE_DELAY_MS } from '../../util/constants.js';
import type { Notice } from '../notice.js';
import { fileUploadMachine } from './file-upload.machine.js';
import type { FileUploadReport } from './file-upload.types.js';

/** One file of the batch; `outcome` stays pending until its upload completes or fails. */
export interface BatchEntry {
  id: string;
  name: string;
  started: boolean;
  outcome: 'pending' | 'complete' | 'failed';
  ref: ActorRefFrom<typeof fileUploadMachine>;
}

export interface UploadBatchContext {
  entries: BatchEntry[];
  /** Files in the batch. */
  total: number;
  /** Files finished, successfully or not ("{current} of {total} files uploaded"). */
  current: number;
  /** Files finished successfully. */
  completed: number;
  /** True from the first file until the last one finishes; leaving the page meanwhile asks first. */
  uploading: boolean;
}

export type UploadBatchEvent =
  | { type: 'upload.addFiles'; files: { id: string; file: UploadFile }[]; target: UploadTarget }
  | { type: 'upload.cancel'; id: string }
  | { type: 'upload.resume'; id: string }
  | { type: 'upload.remove'; id: string }
  | FileUploadReport;

function counts(entries: BatchEntry[]) {
  return {
    total: entries.length,
    current: entries.filter((e) => e.outcome !== 'pending').length,
    completed: entries.filter((e) => e.outcome === 'complete').length,
  };
}

/** The catalogue's summary once every file has finished. */
export function uploadSummary(completed: number, total: number): Notice {
  return completed === total
    ? { text: shellMessages.uploadAllSucceeded, intent: 'success' }
    : { text: uploadCountSucceeded(completed), intent: 'success' };
}

/**
 * All files of an upload (see docs/product/upload.md): files go up one at a time; total, current and
 * completed follow their reports; `uploading` clears when the last one finishes and the summary appears 10 s later.
 * Provide the file machine's actors with `uploadBatchMachine.provide({ actors: { fileUpload: fileUploadMachine.provide(...) } })`.
 */
export const uploadBatchMachine = setup({
  types: { context: {} as UploadBatchContext, events: {} as UploadBatchEvent },
  actors: { fileUpload: fileUploadMachine },
  actions: {
    notify: (_, _params: Notice) => {},
    startNext: enqueueActions(({ context, enqueue }) => {
      const running = context.entries.some((e) => e.started && e.outcome === 'pending');
      const next = context.entries.find((e) => !e.started);
      if (running || !next) return;
      enqueue.assign({ entries: context.entries.map((e) => (e.id === next.id ? { ...e, started: true } : e)) });
      enqueue.sendTo(next.ref, { type: 'upload.start' });
    }),
    recount: assign(({ context }) => counts(context.entries)),
  },
  guards: {
    allFinished: ({ context }) => context.entries.length > 0 && context.entries.every((e) => e.outcome !== 'pending'),
    noFiles: ({ context }) => context.entries.length === 0,
    canResume: ({ context, event }) => {
      if (event.type !== 'upload.resume') return false;
      const entry = context.entries.find((e) => e.id === event.id);
      return entry?.outcome === 'failed' && entry.ref.getSnapshot().can({ type: 'upload.resume' });
    },
  },
  delays: { summaryDelay: UPLOAD_SUCCESS_MESSAGE_DELAY_MS },
}).createMachine({
  id: 'uploadBatch',
  context: { entries: [], total: 0, current: 0, completed: 0, uploading: false },
  initial: 'idle',
  on: {
    'upload.addFiles': {
      target: '.uploading',
      actions: [
        assign(({ context, event, spawn, self }) => ({
          entries: [
            ...context.entries,
            ...event.files.map(({ id, file }) => ({
              id,
              name: file.name,
              started: false,
              outcome: 'pending' as const,
              ref: spawn('fileUpload', { id: `file-${id}`, input: { id, file, target: event.target, reportTo: self } }),
            })),
          ],
        })),
        'recount',
        'startNext',
      ],
    },
    'upload.cancel': { actions: enqueueActions(({ context, event, enqueue }) => forward(context, event.id, enqueue, 'upload.cancel')) },
    'upload.remove': { actions: enqueueActions(({ context, event, enqueue }) => forward(context, event.id, enqueue, 'upload.remove')) },
    'upload.resume': {
      guard: 'canResume',
      target: '.uploading',
      actions: [
        enqueueActions(({ context, event, enqueue }) => forward(context, event.id, enqueue, 'upload.resume')),
        assign({
          entries: ({ context, event }) =>
            context.entries.map((e) =>
              e.id === event.id && e.outcome === 'failed' ? { ...e, outcome: 'pending' as const, started: true } : e,
            ),
        }),
        'recount',
      ],
    },
    'file.settled': {
      actions: [
        assign({ entries: ({ context, event }) => context.entries.map((e) => (e.id === event.id ? { ...e, outcome: event.outcome } : e)) }),
        'recount',
        'startNext',
      ],
    },
    'file.removed': {
      actions: [
        enqueueActions(({ context, event, enqueue }) => {
          const entry = context.entries.find((e) => e.id === event.id);
          if (entry) enqueue.stopChild(entry.ref);
          enqueue.assign({ entries: context.entries.filter((e) => e.id !== event.id) });
        }),
        'recount',
        'startNext',
      ],
    },
  },
  states: {
    idle: {},
    uploading: {
      entry: assign({ uploading: true }),
      always: [
        { guard: 'noFiles', target: 'idle', actions: assign({ uploading: false }) },
        { guard: 'allFinished', target: 'finished' },
      ],
    },
    finished: {
      entry: assign({ uploading: false }),
      after: {
        summaryDelay: {
          target: 'idle',
          actions: { type: 'notify', params: ({ context }) => uploadSummary(context.completed, context.total) },
        },
      },
    },
  },
});

function forward(
  context: UploadBatchContext,
  id: string,
  enqueue: { sendTo: (ref: BatchEntry['ref'], event: { type: 'upload.cancel' | 'upload.remove' | 'upload.resume' }) => void },
  type: 'upload.cancel' | 'upload.remove' | 'upload.resume',
): void {
  const entry = context.entries.find((e) => e.id === id);
  if (entry) enqueue.sendTo(entry.ref, { type });
}
