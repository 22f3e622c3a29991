import { assign, fromPromise, setup } from 'xstate';
import { interviewMessages } from '../../messages/interview.messages.js';
import type { Index } from '../../model/chapter.schema.js';
import type { Story } from '../../model/story.schema.js';
import type { Transcript } from '../../model/transcript.schema.js';
import type { NotificationContent } from '../../ports/browser-notifications.port.js';
import { STORY_POLL_ADVANCED_MS, STORY_POLL_MS } from '../../util/constants.js';
import type { Notice } from '../notice.js';
import {
  hasAdvancedTranscription,
  markPendingUnknown,
  pendingTypes,
  samePendingTypes,
  transcriptionJustCompleted,
} from './pending-operations.js';

export interface StoryTasksContext {
  storyId: string;
  story: Story | null;
  /** The story as it was before the last poll, to tell which operations have just finished. */
  previous: Story | null;
  transcript: Transcript | null;
  indexes: Index[];
  /** "Transcription Completed!" once a transcription has finished: the editor's status line (the notice is also shown once). */
  notice: Notice | null;
  /** True when the machine opens the story itself (a page that shows it); false when a page hands it over. */
  opens: boolean;
}

/** A story opened for a page: the story, and its transcript and indexes when they may be ready. */
export interface OpenedStory extends TranscriptAndIndexes {
  story: Story;
}

export interface StoryTasksInput {
  storyId: string;
  /** Open the story with the `openStory` actor before following its tasks. */
  open?: boolean;
}

export type StoryTasksEvent =
  /** The page loaded the story, or changed it (e.g. started a transcription). */
  { type: 'storyTasks.loaded'; story: Story };

export interface TranscriptAndIndexes {
  transcript: Transcript | null;
  indexes: Index[];
}

/** A polled story without its preparation session, which polling drops. */
function polled(story: Story): Story {
  const { prepsession: _dropped, ...rest } = story;
  return rest;
}

/**
 * Story tasks (see docs/product/authoring.md, "Story tasks"): a story with pending or pending_mux operations is polled every 5 s (60 s while an
 * advanced transcription runs) and updated only when its set of pending types changes; a failed poll turns pending
 * operations into unknown ones; a finished transcription loads the transcript and indexes, shows "Transcription
 * Completed!" and raises a browser notification. With `open`, the machine first opens the story itself (`openStory`)
 * and is then the page's only owner of it. Actors and the `notify`/`notifyBrowser` actions come at wiring.
 */
export const storyTasksMachine = setup({
  types: { context: {} as StoryTasksContext, events: {} as StoryTasksEvent, input: {} as StoryTasksInput },
  actors: {
    /** The story with its transcript and indexes, the first time a page shows it (from answers asked for early, if any). */
    openStory: fromPromise<OpenedStory, { storyId: string }>(async () => {
      throw new Error('openStory is provided at wiring');
    }),
    /** `GET /stories/{id}?fullLoad=false` with the polling header. */
    fetchStory: fromPromise<Story, { storyId: string }>(async () => {
      throw new Error('fetchStory is provided at wiring');
    }),
    loadTranscriptAndIndexes: fromPromise<TranscriptAndIndexes, { storyId: string }>(async () => {
      throw new Error('loadTranscriptAndIndexes is provided at wiring');
    }),
  },
  actions: {
    notify: (_, _params: Notice) => {},
    notifyBrowser: (_, _params: NotificationContent) => {},
  },
  guards: {
    opens: ({ context }) => context.opens,
    hasPending: ({ context }) => pendingTypes(context.story).length > 0,
    transcriptionCompleted: ({ context }) => context.story !== null && transcriptionJustCompleted(context.previous, context.story),
  },
  delays: {
    pollInterval: ({ context }) => (hasAdvancedTranscription(context.story) ? STORY_POLL_ADVANCED_MS : STORY_POLL_MS),
  },
}).createMachine({
  id: 'storyTasks',
  context: ({ input }) => ({
    storyId: input.storyId,
    story: null,
    previous: null,
    transcript: null,
    indexes: [],
    notice: null,
    opens: input.open ?? false,
  }),
  initial: 'start',
  on: {
    'storyTasks.loaded': { target: '.checking', reenter: true, actions: assign({ story: ({ event }) => event.story }) },
  },
  states: {
    start: { always: [{ guard: 'opens', target: 'opening' }, { target: 'idle' }] },
    // The page's one source of its story: nothing else fetches it, so what is shown and what is polled agree.
    opening: {
      invoke: {
        src: 'openStory',
        input: ({ context }) => ({ storyId: context.storyId }),
        onDone: {
          target: 'checking',
          actions: assign(({ event }) => ({
            story: event.output.story,
            transcript: event.output.transcript,
            indexes: event.output.indexes,
          })),
        },
        onError: { target: 'openFailed' },
      },
    },
    openFailed: {},
    idle: {},
    checking: { always: [{ guard: 'hasPending', target: 'waiting' }, { target: 'idle' }] },
    waiting: { after: { pollInterval: { target: 'polling' } } },
    polling: {
      invoke: {
        src: 'fetchStory',
        input: ({ context }) => ({ storyId: context.storyId }),
        onDone: {
          target: 'polled',
          actions: assign(({ context, event }) => ({
            previous: context.story,
            story: samePendingTypes(context.story, event.output) ? context.story : polled(event.output),
          })),
        },
        onError: { target: 'idle', actions: assign({ story: ({ context }) => context.story && markPendingUnknown(context.story) }) },
      },
    },
    polled: { always: [{ guard: 'transcriptionCompleted', target: 'loadingTranscript' }, { target: 'checking' }] },
    loadingTranscript: {
      invoke: {
        src: 'loadTranscriptAndIndexes',
        input: ({ context }) => ({ storyId: context.storyId }),
        onDone: {
          target: 'checking',
          actions: [
            assign(({ event }) => ({
              transcript: event.output.transcript,
              indexes: event.output.indexes,
              notice: { text: interviewMessages.transcriptionCompleted, intent: 'success' as const },
            })),
            { type: 'notify', params: { text: interviewMessages.transcriptionCompleted, intent: 'success' } },
            {
              type: 'notifyBrowser',
              params: ({ context }) => ({
                title: interviewMessages.transcriptionCompleted,
                body: interviewMessages.transcriptionReadyNotification,
                tag: `transcription-${context.storyId}`,
              }),
            },
          ],
        },
        onError: { target: 'checking' },
      },
    },
  },
});
