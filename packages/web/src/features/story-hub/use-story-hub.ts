import { StoryApi, TranscriptApi, transcriptMayBeReady } from '@storykeep/core';
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { useService } from '../../shared/container-context.js';
import { type Clock, transcriptAndIndexes, useStoryTasks } from '../../shared/use-story-tasks.js';

export type { Clock };

/**
 * A story for the hub, owned by core's story-tasks machine from the first answer on: it opens the story (with its
 * transcript and indexes when they may be ready; the HTTP client answers from the reads started as the app started on
 * this hub, if any)
 * and, while a transcription runs, polls and brings the transcript when it lands.
 */
export function useStoryHub(storyId: string, clock?: Clock) {
  const stories = useService<StoryApi>(StoryApi);
  const transcripts = useService<TranscriptApi>(TranscriptApi);
  const open = useCallback((id: string) => openStory(stories, transcripts, id), [stories, transcripts]);
  const { tasks, refresh } = useStoryTasks(storyId, { open, ...(clock ? { clock } : {}) });
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
  const asked = transcriptAndIndexes(transcripts, storyId);
  asked.catch(() => undefined);
  const story = await stories.get(storyId);
  const data = transcriptMayBeReady(story) ? await asked : { transcript: null, indexes: [] };
  return { story, ...data };
}
