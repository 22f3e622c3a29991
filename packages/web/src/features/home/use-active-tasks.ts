import { type AsyncTask, TaskService } from '@storykeep/core';
import { useEffect, useState } from 'react';
import { useService } from '../../shared/container-context.js';

/** A story with the tasks still running on it. */
export interface StoryWork {
  storyId: string;
  title: string;
  tasks: AsyncTask[];
}

export type ActiveTasks = { state: 'loading' } | { state: 'ready'; stories: StoryWork[] } | { state: 'failed' };

/** How many of the newest stories the home page follows (the task service takes up to 100 per watch). */
const WATCHED_STORIES = 50;

/**
 * The stories with tasks running (uploads being processed, transcriptions, renders), live from the task service:
 * the newest stories are listed once, then their active tasks are watched, so a finished task leaves the list.
 */
export function useActiveTasks(): ActiveTasks {
  const tasks = useService<TaskService>(TaskService);
  const [result, setResult] = useState<ActiveTasks>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    let subscription: { unsubscribe(): void } | undefined;
    const running = new Map<string, StoryWork>();
    const publish = () => live && setResult({ state: 'ready', stories: [...running.values()] });
    tasks.getStories(1, WATCHED_STORIES).then(
      (stories) => {
        if (!live) return;
        if (stories.length === 0) return publish();
        const titles = new Map(stories.map((s) => [s.id, s.title]));
        subscription = tasks.watchActiveTasksOnStories(stories.map((s) => s.id)).subscribe({
          next: ({ storyId, tasks: active }) => {
            const pending = active.filter((t) => t.status === 'pending');
            if (pending.length > 0) running.set(storyId, { storyId, title: titles.get(storyId) ?? '', tasks: pending });
            else running.delete(storyId);
            publish();
          },
          error: () => live && setResult({ state: 'failed' }),
        });
        // The watch answers every story once at start; until then there is nothing to show but nothing failed.
        publish();
      },
      () => live && setResult({ state: 'failed' }),
    );
    return () => {
      live = false;
      subscription?.unsubscribe();
    };
  }, [tasks]);
  return result;
}
