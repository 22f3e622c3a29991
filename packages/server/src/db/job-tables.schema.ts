import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type JobRowStatus = 'queued' | 'running' | 'done' | 'failed';

/** The `jobs` table of migration 0100. */
export interface JobsTable {
  id: string;
  type: string;
  payload: ColumnType<unknown, string, string>;
  story_id: string | null;
  mode: string | null;
  status: ColumnType<JobRowStatus, JobRowStatus | undefined, JobRowStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  max_attempts: ColumnType<number, number | undefined, number>;
  run_at: Timestamp;
  locked_by: string | null;
  locked_until: NullableTimestamp;
  last_error: string | null;
  result: ColumnType<unknown, string | null | undefined, string | null>;
  dedupe_key: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  finished_at: NullableTimestamp;
  /** How far a running job is, 0 to 1, when its handler tells (migration 0580); null otherwise. */
  progress: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface JobsDB {
  jobs: JobsTable;
}

/** A job as read back from the table. */
export interface Job<Payload = unknown> {
  id: string;
  type: string;
  payload: Payload;
  storyId: string | null;
  mode: string | null;
  status: JobRowStatus;
  attempts: number;
  maxAttempts: number;
  runAt: Date;
  lockedBy: string | null;
  lockedUntil: Date | null;
  lastError: string | null;
  result: unknown;
  createdAt: Date;
  finishedAt: Date | null;
  /** How far the job is, 0 to 1, when its handler reports it. */
  progress: number | null;
}
