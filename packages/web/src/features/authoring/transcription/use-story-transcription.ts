import { BrowserNotifications, type Story, StoryApi, storyTasksMachine, TranscriptApi } from '@storykeep/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo } from 'react';
import { type ActorOptions, type AnyActorLogic, fromPromise } from 'xstate';
import { useService } from '../../../shared/container-context.js';
import { inspectOption } from '../../../shared/inspector.js';
import { useNotify } from '../../../shared/notices.js';
import { useOptionalService } from '../../../shared/optional-service.js';

/** XState's clock (timeouts), as actor options take it; tests pass a simulated one. */
export type Clock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;

/**
 * The story's transcription as core's story-tasks machine follows it: the story, whether a task runs, and the
 * completion notice (with the browser notification) when a transcription finishes. `refresh` reads the story again,
 * as after a request, so the machine starts polling the new task.
 */
export function useStoryTranscription(storyId: string, clock?: Clock) {
  const stories = useService<StoryApi>(StoryApi);
  const transcripts = useService<TranscriptApi>(TranscriptApi);
  const notifications = useOptionalService<BrowserNotifications>(BrowserNotifications);
  const notify = useNotify();
  const machine = useMemo(
    () =>
      storyTasksMachine.provide({
        actors: {
          fetchStory: fromPromise(({ input }: { input: { storyId: string } }) => stories.get(input.storyId)),
          loadTranscriptAndIndexes: fromPromise(async ({ input }: { input: { storyId: string } }) => ({
            transcript: await transcripts.get(input.storyId),
            indexes: await transcripts.indexes(input.storyId),
          })),
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
  const tasks = useActorRef(machine, { ...inspectOption(), input: { storyId }, ...(clock ? { clock } : {}) });
  const refresh = useCallback(async () => {
    const story: Story = await stories.get(storyId);
    tasks.send({ type: 'storyTasks.loaded', story });
  }, [stories, storyId, tasks]);
  useEffect(() => {
    refresh().catch(() => undefined);
  }, [refresh]);
  const story = useSelector(tasks, (s) => s.context.story);
  const notice = useSelector(tasks, (s) => s.context.notice);
  const running = useSelector(tasks, (s) => s.matches('waiting') || s.matches('polling') || s.matches('loadingTranscript'));
  return { story, notice, running, refresh };
}
