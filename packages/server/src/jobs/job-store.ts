import { randomUUID } from 'node:crypto';
import type { EnqueueOptions, JobQueue } from '@storykeep/core';
import { type ExpressionBuilder, type Kysely, type Selectable, sql } from 'kysely';
import type { Job, JobsTable } from '../db/job-tables.schema.js';
import type { DB } from '../db/schema.js';
import type { JobEvents } from './job-events.js';
import { retryDelayMs } from './retry-delay.js';

const DEFAULT_MAX_ATTEMPTS = 5;

/** The fence of a claim: the job is still running, under this worker, in the attempt this claim started. */
function heldBy(eb: ExpressionBuilder<DB, 'jobs'>, job: Job, workerId: string) {
  return eb.and([eb('id', '=', job.id), eb('locked_by', '=', workerId), eb('attempts', '=', job.attempts), eb('status', '=', 'running')]);
}

export function toJob(row: Selectable<JobsTable>): Job {
  return {
    id: row.id,
    type: row.type,
    payload: row.payload,
    storyId: row.story_id,
    mode: row.mode,
    status: row.status,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    runAt: new Date(row.run_at),
    lockedBy: row.locked_by,
    lockedUntil: row.locked_until ? new Date(row.locked_until) : null,
    lastError: row.last_error,
    result: row.result,
    createdAt: new Date(row.created_at),
    finishedAt: row.finished_at ? new Date(row.finished_at) : null,
    progress: row.progress === null || row.progress === undefined ? null : Number(row.progress),
  };
}

/**
 * The jobs table: enqueue, claim under a lease, finish. Every state change is one statement, so it
 * works the same on PGlite (one connection) and on PostgreSQL shared by many workers.
 *
 * Delivery is at least once: a worker whose lease runs out (a blocked event loop cannot renew it, a handler may
 * ignore the abort) can still be running when another claim takes the job. Every write about a claimed job is
 * therefore fenced by the claim itself — the same worker, the same attempt, still running — so a stale run can
 * neither finish, fail nor report progress for the run that replaced it; handlers make their own effects idempotent.
 */
export class JobStore implements JobQueue {
  readonly db: Kysely<DB>;
  constructor(
    db: Kysely<DB>,
    private readonly events?: JobEvents,
  ) {
    this.db = db;
  }

  async enqueue(type: string, payload: unknown, options: EnqueueOptions = {}): Promise<{ id: string }> {
    // The unfinished job that covered this work may finish between the refused insert and the look-up: then nothing
    // covers it any more, and the insert is tried again.
    for (;;) {
      const id = randomUUID();
      const row = await this.db
        .insertInto('jobs')
        .values({
          id,
          type,
          payload: JSON.stringify(payload ?? {}),
          story_id: options.storyId ?? null,
          mode: options.mode ?? null,
          max_attempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
          run_at: options.runAt ?? sql<Date>`now()`,
          dedupe_key: options.dedupeKey ?? null,
        } as never)
        // An unfinished job with the same dedupe key already covers this work.
        .onConflict((oc) =>
          // Literal predicate: PostgreSQL matches it to the partial unique index only when it can read it without parameters.
          oc.column('dedupe_key').where(sql<boolean>`dedupe_key is not null and status in ('queued', 'running')`).doNothing(),
        )
        .returning('id')
        .executeTakeFirst();
      if (row) {
        this.events?.changed({ id, type, storyId: options.storyId ?? null, status: 'queued' });
        return { id };
      }
      const existing = await this.db
        .selectFrom('jobs')
        .select('id')
        .where('dedupe_key', '=', options.dedupeKey ?? '')
        .where('status', 'in', ['queued', 'running'])
        .executeTakeFirst();
      if (existing) return { id: existing.id };
    }
  }

