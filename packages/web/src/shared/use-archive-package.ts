import { type ArchivePackageState, archivePackageFromTask, messages } from '@storykeep/core';
import { type TaskBuild, type TaskBuildKind, useTaskBuild } from './use-task-build.js';

export type ArchivePackage = TaskBuild<ArchivePackageState>;

const archivePackage: TaskBuildKind<ArchivePackageState> = {
  start: (sharing, storyId) => sharing.startArchivePackage(storyId),
  fromTask: archivePackageFromTask,
  pending: { status: 'Pending', progress: null },
  failed: { status: 'Failed', message: messages.archivePackageFailed },
};

/**
 * Starts building a story's archival package (a job on the server, stored in the media store) and follows it on the
 * task service, with its progress, until it offers a download address or fails. Null without a SharingApi bound.
 */
export function useArchivePackage(storyId: string): { state: ArchivePackage; start(): void } | null {
  return useTaskBuild(storyId, archivePackage);
}
