import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import type { DB } from '../db/schema.js';
import { JobStore } from '../jobs/job-store.js';
import { JOB_TYPES } from '../modules/pipeline/async-operations.js';
import { openMediaStorage } from '../storage/media-storage.js';
import { scratchDir, speakingVideo } from '../testing/media-fixtures.js';
import { createOrganization } from '../testing/test-app.js';
import { createProject } from '../testing/upload-test-kit.js';

const repo = fileURLToPath(new URL('../../../../', import.meta.url));

function startWorker(env: NodeJS.ProcessEnv, args: string[]): ChildProcess {
  // detached: the worker leads its own process group, so killing it also kills the ffmpeg it started.
  return spawn(process.execPath, ['--conditions=@storykeep/source', '--import', 'tsx', 'packages/server/src/cli.ts', 'worker', ...args], {
    cwd: repo,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

describe('storykeep worker on PostgreSQL', () => {
  let database: Database<DB>;
  let databaseUrl: string;
  let dir: string;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    const url = inject('postgresUrl');
    if (!url) throw new Error(`The PostgreSQL test cluster did not start: ${inject('postgresError')}`);
    const name = `storykeep_worker_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${name}`;
    databaseUrl = target.toString();
    database = await openDatabase<DB>({ databaseUrl });
    await migrateToLatest(database.db as never);
    ({ dir, cleanup } = await scratchDir('storykeep-worker-'));
  });
  afterAll(async () => {
    await database.close();
    await cleanup();
  });

  it('finishes a job whose worker was killed mid-way, once the lease runs out', { timeout: 120_000 }, async () => {
    const dataDir = join(dir, 'data');
    const { store } = await openMediaStorage({ dataDir, publicUrl: 'http://storykeep.test' });
    const org = await createOrganization(database.db);
    const projectId = await createProject(database.db, org.id);
    const storyId = randomUUID();
    await database.db
      .insertInto('stories')
      .values({ id: storyId, project_id: projectId, organization_id: org.id } as never)
      .execute();
    const recording = await speakingVideo(join(dir, 'interview.webm'), {});
    const key = `stories/${storyId}/original.webm`;
    await store.put(key, createReadStream(recording));
    await database.db.insertInto('story_media').values({ story_id: storyId, original_key: key, mime_type: 'video/webm' }).execute();
    const jobs = new JobStore(database.db);
    const { id } = await jobs.enqueue(JOB_TYPES.processMedia, { storyId }, { storyId });

    const env = {
      ...process.env,
      DATABASE_URL: databaseUrl,
      STORYKEEP_DATA: dataDir,
      PUBLIC_URL: 'http://storykeep.test',
      SPEECH_TO_TEXT: 'none',
      // Workers of a shared database share its sealing keys.
      STORYKEEP_SEALING_KEYS: `test:${randomBytes(32).toString('base64')}`,
    };
    const first = startWorker(env, ['--lease-seconds', '2']);
    const firstExit = exited(first);
    await until(async () => (await jobs.get(id))?.status === 'running', 'the first worker to take the job');
    process.kill(-(first.pid ?? 0), 'SIGKILL');
    await firstExit;
    const orphaned = await jobs.get(id);
    expect(orphaned).toMatchObject({ status: 'running', attempts: 1 });

    await until(async () => {
      const row = await sql<{ expired: boolean }>`select locked_until < now() as expired from jobs where id = ${id}`.execute(database.db);
      return row.rows[0]?.expired === true;
    }, 'the lease to run out');
    const second = startWorker(env, ['--until-idle']);
    let output = '';
    second.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    second.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    expect(await exited(second)).toBe(0);
    expect(await jobs.get(id), output).toMatchObject({ status: 'done', attempts: 2 });
    const story = await database.db.selectFrom('stories').selectAll().where('id', '=', storyId).executeTakeFirstOrThrow();
    expect(story.thumbnail_url).toMatch(/^http:\/\/storykeep\.test\/api\/media\/stories\/.+\/thumbnail\.jpg\?/);
    expect((await store.stat(`stories/${storyId}/web.mp4`))?.size).toBeGreaterThan(1000);
    // Transcription was switched off for this worker: it ends as no_op rather than failing.
    expect(story.transcript_status).toBe('no_op');
  });
});
