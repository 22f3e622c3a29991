import { BrowserNotifications, StoryApi, storyTasksMachine, TranscriptApi, transcriptMayBeReady } from '@storykeep/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { type ActorOptions, type AnyActorLogic, fromPromise } from 'xstate';
import { useService } from '../../shared/container-context.js';
import { inspectOption } from '../../shared/inspector.js';
import { useNotify } from '../../shared/notices.js';
import { useOptionalService } from '../../shared/optional-service.js';
import { takePrefetched, transcriptAndIndexes } from './hub-prefetch.js';

/** XState's clock (timeouts), as actor options take it; tests pass a simulated one. */
export type Clock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;

/**
 * A story for the hub, owned by core's story-tasks machine from the first answer on: it opens the story (with its
 * transcript and indexes when they may be ready; from the answers asked for as the app started on this hub, if any)
 * and, while a transcription runs, polls and brings the transcript when it lands.
 */
export function useStoryHub(storyId: string, clock?: Clock) {
  const stories = useService<StoryApi>(StoryApi);
  const transcripts = useService<TranscriptApi>(TranscriptApi);
  const notifications = useOptionalService<BrowserNotifications>(BrowserNotifications);
  const notify = useNotify();
  const machine = useMemo(
    () =>
      storyTasksMachine.provide({
        actors: {
          openStory: fromPromise(({ input }: { input: { storyId: string } }) => openStory(stories, transcripts, input.storyId)),
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
  const tasks = useActorRef(machine, { ...inspectOption(), input: { storyId, open: true }, ...(clock ? { clock } : {}) });

  // After a transcription is asked for, the story is read again so the machine follows the new task.
  const refresh = useCallback(async () => {
    tasks.send({ type: 'storyTasks.loaded', story: await stories.get(storyId) });
  }, [stories, storyId, tasks]);
  const context = useSelector(tasks, (s) => s.context);
  const opening = useSelector(tasks, (s) => s.matches('start') || s.matches('opening'));
  const failed = useSelector(tasks, (s) => s.matches('openFailed'));
  const processing = useSelector(tasks, (s) => s.matches('waiting') || s.matches('polling') || s.matches('loadingTranscript'));
  const common = { processing, notice: context.notice, tasks, refresh };
  if (failed) return { state: 'failed' as const, ...common };
  if (opening || !context.story) return { state: 'loading' as const, ...common };
  return { state: 'ready' as const, story: context.story, transcript: context.transcript, indexes: context.indexes, ...common };
}

/**
 * The story and, beside it rather than after it, its transcript and indexes: most stories opened have one, and the
 * round trip saved is most of the wait. The transcript is dropped when the story says it is still being made.
 */
async function openStory(stories: StoryApi, transcripts: TranscriptApi, storyId: string) {
  const early = takePrefetched(storyId, {
    story: () => stories.get(storyId),
    data: () => transcriptAndIndexes(transcripts, storyId),
  });
  early.data.catch(() => undefined);
  const story = await early.story;
  const data = transcriptMayBeReady(story) ? await early.data : { transcript: null, indexes: [] };
  return { story, ...data };
}
