import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Job } from '../db/job-tables.schema.js';
import { isPermanentFailure, type JobHandlers, PermanentJobError } from './job-handler.js';
import type { JobStore } from './job-store.js';

export interface WorkerOptions {
  store: JobStore;
  handlers: JobHandlers;
  /** Unique per worker; appears in `locked_by`. */
  id?: string;
  /** Jobs run at the same time by this worker. */
  concurrency?: number;
  /** How long a claimed job stays locked without a heartbeat; a crashed worker's jobs return after it. */
  leaseMs?: number;
  /** Wait between looks at an empty queue. */
  pollMs?: number;
  onError?: (error: unknown, job?: Job) => void;
}

/** A run finished after its lease was lost; what it found was not written (the job runs, or ran, again). */
export class LeaseLostError extends Error {
  constructor(job: Job) {
    super(`Job ${job.id} (${job.type}) lost its lease during attempt ${job.attempts}; its outcome was not recorded`);
    this.name = 'LeaseLostError';
  }
}

/**
 * Claims and runs jobs until stopped. A running job's lease is renewed while its handler works;
 * `stop()` lets running jobs finish (or aborts them after a grace period) and claims nothing new.
 */
export class Worker {
  readonly id: string;
  private readonly concurrency: number;
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private running = false;
  private readonly active = new Map<string, { promise: Promise<void>; controller: AbortController }>();
  private wakeUp: (() => void) | undefined;
  private loop: Promise<void> | undefined;

  constructor(private readonly options: WorkerOptions) {
    this.id = options.id ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
    this.concurrency = options.concurrency ?? 1;
    this.leaseMs = options.leaseMs ?? 60_000;
    this.pollMs = options.pollMs ?? 1_000;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** Look at the queue now rather than at the next poll (a job was just queued in this process). */
  wake(): void {
    this.wakeUp?.();
  }

  /** Claims nothing more; waits up to `graceMs` for running jobs, then aborts them and waits for them to settle. */
  async stop(graceMs = 30_000): Promise<void> {
    this.running = false;
    this.wake();
    await this.loop;
    const settled = Promise.all([...this.active.values()].map((a) => a.promise));
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), graceMs);
    });
    if ((await Promise.race([settled, grace])) === 'late') for (const a of this.active.values()) a.controller.abort();
    clearTimeout(timer);
    await settled;
  }

  /** Runs jobs until none is due; for tests and one-shot commands. Answers how many ran. */
  async drain(): Promise<number> {
    let ran = 0;
    for (;;) {
      const job = await this.options.store.claim(this.id, this.options.handlers.types(), this.leaseMs);
      if (!job) return ran;
      await this.execute(job, new AbortController());
      ran += 1;
    }
  }

  private async run(): Promise<void> {
    while (this.running) {
      let claimed = false;
      if (this.active.size < this.concurrency) {
        try {
          const job = await this.options.store.claim(this.id, this.options.handlers.types(), this.leaseMs);
          if (job) {
            claimed = true;
            const controller = new AbortController();
            const promise = this.execute(job, controller).finally(() => {
              this.active.delete(job.id);
              this.wake();
            });
            this.active.set(job.id, { promise, controller });
          }
        } catch (error) {
          this.options.onError?.(error);
        }
      }
      if (!claimed || this.active.size >= this.concurrency) await this.sleep();
    }
  }

  private sleep(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, this.pollMs);
      const wakeUp = () => done();
      this.wakeUp = wakeUp;
      function done() {
        clearTimeout(timer);
        resolve();
      }
    });
  }

  private async execute(job: Job, controller: AbortController): Promise<void> {
    const { store, handlers } = this.options;
    const handler = handlers.get(job.type);
    const beat = setInterval(async () => {
      try {
        if (!(await store.heartbeat(job, this.id, this.leaseMs))) controller.abort();
      } catch (error) {
        this.options.onError?.(error, job);
      }
    }, this.leaseMs / 3);
    try {
      if (!handler) throw new PermanentJobError(`No handler for job type ${job.type}`);
      if (job.attempts > job.maxAttempts) throw new PermanentJobError(`Gave up after ${job.maxAttempts} attempts`);
      const progress = reportProgress((fraction) =>
        store.progress(job, this.id, fraction).catch((error: unknown) => this.options.onError?.(error, job)),
      );
      const result = await handler(job.payload, { job, signal: controller.signal, queue: store, progress });
      // Another claim took the job after this lease ran out: its run decides the outcome, this result is dropped.
      if (!(await store.complete(job, this.id, result))) this.options.onError?.(new LeaseLostError(job), job);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      try {
        if ((await store.fail(job, this.id, message, isPermanentFailure(error))) === 'lost')
          this.options.onError?.(new LeaseLostError(job), job);
      } catch (failure) {
        this.options.onError?.(failure, job);
      }
      this.options.onError?.(error, job);
    } finally {
      clearInterval(beat);
    }
  }
}

/** How often a job's progress is written at most, and the least change worth writing. */
const PROGRESS_EVERY_MS = 500;
const PROGRESS_STEP = 0.01;

/** A progress reporter that writes no more than one change per half second, and only changes of 1% or more. */
function reportProgress(write: (fraction: number) => Promise<unknown>): (fraction: number) => void {
  let last = -1;
  let at = 0;
  return (fraction) => {
    const now = Date.now();
    if (Math.abs(fraction - last) < PROGRESS_STEP || now - at < PROGRESS_EVERY_MS) return;
    last = fraction;
    at = now;
    void write(fraction);
  };
}
