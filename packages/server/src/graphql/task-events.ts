import { EventEmitter } from 'node:events';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { DB } from '../db/schema.js';
import type { JobEvents } from '../jobs/job-events.js';

/** Something about a story or one of its tasks changed; subscribers read the current state again. */
export interface TaskEvent {
  kind: 'job' | 'story';
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
  private client: pg.Client | undefined;
  private stopped = false;
  private unsubscribe: (() => void) | undefined;

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  /** Delivers job changes of this process's job store (PGlite: one process holds the database). */
  fromJobEvents(events: JobEvents): void {
    this.unsubscribe = events.subscribe((change) => this.emit({ kind: 'job', storyId: change.storyId, jobId: change.id }));
  }

  /** Delivers changes announced by the database, from every instance. */
  async fromPostgres(url: string, onError: (error: unknown) => void): Promise<void> {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (message) => {
      try {
        const payload = JSON.parse(message.payload ?? '{}') as { id?: string; storyId?: string | null };
        if (message.channel === JOB_CHANNEL)
          this.emit({ kind: 'job', storyId: payload.storyId ?? null, ...(payload.id ? { jobId: payload.id } : {}) });
        if (message.channel === STORY_CHANNEL) this.emit({ kind: 'story', storyId: payload.storyId ?? null });
      } catch (error) {
        onError(error);
      }
    });
    client.on('error', (error) => {
      onError(error);
      if (!this.stopped) setTimeout(() => void this.fromPostgres(url, onError).catch(onError), 1000);
    });
    await client.connect();
    await client.query(`listen ${JOB_CHANNEL}`);
    await client.query(`listen ${STORY_CHANNEL}`);
    this.client = client;
  }

  /** Announces a story state change: to this process, or through the database to every instance. */
  async storyChanged(storyId: string, db: Kysely<DB>): Promise<void> {
    if (this.client) await sql`select pg_notify(${STORY_CHANNEL}, ${JSON.stringify({ storyId })})`.execute(db as Kysely<unknown>);
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
    this.stopped = true;
    this.unsubscribe?.();
    await this.client?.end().catch(() => undefined);
  }
}
