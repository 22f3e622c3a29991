/** A job's life: queued, running under a lease, then done or failed for good. */
export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

export interface EnqueueOptions {
  /** Jobs with the same story id show up in that story's asyncOperations. */
  storyId?: string;
  /** Not before this time. */
  runAt?: Date;
  maxAttempts?: number;
  /** A job with this key that is not finished yet is not queued twice. */
  dedupeKey?: string;
  mode?: string;
}

/** Durable background work: queued in the database, run by workers, retried with backoff. */
export const JobQueue = Symbol('JobQueue');
export interface JobQueue {
  enqueue(type: string, payload: unknown, options?: EnqueueOptions): Promise<{ id: string }>;
}
