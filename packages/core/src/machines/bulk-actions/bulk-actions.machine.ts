import { assign, fromPromise, setup } from 'xstate';
import { shellMessages } from '../../messages/shell.messages.js';
import type { Story } from '../../model/story.schema.js';
import type { AnalyticsEvent } from '../../ports/analytics.port.js';
import { BULK_DOWNLOAD_GAP_MS } from '../../util/constants.js';
import type { Notice } from '../notice.js';
import type { BulkActionsContext, BulkActionsEvent } from './bulk-actions.types.js';
import { deleteResultNotice, downloadResultNotice } from './bulk-result.js';

const noProgress = { index: 0, succeeded: 0, failed: 0 };
const current = (context: BulkActionsContext): Story => context.batch[context.progress.index] as Story;

/**
 * Bulk actions on an interview list (see docs/product/entities.md, "Bulk actions"): toggle and clear the selection; delete one by one once
 * the typed text is exactly DELETE, then refresh the lists and clear the selection; download one after another with
 * a 1.5 s pause. Actors and the `notify`/`track`/`reportDownloadFailure` actions are provided at wiring.
 */
export const bulkActionsMachine = setup({
  types: { context: {} as BulkActionsContext, events: {} as BulkActionsEvent },
  actors: {
    deleteStory: fromPromise<void, { story: Story }>(async () => {
      throw new Error('deleteStory is provided at wiring');
    }),
    downloadStory: fromPromise<void, { story: Story }>(async () => {
      throw new Error('downloadStory is provided at wiring');
    }),
    /** Answers whether any of the stories has clips (`POST /stories/clips/v2`). */
    checkClips: fromPromise<boolean, { storyIds: string[] }>(async () => {
      throw new Error('checkClips is provided at wiring');
    }),
    refreshLists: fromPromise<void, void>(async () => {
      throw new Error('refreshLists is provided at wiring');
    }),
  },
  actions: {
    countSuccess: assign({
      progress: ({ context }) => ({ ...context.progress, index: context.progress.index + 1, succeeded: context.progress.succeeded + 1 }),
    }),
    countFailure: assign({
      progress: ({ context }) => ({ ...context.progress, index: context.progress.index + 1, failed: context.progress.failed + 1 }),
    }),
    notify: (_, _params: Notice) => {},
    track: (_, _params: AnalyticsEvent) => {},
    reportDownloadFailure: (_, _params: { storyId: string; error: unknown }) => {},
  },
  guards: {
    hasSelection: ({ context }) => context.selected.length > 0,
    confirmedWithDelete: ({ context }) => context.confirmation === shellMessages.bulkDeleteConfirmationWord,
    moreInBatch: ({ context }) => context.progress.index < context.batch.length,
  },
  delays: { downloadGap: BULK_DOWNLOAD_GAP_MS },
}).createMachine({
  id: 'bulkActions',
  context: { selected: [], confirmation: '', hasClips: false, progress: noProgress, batch: [] },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'bulk.toggle': {
          actions: assign({
            selected: ({ context, event }) =>
              context.selected.some((s) => s._id === event.story._id)
                ? context.selected.filter((s) => s._id !== event.story._id)
                : [...context.selected, event.story],
          }),
        },
        'bulk.clear': { actions: assign({ selected: [] }) },
        'bulk.delete.open': { guard: 'hasSelection', target: 'confirmingDelete' },
        'bulk.download': { guard: 'hasSelection', target: 'downloading' },
      },
    },
    confirmingDelete: {
      entry: assign({ confirmation: '', hasClips: false }),
      invoke: {
        src: 'checkClips',
        input: ({ context }) => ({ storyIds: context.selected.map((s) => s._id) }),
        onDone: { actions: assign({ hasClips: ({ event }) => event.output }) },
      },
      on: {
        'bulk.delete.type': { actions: assign({ confirmation: ({ event }) => event.text }) },
        'bulk.delete.confirm': { guard: 'confirmedWithDelete', target: 'deleting' },
        'bulk.delete.cancel': { target: 'idle' },
      },
    },
    deleting: {
      entry: [
        assign(({ context }) => ({ batch: context.selected, progress: noProgress })),
        { type: 'track', params: ({ context }) => ({ name: 'bulk_delete_stories', params: { count: context.batch.length } }) },
      ],
      initial: 'deletingOne',
      states: {
        deletingOne: {
          invoke: {
            src: 'deleteStory',
            input: ({ context }) => ({ story: current(context) }),
            onDone: { target: 'next', actions: 'countSuccess' },
            onError: { target: 'next', actions: 'countFailure' },
          },
        },
        next: { always: [{ guard: 'moreInBatch', target: 'deletingOne' }, { target: 'refreshing' }] },
        refreshing: {
          invoke: { src: 'refreshLists', onDone: { target: '#bulkActions.deleted' }, onError: { target: '#bulkActions.deleted' } },
        },
      },
    },
    deleted: {
      always: {
        target: 'idle',
        actions: [
          assign({ selected: [], batch: [], confirmation: '' }),
          { type: 'notify', params: ({ context }) => deleteResultNotice(context.progress) },
        ],
      },
    },
    downloading: {
      entry: [
        assign(({ context }) => ({ batch: context.selected, progress: noProgress })),
        { type: 'track', params: ({ context }) => ({ name: 'bulk_download_stories', params: { count: context.batch.length } }) },
      ],
      initial: 'downloadingOne',
      states: {
        downloadingOne: {
          invoke: {
            src: 'downloadStory',
            input: ({ context }) => ({ story: current(context) }),
            onDone: { target: 'next', actions: 'countSuccess' },
            onError: {
              target: 'next',
              actions: [
                { type: 'reportDownloadFailure', params: ({ context, event }) => ({ storyId: current(context)._id, error: event.error }) },
                'countFailure',
              ],
            },
          },
        },
        next: { always: [{ guard: 'moreInBatch', target: 'pausing' }, { target: '#bulkActions.downloaded' }] },
        pausing: { after: { downloadGap: { target: 'downloadingOne' } } },
      },
    },
    downloaded: {
      always: {
        target: 'idle',
        actions: [assign({ batch: [] }), { type: 'notify', params: ({ context }) => downloadResultNotice(context.progress) }],
      },
    },
  },
});
