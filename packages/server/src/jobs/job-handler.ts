import type { JobQueue } from '@storykeep/core';
import type { Job } from '../db/job-tables.schema.js';

/** What a handler gets besides its payload. */
export interface JobContext {
  job: Job;
  /** Aborted when the worker stops hard or the job's lease is lost; long work should stop then. */
  signal: AbortSignal;
  /** Queue follow-up work (the next step of a pipeline). */
  queue: JobQueue;
  /** Tells the people watching the job's task how far it is (0 to 1); a handler that can measure it calls it. */
  progress?: (fraction: number) => void;
}

/** Runs one job; the answer is stored as the job's result (`{ noOp: true }` marks a job that had nothing to do). */
export type JobHandler<Payload = unknown> = (payload: Payload, context: JobContext) => Promise<unknown>;

/** Thrown by a handler when retrying cannot help (bad payload, deleted story): the job fails at once. */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobError';
  }
}

/**
 * Whether retrying cannot help: a PermanentJobError, or an error of a lower layer that says so itself
 * (`permanent: true`, such as media/'s UnreadableMediaError, which cannot import the job queue).
 */
export function isPermanentFailure(error: unknown): boolean {
  return error instanceof PermanentJobError || (error instanceof Error && (error as { permanent?: unknown }).permanent === true);
}

/** Handlers by job type. */
export class JobHandlers {
  private readonly handlers = new Map<string, JobHandler>();

  register<Payload>(type: string, handler: JobHandler<Payload>): this {
    if (this.handlers.has(type)) throw new Error(`A handler for job type ${type} is already registered`);
    this.handlers.set(type, handler as JobHandler);
    return this;
  }

  get(type: string): JobHandler | undefined {
    return this.handlers.get(type);
  }

  types(): string[] {
    return [...this.handlers.keys()];
  }
}