  /**
   * Takes the next job that is due (or whose worker's lease ran out) for `workerId`, locked for
   * `leaseMs`. SKIP LOCKED lets concurrent workers pass over a row another is taking, so no job is
   * handed out twice.
   */
  async claim(workerId: string, types: string[], leaseMs: number): Promise<Job | undefined> {
    if (types.length === 0) return undefined;
    const result = await sql<Selectable<JobsTable>>`
      update jobs set status = 'running', attempts = attempts + 1, locked_by = ${workerId}, progress = null,
        locked_until = now() + make_interval(secs => ${leaseMs / 1000}), updated_at = now()
      where id = (
        select id from jobs
        where type in (${sql.join(types)})
          and ((status = 'queued' and run_at <= now()) or (status = 'running' and locked_until < now()))
        order by run_at, created_at
        limit 1
        for update skip locked
      )
      returning *`.execute(this.db);
    const row = result.rows[0];
    if (!row) return undefined;
    const job = toJob(row);
    this.events?.changed({ id: job.id, type: job.type, storyId: job.storyId, status: 'running' });
    return job;
  }

  /** Extends the lease of a job this worker still holds; false when it has lost it. */
  async heartbeat(job: Job, workerId: string, leaseMs: number): Promise<boolean> {
    const result = await sql`
      update jobs set locked_until = now() + make_interval(secs => ${leaseMs / 1000}), updated_at = now()
      where id = ${job.id} and locked_by = ${workerId} and attempts = ${job.attempts} and status = 'running'`.execute(this.db);
    return Number(result.numAffectedRows ?? 0) > 0;
  }

  /** Records how far a job this worker still holds is (0 to 1), for the people watching its task. */
  async progress(job: Job, workerId: string, fraction: number): Promise<void> {
    const progress = Math.min(1, Math.max(0, fraction));
    const updated = await this.db
      .updateTable('jobs')
      .set({ progress })
      .where((eb) => heldBy(eb, job, workerId))
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) > 0) this.events?.changed({ id: job.id, type: job.type, storyId: job.storyId, status: 'running' });
  }

  /** Records a job's result, only while this claim still holds it; false when the lease was lost (nothing written). */
  async complete(job: Job, workerId: string, result: unknown): Promise<boolean> {
    const updated = await this.db
      .updateTable('jobs')
      .set({
        status: 'done',
        result: result === undefined ? null : JSON.stringify(result),
        locked_by: null,
        locked_until: null,
        last_error: null,
        finished_at: sql<Date>`now()`,
        updated_at: sql<Date>`now()`,
      } as never)
      .where((eb) => heldBy(eb, job, workerId))
      .executeTakeFirst();
    const done = Number(updated.numUpdatedRows) > 0;
    if (done) this.events?.changed({ id: job.id, type: job.type, storyId: job.storyId, status: 'done' });
    return done;
  }

  /**
   * Records a failed attempt: queued again after a backoff, or failed for good when out of attempts or `permanent`;
   * `lost` (nothing written) when this claim no longer holds the job.
   */
  async fail(job: Job, workerId: string, error: string, permanent = false): Promise<'retry' | 'failed' | 'lost'> {
    const final = permanent || job.attempts >= job.maxAttempts;
    const delay = retryDelayMs(job.attempts);
    const updated = await this.db
      .updateTable('jobs')
      .set({
        status: final ? 'failed' : 'queued',
        last_error: error.slice(0, 4000),
        locked_by: null,
        locked_until: null,
        run_at: final ? sql<Date>`run_at` : sql<Date>`now() + make_interval(secs => ${delay / 1000})`,
        finished_at: final ? sql<Date>`now()` : null,
        updated_at: sql<Date>`now()`,
      } as never)
      .where((eb) => heldBy(eb, job, workerId))
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return 'lost';
    this.events?.changed({ id: job.id, type: job.type, storyId: job.storyId, status: final ? 'failed' : 'queued', error });
    return final ? 'failed' : 'retry';
  }

  async get(id: string): Promise<Job | undefined> {
    const row = await this.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toJob(row) : undefined;
  }

  /** Every job of a story, oldest first. */
  async forStory(storyId: string): Promise<Job[]> {
    const rows = await this.db.selectFrom('jobs').selectAll().where('story_id', '=', storyId).orderBy('created_at').orderBy('id').execute();
    return rows.map(toJob);
  }
}
