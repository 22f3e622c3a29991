import { randomBytes } from 'node:crypto';
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Worker } from '../../jobs/worker.js';
import { scratchDir } from '../../testing/media-fixtures.js';
import { testDatabases } from '../../testing/test-databases.js';
import { buildUploadTestApp, diskStore, pathOf, type UploadTestApp } from '../../testing/upload-test-kit.js';
import { ABANDONED_UPLOAD_SWEEP_JOB, abandonedUploadSweepJob } from './abandoned-upload-sweep.job.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testDatabases)('the sweep of abandoned uploads on $name', ({ open }) => {
  let t: UploadTestApp;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    let dir: string;
    ({ dir, cleanup } = await scratchDir('storykeep-upload-sweep-'));
    t = await buildUploadTestApp(await open(), join(dir, 'data'), { stt: null });
  });
  afterAll(async () => {
    await t.app.close();
    await cleanup();
  });

  async function streamWithPart() {
    const storyId = (
      await t.call('POST', '/stories/start', { token: t.token, body: { project: t.projectId, type: 'local', title: 'Call' } })
    ).body.storyId as string;
    const opened = await t.call('POST', `/stories/${storyId}/media/upload/new`, {
      token: t.token,
      body: { type: 'audio', streamId: 's1', recordingStart: Date.now(), localTimeOffset: 0 },
    });
    const { key, uploadId, token } = opened.body as { key: string; uploadId: string; token: string };
    const next = await t.app.inject({
      method: 'GET',
      url: `/api/stories/${storyId}/media/upload/next?uploadId=${uploadId}&key=${encodeURIComponent(key)}&partNumber=1`,
      headers: { authorization: token },
    });
    expect((await t.app.inject({ method: 'PUT', url: pathOf(next.json().partUrl), payload: randomBytes(2000) })).statusCode).toBe(200);
    return { storyId, key, uploadId };
  }

  /** Makes an upload look opened and last written `days` ago, in the database and on disk. */
  async function age(uploadId: string, days: number) {
    const then = new Date(Date.now() - days * DAY_MS);
    await t.db.updateTable('media_uploads').set({ created_at: then }).where('upload_id', '=', uploadId).execute();
    const dir = join(diskStore(t.media).root, '.uploads', uploadId);
    for (const name of await readdir(dir)) await utimes(join(dir, name), then, then);
    await utimes(dir, then, then);
  }

  it('is queued when the server starts, and drops uploads abandoned past the configured days, leaving recent ones', async () => {
    const queued = await t.db.selectFrom('jobs').select(['status', 'run_at']).where('type', '=', ABANDONED_UPLOAD_SWEEP_JOB).execute();
    expect(queued.map((j) => j.status)).toEqual(['queued']);

    const old = await streamWithPart();
    const recent = await streamWithPart();
    await age(old.uploadId, 8);
    await age(recent.uploadId, 1);
    // A folder left without a row (a crash between the two), idle as long.
    const orphan = 'f'.repeat(32);
    const orphanDir = join(diskStore(t.media).root, '.uploads', orphan);
    await mkdir(orphanDir, { recursive: true });
    await writeFile(join(orphanDir, 'part-00001'), randomBytes(100));
    const then = new Date(Date.now() - 8 * DAY_MS);
    await utimes(join(orphanDir, 'part-00001'), then, then);
    await utimes(orphanDir, then, then);

    const result = (await abandonedUploadSweepJob(t.media)({}, {} as never)) as { swept: string[] };
    expect(result.swept.sort()).toEqual([old.uploadId, orphan].sort());
    const uploads = await readdir(join(diskStore(t.media).root, '.uploads'));
    expect(uploads).not.toContain(old.uploadId);
    expect(uploads).not.toContain(orphan);
    expect(uploads).toContain(recent.uploadId);
    const rows = await t.db
      .selectFrom('media_uploads')
      .select(['upload_id', 'status'])
      .where('upload_id', 'in', [old.uploadId, recent.uploadId])
      .execute();
    expect(Object.fromEntries(rows.map((r) => [r.upload_id, r.status]))).toEqual({
      [old.uploadId]: 'aborted',
      [recent.uploadId]: 'uploading',
    });
    // The recent upload still completes.
    const done = await t.call('POST', `/stories/${recent.storyId}/media/upload/completion`, {
      token: t.token,
      body: { key: recent.key, uploadId: recent.uploadId },
    });
    expect(done.status).toBe(200);
    // Tomorrow's sweep is queued.
    const next = await t.db
      .selectFrom('jobs')
      .select('run_at')
      .where('type', '=', ABANDONED_UPLOAD_SWEEP_JOB)
      .where('status', '=', 'queued')
      .orderBy('run_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(new Date(next.run_at).getTime()).toBeGreaterThan(Date.now() + DAY_MS - 60_000);
  });

  it('runs as a durable job from the queue, and does nothing to sweep when nothing is abandoned', async () => {
    await t.media.jobs.enqueue(ABANDONED_UPLOAD_SWEEP_JOB, {}, {});
    const worker = new Worker({ store: t.media.jobs, handlers: t.media.handlers });
    expect(await worker.drain()).toBeGreaterThanOrEqual(1);
    const done = await t.db
      .selectFrom('jobs')
      .select(['status', 'result'])
      .where('type', '=', ABANDONED_UPLOAD_SWEEP_JOB)
      .where('status', '=', 'done')
      .execute();
    const results = done.map((j) => (typeof j.result === 'string' ? JSON.parse(j.result) : j.result));
    expect(results).toContainEqual({ noOp: true });
  });
});
