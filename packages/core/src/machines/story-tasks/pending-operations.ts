import { type AsyncOperation, PENDING_ASYNC_OPERATION_STATUSES } from '../../model/async-task.schema.js';
import type { Story } from '../../model/story.schema.js';

/** The operation type of a transcription. */
export const TRANSCRIBE_OPERATION = 'transcribe';

const pendingStatuses: ReadonlySet<string> = new Set(PENDING_ASYNC_OPERATION_STATUSES);

/** Whether an operation is still running (pending or pending_mux). */
export function isPending(operation: AsyncOperation): boolean {
  return pendingStatuses.has(operation.status);
}

/** The distinct types of a story's running operations, sorted, so two sets compare as strings. */
export function pendingTypes(story: Story | null): string[] {
  const types = new Set((story?.asyncOperations ?? []).filter(isPending).map((o) => o.type));
  return [...types].sort();
}

/** Whether two stories have the same set of running operation types. */
export function samePendingTypes(a: Story | null, b: Story | null): boolean {
  return pendingTypes(a).join('\n') === pendingTypes(b).join('\n');
}

/** Whether a transcription runs in advanced mode, which is polled less often. */
export function hasAdvancedTranscription(story: Story | null): boolean {
  return (story?.asyncOperations ?? []).some((o) => o.type === TRANSCRIBE_OPERATION && o.mode === 'advanced' && isPending(o));
}

/** Whether a transcription that was running before has now completed, with the transcript ready to load. */
export function transcriptionJustCompleted(before: Story | null, after: Story): boolean {
  const wasRunning = (before?.asyncOperations ?? []).some((o) => o.type === TRANSCRIBE_OPERATION && isPending(o));
  const operations = after.asyncOperations ?? [];
  const completed = operations.some((o) => o.type === TRANSCRIBE_OPERATION && o.status === 'completed');
  const stillRunning = operations.some((o) => o.type === TRANSCRIBE_OPERATION && isPending(o));
  return wasRunning && completed && !stillRunning && after.transcript === 'completed';
}

/** After a failed poll nothing is known about the running operations any more. */
export function markPendingUnknown(story: Story): Story {
  return {
    ...story,
    asyncOperations: story.asyncOperations?.map((o) => (isPending(o) ? { ...o, status: 'unknown' as const } : o)),
  };
}
