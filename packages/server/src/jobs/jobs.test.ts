import { type Kysely, sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DB } from '../db/schema.js';
import { JOB_TYPES } from '../modules/pipeline/async-operations.js';
import { storyAsyncOperations } from '../modules/pipeline/story-operations.js';
import { emptyDatabase, testDatabases } from '../testing/test-databases.js';
import { JobEvents } from './job-events.js';
import { JobHandlers, PermanentJobError } from './job-handler.js';
import { JobStore } from './job-store.js';
import { RETRY_BASE_MS } from './retry-delay.js';
import { Worker } from './worker.js';

describe.each(testDatabases)('durable jobs on $name', ({ name, open }) => {
  let store: JobStore;
  beforeEach(async () => {
    const database = await open();
    await emptyDatabase(database);
    store = new JobStore(database.db);
  });

  async function makeDue() {
    await sql`update jobs set run_at = now()`.execute(store.db);
  }

  it('runs a queued job once and keeps its result', async () => {
    const seen: unknown[] = [];
    const handlers = new JobHandlers().register<{ n: number }>('double', async ({ n }) => {
      seen.push(n);
      return { doubled: n * 2 };
    });
    const { id } = await store.enqueue('double', { n: 21 });
    expect(await new Worker({ store, handlers }).drain()).toBe(1);
    expect(seen).toEqual([21]);
    expect(await store.get(id)).toMatchObject({ status: 'done', attempts: 1, result: { doubled: 42 }, lockedBy: null });
    expect(await new Worker({ store, handlers }).drain()).toBe(0);
  });

  it('retries a failing job after an exponential wait, then succeeds', async () => {
    let calls = 0;
    const handlers = new JobHandlers().register('flaky', async () => {
      calls += 1;
      if (calls < 3) throw new Error(`disk busy ${calls}`);
      return 'ok';
    });
    const { id } = await store.enqueue('flaky', {});
    const worker = new Worker({ store, handlers });
    await worker.drain();
    const first = await store.get(id);
    expect(first).toMatchObject({ status: 'queued', attempts: 1, lastError: 'disk busy 1' });
    const wait = (first?.runAt.getTime() ?? 0) - Date.now();
    expect(wait).toBeGreaterThan(RETRY_BASE_MS * 0.5);
    // Not due yet: nothing runs.
    expect(await worker.drain()).toBe(0);
    await makeDue();
    await worker.drain();
    const second = await store.get(id);
    expect(second?.attempts).toBe(2);
    expect((second?.runAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(wait);
    await makeDue();
    await worker.drain();
    expect(await store.get(id)).toMatchObject({ status: 'done', attempts: 3, result: 'ok' });
  });

  it('fails for good on a permanent error or when out of attempts', async () => {
    const handlers = new JobHandlers()
      .register('bad-payload', async () => {
        throw new PermanentJobError('story was deleted');
      })
      .register('always', async () => {
        throw new Error('nope');
      });
    const permanent = await store.enqueue('bad-payload', {});
    const limited = await store.enqueue('always', {}, { maxAttempts: 2 });
    const worker = new Worker({ store, handlers });
    await worker.drain();
    await makeDue();
    await worker.drain();
    expect(await store.get(permanent.id)).toMatchObject({ status: 'failed', attempts: 1, lastError: 'story was deleted' });
    expect(await store.get(limited.id)).toMatchObject({ status: 'failed', attempts: 2, lastError: 'nope' });
  });

  it('runs a job again when the worker holding it crashed and its lease ran out', async () => {
    const handlers = new JobHandlers().register('transcode', async () => 'finished');
    const { id } = await store.enqueue('transcode', {});
    // A worker claims it, then dies without a word.
    expect(await store.claim('crashed-worker', ['transcode'], 60_000)).toMatchObject({ id });
    const survivor = new Worker({ store, handlers });
    expect(await survivor.drain()).toBe(0);
    await sql`update jobs set locked_until = now() - interval '1 second'`.execute(store.db);
    expect(await survivor.drain()).toBe(1);
    expect(await store.get(id)).toMatchObject({ status: 'done', attempts: 2, result: 'finished' });
    // The crashed worker's late answer changes nothing.
    const stale = await store.get(id);
    expect(stale && (await store.complete({ ...stale, id }, 'crashed-worker', 'late'))).toBe(false);
  });

  it('writes nothing from a run whose lease was lost, even when the same worker claimed the job again', async () => {
    const { id } = await store.enqueue('transcode', {});
    const first = await store.claim('worker-a', ['transcode'], 60_000);
    // The lease runs out while the first run is still busy (a blocked event loop cannot renew it) …
    await sql`update jobs set locked_until = now() - interval '1 second'`.execute(store.db);
    // … and the same worker (a second slot, or a restart with the same name) takes the job again.
    const second = await store.claim('worker-a', ['transcode'], 60_000);
    expect([first?.attempts, second?.attempts]).toEqual([1, 2]);
    if (!first || !second) throw new Error('both claims hold the job');
    expect(await store.complete(first, 'worker-a', 'stale result')).toBe(false);
    expect(await store.fail(first, 'worker-a', 'stale failure')).toBe('lost');
    expect(await store.heartbeat(first, 'worker-a', 60_000)).toBe(false);
    await store.progress(first, 'worker-a', 0.5);
    expect(await store.get(id)).toMatchObject({ status: 'running', attempts: 2, result: null, lastError: null, progress: null });
    expect(await store.complete(second, 'worker-a', 'fresh result')).toBe(true);
    expect(await store.get(id)).toMatchObject({ status: 'done', result: 'fresh result' });
  });

  it('tells when a run lost its lease, and records neither its result nor its failure', async () => {
    const errors: unknown[] = [];
    const { id } = await store.enqueue('transcode', {});
    const handlers = new JobHandlers().register('transcode', async () => {
      // While this run works, its lease runs out and another worker takes the job.
      await sql`update jobs set locked_until = now() - interval '1 second'`.execute(store.db);
      await store.claim('worker-b', ['transcode'], 60_000);
      return 'late result';
    });
    await new Worker({ store, handlers, id: 'worker-a', onError: (error) => errors.push(error) }).drain();
    expect(await store.get(id)).toMatchObject({ status: 'running', lockedBy: 'worker-b', attempts: 2, result: null });
    expect(errors).toEqual([expect.objectContaining({ name: 'LeaseLostError' })]);
  });

  it('queues one unfinished job per dedupe key', async () => {
    const a = await store.enqueue('process', { v: 1 }, { dedupeKey: 'story-1:process' });
    const b = await store.enqueue('process', { v: 2 }, { dedupeKey: 'story-1:process' });
    expect(b.id).toBe(a.id);
    await new Worker({ store, handlers: new JobHandlers().register('process', async () => null) }).drain();
    const c = await store.enqueue('process', { v: 3 }, { dedupeKey: 'story-1:process' });
    expect(c.id).not.toBe(a.id);
  });

  it('queues the work again when the job that covered it finishes between the refused insert and the look-up', async () => {
    const covering = await store.enqueue('process', { v: 1 }, { dedupeKey: 'story-2:process' });
    // The worker finishes the covering job right after this store's insert was refused (a 500 on PostgreSQL before).
    const inserts = new Set<unknown>();
    let finished = false;
    const racing = new JobStore(
      store.db.withPlugin({
        transformQuery: (args) => {
          if (args.node.kind === 'InsertQueryNode') inserts.add(args.queryId);
          return args.node;
        },
        transformResult: async (args) => {
          if (!finished && inserts.has(args.queryId) && args.result.rows.length === 0) {
            finished = true;
            await store.db.updateTable('jobs').set({ status: 'done' }).where('id', '=', covering.id).execute();
          }
          return args.result;
        },
      }),
    );
    const again = await racing.enqueue('process', { v: 2 }, { dedupeKey: 'story-2:process' });
    expect(finished).toBe(true);
    expect(again.id).not.toBe(covering.id);
    expect(await store.get(again.id)).toMatchObject({ status: 'queued', payload: { v: 2 } });
  });

  it('tells listeners about every change', async () => {
    const events = new JobEvents();
    const changes: string[] = [];
    events.subscribe((c) => changes.push(`${c.type}:${c.status}`));
    const observed = new JobStore((await open()).db, events);
    await observed.enqueue('ping', {});
    await new Worker({ store: observed, handlers: new JobHandlers().register('ping', async () => 'pong') }).drain();
    expect(changes).toEqual(['ping:queued', 'ping:running', 'ping:done']);
  });

  it("records a running job's progress for its watchers, writing it at most every half second, and forgets it on a new attempt", async () => {
    const events = new JobEvents();
    const changes: string[] = [];
    events.subscribe((c) => changes.push(c.status));
    const observed = new JobStore((await open()).db, events);
    const { id } = await observed.enqueue('render', {});
    const seen: (number | null | undefined)[] = [];
    const handlers = new JobHandlers().register('render', async (_payload, { progress }) => {
      progress?.(0.25);
      // Too soon after the last write: dropped.
      progress?.(0.3);
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen.push((await observed.get(id))?.progress);
      return null;
    });
    await new Worker({ store: observed, handlers }).drain();
    expect(seen).toEqual([0.25]);
    expect(changes).toEqual(['queued', 'running', 'running', 'done']);
    // Only the holder of a running job moves its progress.
    const second = await observed.enqueue('render', {});
    const job = await observed.get(second.id);
    if (!job) throw new Error('no job');
    await observed.progress(job, 'nobody', 0.5);
    expect((await observed.get(second.id))?.progress).toBeNull();
    const claimed = await observed.claim('w1', ['render'], 30_000);
    await observed.progress(claimed ?? job, 'w1', 1.7);
    expect((await observed.get(second.id))?.progress).toBe(1);
    await sql`update jobs set locked_until = now() - interval '1 second' where id = ${second.id}`.execute(observed.db);
    await observed.claim('w2', ['render'], 30_000);
    expect((await observed.get(second.id))?.progress).toBeNull();
  });

  it('shows a story its operations: pending while queued, pending_mux while mixing, then the outcome', async () => {
    const database = await open();
    const storyId = await seedStory(database.db);
    await store.enqueue(JOB_TYPES.mixLocalTracks, {}, { storyId });
    await store.enqueue(JOB_TYPES.transcribe, {}, { storyId, mode: 'advanced' });
    expect(await storyAsyncOperations(database.db, storyId)).toEqual([
      { type: 'TranscodeLocalVideo', status: 'pending_mux' },
      { type: 'transcribe', status: 'pending', mode: 'advanced' },
    ]);
    const handlers = new JobHandlers()
      .register(JOB_TYPES.mixLocalTracks, async () => ({ noOp: true }))
      .register(JOB_TYPES.transcribe, async () => {
        throw new PermanentJobError('no speech');
      });
    await new Worker({ store, handlers }).drain();
    expect(await storyAsyncOperations(database.db, storyId)).toEqual([
      { type: 'TranscodeLocalVideo', status: 'no_op' },
      { type: 'transcribe', status: 'failed', mode: 'advanced' },
    ]);
  });

  it.runIf(name === 'postgres')('never gives one job to two workers claiming at the same time', async () => {
    const runs = new Map<string, number>();
    const handlers = new JobHandlers().register<{ n: number }>('count', async ({ n }, { job }) => {
      runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
      await new Promise((resolve) => setImmediate(resolve));
      return n;
    });
    const ids = [];
    for (let n = 0; n < 150; n++) ids.push((await store.enqueue('count', { n })).id);
    const workers = [1, 2].map((i) => new Worker({ store, handlers, id: `w${i}`, concurrency: 4, pollMs: 20 }));
    for (const w of workers) w.start();
    for (let i = 0; i < 500; i++) {
      const left = await sql<{ n: string }>`select count(*) as n from jobs where status <> 'done'`.execute(store.db);
      if (Number(left.rows[0]?.n) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await Promise.all(workers.map((w) => w.stop()));
    expect(runs.size).toBe(150);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    const byWorker = await sql<{ n: string }>`select count(*) as n from jobs where status = 'done' and attempts = 1`.execute(store.db);
    expect(Number(byWorker.rows[0]?.n)).toBe(150);
  });
});

/** The smallest organization, project and story the foreign keys need. */
async function seedStory(db: Kysely<DB>): Promise<string> {
  const q = db;
  const id = `story-${Math.random().toString(16).slice(2)}`;
  await sql`insert into organizations (id, code, name, settings) values (${`org-${id}`}, ${`code-${id}`}, 'Org', '{}')`.execute(q);
  await sql`insert into projects (id, organization_id, name, join_code) values (${`project-${id}`}, ${`org-${id}`}, 'P', ${`join-${id}`})`.execute(
    q,
  );
  await sql`insert into stories (id, project_id, organization_id) values (${id}, ${`project-${id}`}, ${`org-${id}`})`.execute(q);
  return id;
}
