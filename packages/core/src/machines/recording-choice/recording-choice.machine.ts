import { assign, fromPromise, setup } from 'xstate';
import type { CheckRecordingResponse, RecordingLayout, VideoParticipant } from '../../model/api/recording.api.schema.js';
import { RECORDING_CHECK_INTERVAL_MS } from '../../util/constants.js';
import { type VideoChoice, videoChoiceOf } from './recording-choice.js';

export interface RecordingChoiceContext {
  storyId: string;
  /** Read again every RECORDING_CHECK_INTERVAL_MS (in a call, while devices upload); once otherwise. */
  poll: boolean;
  recording: CheckRecordingResponse['local_recording'] | null;
  /** The last read failed; the last answer (if any) stays shown. */
  readFailed: boolean;
  /** The choice being saved, shown as made until the server answers. */
  saving: VideoParticipant[] | null;
  saveFailed: boolean;
}

export type RecordingChoiceEvent =
  | { type: 'recordingChoice.set'; videoParticipants: VideoParticipant[] }
  | { type: 'recordingChoice.refresh' }
  | { type: 'recordingChoice.dismissError' };

const notWired = async (): Promise<never> => {
  throw new Error('provided at wiring');
};

/**
 * Who is recorded in a call and whose video enters the mix: reads `check_recording` (again every few seconds while
 * `poll`), and saves the host's choice with `update_recording`. A failed save keeps the stored choice and says so.
 * `check` and `update` come at wiring.
 */
export const recordingChoiceMachine = setup({
  types: {
    context: {} as RecordingChoiceContext,
    events: {} as RecordingChoiceEvent,
    input: {} as { storyId: string; poll?: boolean },
  },
  actors: {
    check: fromPromise<CheckRecordingResponse, { storyId: string }>(notWired),
    update: fromPromise<RecordingLayout, { storyId: string; videoParticipants: VideoParticipant[] }>(notWired),
  },
  guards: { polling: ({ context }) => context.poll },
  delays: { checkAgain: RECORDING_CHECK_INTERVAL_MS },
}).createMachine({
  id: 'recordingChoice',
  context: ({ input }) => ({
    storyId: input.storyId,
    poll: input.poll ?? false,
    recording: null,
    readFailed: false,
    saving: null,
    saveFailed: false,
  }),
  initial: 'reading',
  on: { 'recordingChoice.dismissError': { actions: assign({ saveFailed: false }) } },
  states: {
    reading: {
      invoke: {
        src: 'check',
        input: ({ context }) => ({ storyId: context.storyId }),
        onDone: { target: 'idle', actions: assign({ recording: ({ event }) => event.output.local_recording, readFailed: false }) },
        onError: { target: 'idle', actions: assign({ readFailed: true }) },
      },
    },
    idle: {
      after: { checkAgain: { guard: 'polling', target: 'reading' } },
      on: {
        'recordingChoice.refresh': 'reading',
        'recordingChoice.set': {
          target: 'saving',
          actions: assign({ saving: ({ event }) => event.videoParticipants, saveFailed: false }),
        },
      },
    },
    saving: {
      invoke: {
        src: 'update',
        input: ({ context }) => ({ storyId: context.storyId, videoParticipants: context.saving ?? [] }),
        onDone: {
          target: 'idle',
          actions: assign({
            recording: ({ context, event }) => (context.recording ? { ...context.recording, ...event.output } : context.recording),
            saving: null,
          }),
        },
        onError: { target: 'idle', actions: assign({ saving: null, saveFailed: true }) },
      },
    },
  },
});

/** The stored choice, or the one being saved while it is. */
export function shownVideoChoice(context: RecordingChoiceContext): VideoChoice {
  if (context.saving) return { videoParticipants: context.saving, made: true };
  return context.recording ? videoChoiceOf(context.recording) : { videoParticipants: [], made: false };
}
