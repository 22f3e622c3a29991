import {
  type RecordingApi,
  RecordingApi as RecordingApiToken,
  type RecordingChoiceRow,
  type RecordingPerson,
  recordingChoiceMachine,
  recordingChoiceRows,
  shownVideoChoice,
  withVideo,
} from '@storykeep/core';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { useService } from './container-context.js';

/** The choice of whose video enters a story's mix, as the call screen and the story hub show it. */
export interface RecordingChoice {
  rows: RecordingChoiceRow[];
  /** Nothing read yet. */
  loading: boolean;
  saving: boolean;
  /** The server says this person may change whose video is kept (the call's host, or a manager of its project). */
  mayChoose: boolean;
  readFailed: boolean;
  saveFailed: boolean;
  setVideo(id: string, on: boolean): void;
  dismissError(): void;
}

/**
 * Who is recorded in a story's call and whose video is kept: `people` (those in the call) and those whose device sent
 * a recording, each with their device's upload. Read again every few seconds when `poll` (during a call).
 */
export function useRecordingChoice(storyId: string, people: RecordingPerson[], poll: boolean): RecordingChoice {
  const api = useService<RecordingApi>(RecordingApiToken);
  const machine = useMemo(
    () =>
      recordingChoiceMachine.provide({
        actors: {
          check: fromPromise(({ input }) => api.checkRecording(input.storyId)),
          update: fromPromise(({ input }) => api.updateRecording(input.storyId, input.videoParticipants)),
        },
      }),
    [api],
  );
  const [snapshot, send] = useMachine(machine, { input: { storyId, poll } });
  const c = snapshot.context;
  const rows = recordingChoiceRows(people, c.recording?.participants ?? [], shownVideoChoice(c));
  return {
    rows,
    loading: c.recording === null && !c.readFailed,
    saving: snapshot.matches('saving'),
    mayChoose: c.recording?.mayChooseVideo === true,
    readFailed: c.readFailed,
    saveFailed: c.saveFailed,
    setVideo: (id, on) => send({ type: 'recordingChoice.set', videoParticipants: withVideo(rows, id, on) }),
    dismissError: () => send({ type: 'recordingChoice.dismissError' }),
  };
}
