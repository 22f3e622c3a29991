import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import type { DB } from '../db/schema.js';
import { scratchDir, speech } from '../testing/media-fixtures.js';
import { api, type CliProcess, freshDatabase, startCli, startS3, startServe, until } from '../testing/process-cluster.js';
import { createOrganization, createUser, TEST_PASSWORD } from '../testing/test-app.js';
import { createProject } from '../testing/upload-test-kit.js';

// Every process shares the media URL secret and the sealing keys, each strong enough for the server to accept.
const SHARED_SECRETS = {
  MEDIA_URL_SECRET: randomBytes(32).toString('base64'),
  STORYKEEP_SEALING_KEYS: `test:${randomBytes(32).toString('base64')}`,
};

// Ports of this suite's servers (loopback only).
const PORT_A = 18450;
const PORT_B = 18451;

describe('two servers and two workers on one PostgreSQL and one S3 store', () => {
  let database: Database<DB>;
  let cleanup: () => Promise<void>;
  let closeS3: () => Promise<void>;
  const processes: CliProcess[] = [];
  let a: string;
  let b: string;
  let dir: string;

  beforeAll(async () => {
    const clusterUrl = inject('postgresUrl');
    if (!clusterUrl) throw new Error(`The PostgreSQL test cluster did not start: ${inject('postgresError')}`);
    const databaseUrl = await freshDatabase(clusterUrl, 'storykeep_scale');
    database = await openDatabase<DB>({ databaseUrl });
    await migrateToLatest(database.db as never);
    ({ dir, cleanup } = await scratchDir('storykeep-scale-'));
    const s3 = await startS3(dir);
    closeS3 = s3.close;
    // Every process has its own data folder: the database and the bucket are all they share.
    const shared = { ...s3.env, DATABASE_URL: databaseUrl, PUBLIC_URL: `http://127.0.0.1:${PORT_A}`, ...SHARED_SECRETS };
    const [serverA, serverB] = await Promise.all([
      startServe(PORT_A, { ...shared, STORYKEEP_DATA: join(dir, 'a') }),
      startServe(PORT_B, { ...shared, STORYKEEP_DATA: join(dir, 'b') }),
    ]);
    processes.push(serverA, serverB);
    a = serverA.url;
    b = serverB.url;
    for (const name of ['w1', 'w2']) processes.push(startCli(['worker'], { ...shared, STORYKEEP_DATA: join(dir, name) }));
  }, 180_000);

  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await database?.close();
    await closeS3?.();
    await cleanup?.();
  });

  it('uploads through one server, follows progress and reads the transcript through the other; each job runs once', {
    timeout: 300_000,
  }, async () => {
    const org = await createOrganization(database.db);
    const user = await createUser(database.db, 'manager', [org.id]);
    const projectId = await createProject(database.db, org.id);
    const signIn = await api(a, 'POST', '/signin', undefined, { email: user.email, password: TEST_PASSWORD });
    expect(signIn.status).toBe(200);
    const token: string = signIn.body.token;

    const wav = await readFile(await speech('the quick brown fox jumps over the lazy dog', join(dir, 'speech.wav')));
    const started = await api(a, 'POST', '/stories/start', token, { project: projectId, file_name: 'speech.wav' });
    expect(started.status).toBe(200);
    const storyId: string = started.body.storyId;
    const config = await api(a, 'GET', `/stories/${storyId}/upload-config?type=audio/wav&numUploadParts=2`, token);
    expect(config.status).toBe(200);
    const half = Math.ceil(wav.length / 2);
    const chunks = [wav.subarray(0, half), wav.subarray(half)];
    const parts = [];
    for (const [i, part] of (config.body.Parts as Array<{ PartNumber: number; signedUrl: string }>).entries()) {
      const put = await fetch(part.signedUrl, { method: 'PUT', body: chunks[i] });
      expect(put.status).toBe(200);
      parts.push({ PartNumber: part.PartNumber, ETag: put.headers.get('etag') ?? '' });
    }
    const { Key: key, UploadId: uploadId } = config.body;
    const done = await api(a, 'POST', `/stories/${storyId}/media/upload/completion`, token, { key, uploadId, parts });
    expect(done).toMatchObject({ status: 200, body: { ok: true, key, size: wav.length } });

    // Server B sees the progress the workers make, then the transcript.
    let story: { transcript?: string } = {};
    await until(
      async () => {
        const read = await api(b, 'GET', `/stories/${storyId}`, token);
        expect(read.status).toBe(200);
        story = read.body;
        return story.transcript === 'completed' || story.transcript === 'failed';
      },
      'the transcript',
      240_000,
    );
    expect(story.transcript, processes.map((p) => p.output()).join('\n')).toBe('completed');
    const transcript = await api(b, 'GET', `/transcripts/${storyId}`, token);
    expect(transcript.status).toBe(200);
    const words = JSON.stringify(transcript.body.transcript).toLowerCase();
    expect(['quick', 'brown', 'fox', 'lazy', 'dog'].filter((w) => words.includes(`"${w}"`)).length).toBeGreaterThanOrEqual(2);

    // Every job of the story (transcoding, transcription and what follows them) finishes, each on its first and only run.
    const jobsOfStory = () =>
      sql<{ type: string; status: string; attempts: number }>`
        select type, status, attempts from jobs where story_id = ${storyId} order by created_at`.execute(database.db);
    await until(
      async () => (await jobsOfStory()).rows.every((job) => job.status === 'done' || job.status === 'failed'),
      'the jobs to settle',
    );
    const jobs = (await jobsOfStory()).rows;
    expect(jobs.map((job) => job.type)).toEqual(expect.arrayContaining(['media.process', 'stt.transcribe']));
    expect(new Set(jobs.map((job) => job.type)).size).toBe(jobs.length);
    for (const job of jobs) expect(job).toMatchObject({ status: 'done', attempts: 1 });
  });
});
