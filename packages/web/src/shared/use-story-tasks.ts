import {
  BrowserNotifications,
  type OpenedStory,
  StoryApi,
  storyTasksMachine,
  type TranscriptAndIndexes,
  TranscriptApi,
} from '@storykeep/core';
import { useActorRef } from '@xstate/react';
import { useCallback, useMemo, useRef } from 'react';
import { type ActorOptions, type AnyActorLogic, fromPromise } from 'xstate';
import { useService } from './container-context.js';
import { inspectOption } from './inspector.js';
import { useNotify } from './notices.js';
import { useOptionalService } from './optional-service.js';

/** XState's clock (timeouts), as actor options take it; tests pass a simulated one. */
export type Clock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;

/** A story's transcript and indexes, asked for together (no indexes is not a failure). */
export async function transcriptAndIndexes(api: TranscriptApi, storyId: string): Promise<TranscriptAndIndexes> {
  const [transcript, indexes] = await Promise.all([api.get(storyId), api.indexes(storyId).catch(() => [])]);
  return { transcript, indexes };
}

export interface StoryTasksOptions {
  /** Given, the machine opens the story itself with it and is the page's one owner of the story. */
  open?: (storyId: string) => Promise<OpenedStory>;
  clock?: Clock;
}

/**
 * Core's story-tasks machine for one story, wired to the app's story and transcript calls, its notices and the
 * browser's notifications. `refresh` reads the story again (as after a transcription request) so the machine
 * follows the new task.
 */
export function useStoryTasks(storyId: string, { open, clock }: StoryTasksOptions = {}) {
  const stories = useService<StoryApi>(StoryApi);
  const transcripts = useService<TranscriptApi>(TranscriptApi);
  const notifications = useOptionalService<BrowserNotifications>(BrowserNotifications);
  const notify = useNotify();
  // The opener is read when the machine opens, so a new function on each render does not make a new machine.
  const opener = useRef(open);
  opener.current = open;
  const machine = useMemo(
    () =>
      storyTasksMachine.provide({
        actors: {
          openStory: fromPromise(({ input }: { input: { storyId: string } }) => {
            if (!opener.current) throw new Error('This page does not open its story through the machine');
            return opener.current(input.storyId);
          }),
          fetchStory: fromPromise(({ input }: { input: { storyId: string } }) => stories.get(input.storyId)),
          loadTranscriptAndIndexes: fromPromise(({ input }: { input: { storyId: string } }) =>
            transcriptAndIndexes(transcripts, input.storyId),
          ),
        },
        actions: {
          notify: (_, notice) => notify(notice),
          notifyBrowser: (_, content) => {
            notifications?.show(content);
          },
        },
      }),
    [stories, transcripts, notifications, notify],
  );
  const tasks = useActorRef(machine, {
    ...inspectOption(),
    input: { storyId, open: open !== undefined },
    ...(clock ? { clock } : {}),
  });
  const refresh = useCallback(async () => {
    tasks.send({ type: 'storyTasks.loaded', story: await stories.get(storyId) });
  }, [stories, storyId, tasks]);
  return { tasks, refresh };
}
