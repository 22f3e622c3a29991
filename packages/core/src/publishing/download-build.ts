import { messages } from '../messages/catalogue.js';
import { type AsyncTask, DOWNLOAD_BUILD_TASK_TYPE } from '../model/async-task.schema.js';

/** Where a download build stands for the person waiting on it; `message` is the text to show on failure. */
export type DownloadBuildState =
  | { status: 'Pending' }
  | { status: 'Completed'; downloadUrl: string }
  | { status: 'Failed'; message: string };

/**
 * Reads a "download all local videos" build from its task-service update. A task of another type, or a finished one
 * without an address, counts as failed rather than leaving the person waiting for a file that will not come.
 */
export function downloadBuildFromTask(task: AsyncTask): DownloadBuildState {
  if (task.type !== DOWNLOAD_BUILD_TASK_TYPE) return { status: 'Failed', message: messages.unexpectedDownloadTaskType };
  if (task.status === 'pending') return { status: 'Pending' };
  if (task.status === 'completed' && task.downloadUrl) return { status: 'Completed', downloadUrl: task.downloadUrl };
  return { status: 'Failed', message: task.errorMsg ? messages.downloadTaskFailed(task.errorMsg) : messages.localRecordingsDownloadFailed };
}
