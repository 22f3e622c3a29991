import {
  BrowserNotifications,
  type Index,
  type Story,
  StoryApi,
  storyTasksMachine,
  type Transcript,
  TranscriptApi,
  transcriptMayBeReady,
} from '@storykeep/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { type ActorOptions, type AnyActorLogic, fromPromise } from 'xstate';
import { useService } from '../../shared/container-context.js';
import { inspectOption } from '../../shared/inspector.js';
import { useNotify } from '../../shared/notices.js';
import { useOptionalService } from '../../shared/optional-service.js';
import { takePrefetched, transcriptAndIndexes } from './hub-prefetch.js';

/** XState's clock (timeouts), as actor options take it; tests pass a simulated one. */
export type Clock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;

type Loaded =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'ready'; story: Story; transcript: Transcript | null; indexes: Index[] };

/**
 * A story for the hub: the story, then its transcript and indexes when its transcript is complete (or its status is
 * unknown); while a transcription runs, core's story-tasks machine polls and brings the transcript when it lands.
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
  const tasks = useActorRef(machine, { ...inspectOption(), input: { storyId }, ...(clock ? { clock } : {}) });
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  useEffect(() => {
    let live = true;
    (async () => {
      // The transcript is asked for beside the story rather than after it: most stories opened have one, and the
      // round trip saved is most of the wait. It is dropped when the story says it is still being made.
      // When the app started on this hub, both were asked for before its code loaded (see hub-prefetch).
      const early = takePrefetched(storyId, {
        story: () => stories.get(storyId),
        data: () => transcriptAndIndexes(transcripts, storyId),
      });
      early.data.catch(() => undefined);
      // The story's asyncOperations list its transcription job (pending, then its outcome), which keeps the machine polling.
      const story = await early.story;
      tasks.send({ type: 'storyTasks.loaded', story });
      const both = transcriptMayBeReady(story) ? await early.data : { transcript: null, indexes: [] };
      if (live) setLoaded({ state: 'ready', story, ...both });
    })().catch(() => live && setLoaded({ state: 'failed' }));
    return () => {
      live = false;
    };
  }, [stories, transcripts, storyId, tasks]);

  // After a transcription is asked for, the story is read again so the machine follows the new task.
  const refresh = useCallback(async () => {
    tasks.send({ type: 'storyTasks.loaded', story: await stories.get(storyId) });
  }, [stories, storyId, tasks]);
  const polled = useSelector(tasks, (s) => s.context);
  const processing = useSelector(tasks, (s) => s.matches('waiting') || s.matches('polling') || s.matches('loadingTranscript'));
  if (loaded.state !== 'ready') return { ...loaded, processing, notice: polled.notice, tasks, refresh };
  return {
    state: 'ready' as const,
    story: polled.story ?? loaded.story,
    transcript: polled.transcript ?? loaded.transcript,
    indexes: polled.transcript ? polled.indexes : loaded.indexes,
    processing,
    notice: polled.notice,
    tasks,
    refresh,
  };
}
