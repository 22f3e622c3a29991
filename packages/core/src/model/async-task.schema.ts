import { z } from 'zod';
import { IdSchema, UrlStringSchema } from './primitives.schema.js';

/**
 * Status of one asynchronous operation on a story (`story.asyncOperations[].status`). `unknown` is never sent by
 * the server: the client sets it when polling the story fails.
 */
export const AsyncOperationStatusSchema = z.enum(['pending', 'pending_mux', 'completed', 'failed', 'no_op', 'unknown']);
export type AsyncOperationStatus = z.infer<typeof AsyncOperationStatusSchema>;

/** The statuses that keep a story being polled. */
export const PENDING_ASYNC_OPERATION_STATUSES = ['pending', 'pending_mux'] as const satisfies readonly AsyncOperationStatus[];

/** Transcription runs in standard mode unless asked for `advanced` (which is polled less often). */
export const TranscribeModeSchema = z.enum(['standard', 'advanced']);
export type TranscribeMode = z.infer<typeof TranscribeModeSchema>;

/** One entry of `story.asyncOperations`: e.g. `{ type: 'transcribe', status: 'pending', mode: 'advanced' }`. */
export const AsyncOperationSchema = z.object({
  type: z.string().min(1),
  status: AsyncOperationStatusSchema,
  mode: TranscribeModeSchema.optional(),
});
export type AsyncOperation = z.infer<typeof AsyncOperationSchema>;

/**
 * Status of a story's task as the shell tracks it (part 1 "async task per story"); Pending and PendingMux count as
 * still running.
 */
export const StoryTaskStatusSchema = z.enum(['Pending', 'PendingMux', 'Completed', 'Failed']);
export type StoryTaskStatus = z.infer<typeof StoryTaskStatusSchema>;

/** The story task statuses that count as still running. */
export const PENDING_STORY_TASK_STATUSES = ['Pending', 'PendingMux'] as const satisfies readonly StoryTaskStatus[];

/** Part 1's per-story async task record: which task, its status, its id. */
export const StoryAsyncTaskSchema = z.object({ id: IdSchema, type: z.string().min(1), status: StoryTaskStatusSchema });
export type StoryAsyncTask = z.infer<typeof StoryAsyncTaskSchema>;

/** Task statuses of the real-time task service. */
export const TaskStatusSchema = z.enum(['pending', 'completed', 'failed']);
export type TaskStatus = z.infer<typeof TaskStatusSchema>;

/**
 * An async task as the task service reports it (`watchAsyncTask`). `downloadUrl` is set on finished download
 * builds and `errorMsg` on failures; both are null otherwise.
 */
export const AsyncTaskSchema = z.object({
  id: IdSchema,
  type: z.string().min(1),
  // Download builds report Pending, Completed and Failed capitalised; every other task reports them in lower case.
  status: z.preprocess((status) => (typeof status === 'string' ? status.toLowerCase() : status), TaskStatusSchema),
  errorMsg: z.string().nullable().optional(),
  downloadUrl: UrlStringSchema.nullable().optional(),
  /** How far a running task is, 0 to 1, for tasks that tell (remix renders). */
  progress: z.number().min(0).max(1).nullable().optional(),
});
export type AsyncTask = z.infer<typeof AsyncTaskSchema>;

/** The task type of a "download all local videos" build. */
export const DOWNLOAD_BUILD_TASK_TYPE = 'BuildDownload';

/** The task type of an archival package build (the permanent export with its SHA-256 manifest, see docs/product/api.md). */
export const ARCHIVE_PACKAGE_TASK_TYPE = 'BuildArchivePackage';

/** The task type counted by `getStoryAsyncTaskCount` while local recordings are transcoded. */
export const TRANSCODE_LOCAL_VIDEO_TASK_TYPE = 'TranscodeLocalVideo';

/** Progress of a "download all local videos" build: Pending, then Completed with a URL or Failed with a message. */
export const DownloadBuildTaskSchema = z.discriminatedUnion('status', [
  z.object({ taskId: IdSchema, status: z.literal('Pending') }),
  z.object({ taskId: IdSchema, status: z.literal('Completed'), downloadUrl: UrlStringSchema }),
  z.object({ taskId: IdSchema, status: z.literal('Failed'), errorMsg: z.string() }),
]);
export type DownloadBuildTask = z.infer<typeof DownloadBuildTaskSchema>;

/** A story as the task service sees it: `state` aggregates whatever the story's tasks report. */
export const TaskServiceStorySchema = z.object({
  id: IdSchema,
  title: z.string(),
  description: z.string().nullable().optional(),
  featureFlags: z.record(z.string(), z.unknown()).optional(),
  state: z.record(z.string(), z.unknown()),
});
export type TaskServiceStory = z.infer<typeof TaskServiceStorySchema>;
