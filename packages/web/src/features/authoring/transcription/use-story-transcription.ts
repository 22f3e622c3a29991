import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { type Clock, useStoryTasks } from '../../../shared/use-story-tasks.js';

export type { Clock };

/**
 * The story's transcription as core's story-tasks machine follows it: the story, whether a task runs, and the
 * completion notice (with the browser notification) when a transcription finishes. `refresh` reads the story again,
 * as after a request, so the machine starts polling the new task.
 */
export function useStoryTranscription(storyId: string, clock?: Clock) {
  const { tasks, refresh } = useStoryTasks(storyId, clock ? { clock } : {});
  useEffect(() => {
    refresh().catch(() => undefined);
  }, [refresh]);
  const story = useSelector(tasks, (s) => s.context.story);
  const notice = useSelector(tasks, (s) => s.context.notice);
  const running = useSelector(tasks, (s) => s.matches('waiting') || s.matches('polling') || s.matches('loadingTranscript'));
  return { story, notice, running, refresh };
}
