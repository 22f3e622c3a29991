import { TaskService } from '@storykeep/core';
import { useEffect, useState } from 'react';
import { useService } from '../../shared/container-context.js';

/** What happens to an uploaded file after 100%: made playable, then transcribed, then ready. */
export type ProcessingStage = 'processing' | 'transcribing' | 'ready';

/** The task service's task types behind each stage. */
const PROCESSING = new Set(['transcode', 'TranscodeLocalVideo']);
const TRANSCRIBING = new Set(['transcribe']);

/**
 * The stage of each uploaded story, live from the task service: its running tasks are watched, so the row moves from
 * processing to transcribing to ready as the server works. Stories the service has not reported on yet are absent.
 */
export function useProcessingStages(storyIds: readonly string[]): ReadonlyMap<string, ProcessingStage> {
  const tasks = useService<TaskService>(TaskService);
  const [stages, setStages] = useState<ReadonlyMap<string, ProcessingStage>>(new Map());
  const key = storyIds.join(' ');
  useEffect(() => {
    const ids = key.split(' ').filter(Boolean);
    if (ids.length === 0) return;
    const subscription = tasks.watchActiveTasksOnStories(ids).subscribe({
      next: ({ storyId, tasks: active }) => {
        const running = active.filter((t) => t.status === 'pending').map((t) => t.type);
        const stage: ProcessingStage = running.some((t) => PROCESSING.has(t))
          ? 'processing'
          : running.some((t) => TRANSCRIBING.has(t))
            ? 'transcribing'
            : 'ready';
        setStages((known) => new Map(known).set(storyId, stage));
      },
      // The stage is a courtesy: without the task service the rows just show the upload's own state.
      error: () => undefined,
    });
    return () => subscription.unsubscribe();
  }, [key, tasks]);
  return stages;
}

/** What a stage reads as under a file that reached 100%. */
export const STAGE_LABELS: Record<ProcessingStage, string> = {
  processing: 'Processing: making a version that plays everywhere',
  transcribing: 'Transcribing',
  ready: 'Ready',
};
