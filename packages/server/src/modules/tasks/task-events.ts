import { EventEmitter } from 'node:events';
import { type Kysely, sql } from 'kysely';
import type { PgListener } from '../../db/pg-listener.js';
import type { DB } from '../../db/schema.js';
import type { JobEvents } from '../../jobs/job-events.js';

/** Something about a story or one of its tasks changed; subscribers read the current state again. */
export interface TaskEvent {
  /**
   * `resync`: notices may have been missed (the LISTEN connection was down), every subscriber reads again.
   * `access`: a session or a membership may have ended, every subscriber checks its caller again.
   */
  kind: 'job' | 'story' | 'resync' | 'access';
  storyId: string | null;
  jobId?: string;
}

const JOB_CHANNEL = 'storykeep_jobs';
const STORY_CHANNEL = 'storykeep_stories';

/**
 * The task service's pub/sub. In-process by default, fed by the job store's events; with PostgreSQL every instance
 * LISTENs: the database announces each job change itself (trigger of migration 0200), and story state changes are
 * NOTIFYed, so a change made through any instance (or a `storykeep worker`) reaches subscribers on all of them.
 */
export class TaskEvents {
  private readonly emitter = new EventEmitter();
  private listener: PgListener | undefined;
  private readonly unsubscribe: (() => void)[] = [];

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  /** Delivers job changes of this process's job store (PGlite: one process holds the database). */
  fromJobEvents(events: JobEvents): void {
    this.unsubscribe.push(events.subscribe((change) => this.emit({ kind: 'job', storyId: change.storyId, jobId: change.id })));
  }

  /** Delivers changes announced by the database, from every instance, through the process's LISTEN connection. */
  fromPostgres(listener: PgListener, onError: (error: unknown) => void): void {
    this.listener = listener;
    const parsed = (payload: string) => {
      try {
        return JSON.parse(payload || '{}') as { id?: string; storyId?: string | null };
      } catch (error) {
        onError(error);
        return undefined;
      }
    };
    this.unsubscribe.push(
      listener.listen(JOB_CHANNEL, (payload) => {
        const job = parsed(payload);
        if (job) this.emit({ kind: 'job', storyId: job.storyId ?? null, ...(job.id ? { jobId: job.id } : {}) });
      }),
      listener.listen(STORY_CHANNEL, (payload) => {
        const story = parsed(payload);
        if (story) this.emit({ kind: 'story', storyId: story.storyId ?? null });
      }),
      listener.onRestored(() => this.emit({ kind: 'resync', storyId: null })),
    );
  }

  /** Announces a story state change: to this process, or through the database to every instance. */
  async storyChanged(storyId: string, db: Kysely<DB>): Promise<void> {
    if (this.listener) await sql`select pg_notify(${STORY_CHANNEL}, ${JSON.stringify({ storyId })})`.execute(db as Kysely<unknown>);
    else this.emit({ kind: 'story', storyId });
  }

  emit(event: TaskEvent): void {
    this.emitter.emit('event', event);
  }

  subscribe(listener: (event: TaskEvent) => void): () => void {
    this.emitter.on('event', listener);
    return () => this.emitter.off('event', listener);
  }

  async close(): Promise<void> {
    for (const stop of this.unsubscribe.splice(0)) stop();
  }
}
