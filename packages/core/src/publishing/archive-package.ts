import { messages } from '../messages/catalogue.js';
import { ARCHIVE_PACKAGE_TASK_TYPE, type AsyncTask } from '../model/async-task.schema.js';

/** Where an archival package build stands for the person waiting on it; `message` is the text to show on failure. */
export type ArchivePackageState =
  | { status: 'Pending'; progress: number | null }
  | { status: 'Completed'; downloadUrl: string }
  | { status: 'Failed'; message: string };

/**
 * Reads an archival package build from its task-service update. A task of another type, or a finished one without
 * an address, counts as failed rather than leaving the person waiting for a file that will not come.
 */
export function archivePackageFromTask(task: AsyncTask): ArchivePackageState {
  if (task.type !== ARCHIVE_PACKAGE_TASK_TYPE) return { status: 'Failed', message: messages.archivePackageFailed };
  if (task.status === 'pending') return { status: 'Pending', progress: task.progress ?? null };
  if (task.status === 'completed' && task.downloadUrl) return { status: 'Completed', downloadUrl: task.downloadUrl };
  return { status: 'Failed', message: task.errorMsg ? messages.downloadTaskFailed(task.errorMsg) : messages.archivePackageFailed };
}
