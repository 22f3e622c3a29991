import { type DownloadBuildState, downloadBuildFromTask, messages } from '@storykeep/core';
import { type TaskBuild, type TaskBuildKind, useTaskBuild } from './use-task-build.js';

export { DOWNLOAD_REWATCH_MS } from './use-task-watch.js';

export type LocalRecordingsDownload = TaskBuild<DownloadBuildState>;

const localRecordings: TaskBuildKind<DownloadBuildState> = {
  start: (sharing, storyId) => sharing.downloadAllLocalVideos(storyId),
  fromTask: downloadBuildFromTask,
  pending: { status: 'Pending' },
  failed: { status: 'Failed', message: messages.localRecordingsDownloadFailed },
};

/**
 * Starts packing a story's local recordings and follows the build on the task service until it has a file or fails.
 * Null without a SharingApi bound.
 */
export function useLocalRecordingsDownload(storyId: string): { state: LocalRecordingsDownload; start(): void } | null {
  return useTaskBuild(storyId, localRecordings);
}
