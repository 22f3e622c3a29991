import type { AsyncOperation, TranscriptStatus } from '@storykeep/core';
import type { Job } from '../../db/job-tables.schema.js';

/** Job types of the processing pipeline, and the operation name each shows as in `story.asyncOperations`. */
export const JOB_TYPES = {
  processMedia: 'media.process',
  mixLocalTracks: 'media.mix',
  transcribe: 'stt.transcribe',
} as const;

const OPERATION_OF: Record<string, string> = {
  [JOB_TYPES.processMedia]: 'transcode',
  [JOB_TYPES.mixLocalTracks]: 'TranscodeLocalVideo',
  [JOB_TYPES.transcribe]: 'transcribe',
};

/** A job's result that means "there was nothing to do" (e.g. no speech service configured). */
export function isNoOp(result: unknown): boolean {
  return typeof result === 'object' && result !== null && (result as { noOp?: unknown }).noOp === true;
}

function statusOf(job: Job): AsyncOperation['status'] {
  if (job.status === 'queued' || job.status === 'running') return job.type === JOB_TYPES.mixLocalTracks ? 'pending_mux' : 'pending';
  if (job.status === 'failed') return 'failed';
  return isNoOp(job.result) ? 'no_op' : 'completed';
}

/**
 * A story's `asyncOperations` from its jobs: one entry per operation, the latest job of each type
 * deciding its status. Jobs of types the story does not show are left out.
 */
export function asyncOperationsOf(jobs: Job[]): AsyncOperation[] {
  const latest = new Map<string, Job>();
  for (const job of [...jobs].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())) {
    if (OPERATION_OF[job.type]) latest.set(job.type, job);
  }
  return [...latest.values()].map((job) => {
    const operation: AsyncOperation = { type: OPERATION_OF[job.type] ?? job.type, status: statusOf(job) };
    if (job.mode === 'advanced' || job.mode === 'standard') operation.mode = job.mode;
    return operation;
  });
}

/**
 * The story's transcript status from its transcription jobs: pending while the recording is still
 * being mixed or transcribed, then the last transcription's outcome; undefined when none was asked for.
 */
export function transcriptStatusOf(jobs: Job[]): TranscriptStatus | undefined {
  const operations = asyncOperationsOf(jobs);
  const transcribe = operations.find((o) => o.type === OPERATION_OF[JOB_TYPES.transcribe]);
  if (!transcribe) return undefined;
  const mixing = operations.some((o) => o.status === 'pending_mux');
  if (mixing && transcribe.status === 'pending') return 'pending_mux';
  return transcribe.status === 'unknown' ? undefined : transcribe.status;
}
