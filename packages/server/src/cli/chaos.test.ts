import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createClient } from 'graphql-ws';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { loadConfig } from '../config.js';
import { type Database, openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import type { DB } from '../db/schema.js';
import { S3ObjectStore } from '../storage/s3-object-store.js';
import { scratchDir, speech, tone } from '../testing/media-fixtures.js';
import { api, type CliProcess, freshDatabase, startCli, startS3, startServe, until } from '../testing/process-cluster.js';
import { createOrganization, createUser, TEST_PASSWORD } from '../testing/test-app.js';
import { createProject } from '../testing/upload-test-kit.js';

// Every process shares the media URL secret and the sealing keys, each strong enough for the server to accept.
const SHARED_SECRETS = {
  MEDIA_URL_SECRET: randomBytes(32).toString('base64'),
  STORYKEEP_SEALING_KEYS: `test:${randomBytes(32).toString('base64')}`,
};

const PORT = 18452;
const LOCAL_PORT = 18453;
const CONNECTIONS = 50;
const SUBSCRIBERS = 1000;
const EVENTS = 5;

/** A bounded request loop: `connections` callers in turn until stopped; a refused connection (server down) is counted apart. */
function loadLoop(url: string, token: string, connections: number) {
  const counts = { ok: 0, serverErrors: 0, refused: 0, statuses: new Map<number, number>() };
  let running = true;
  const caller = async () => {
    for (let i = 0; running && i < 100_000; i++) {
      try {
        const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
        await response.arrayBuffer();
        counts.statuses.set(response.status, (counts.statuses.get(response.status) ?? 0) + 1);
        if (response.status >= 500) counts.serverErrors++;
        else if (response.ok) counts.ok++;
      } catch {
        counts.refused++;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  };
  const callers = Array.from({ length: connections }, caller);
  return {
    counts,
    async stop() {
      running = false;
      await Promise.all(callers);
    },
  };
}

describe('kill -9 under load, on PostgreSQL with S3 or local media', () => {
  let database: Database<DB>;
  let cleanup: () => Promise<void>;
  let closeS3: () => Promise<void>;
  let dir: string;
  let shared: NodeJS.ProcessEnv;
  let s3Env: NodeJS.ProcessEnv;
  const running = new Set<CliProcess>();

  beforeAll(async () => {
    const clusterUrl = inject('postgresUrl');
    if (!clusterUrl) throw new Error(`The PostgreSQL test cluster did not start: ${inject('postgresError')}`);
    const databaseUrl = await freshDatabase(clusterUrl, 'storykeep_chaos');
    database = await openDatabase<DB>({ databaseUrl });
    await migrateToLatest(database.db as never);
    ({ dir, cleanup } = await scratchDir('storykeep-chaos-'));
    const s3 = await startS3(dir);
    closeS3 = s3.close;
    s3Env = s3.env;
    shared = { ...s3.env, DATABASE_URL: databaseUrl, PUBLIC_URL: `http://127.0.0.1:${PORT}`, ...SHARED_SECRETS };
  }, 60_000);

  afterAll(async () => {
    await Promise.all([...running].map((p) => p.stop()));
    await database?.close();
    await closeS3?.();
    await cleanup?.();
  });

  const serve = async () => {
    const server = await startServe(PORT, { ...shared, STORYKEEP_DATA: join(dir, 'serve') });
    running.add(server);
    return server;
  };
  const worker = () => {
    const process = startCli(['worker', '--lease-seconds', '2'], { ...shared, STORYKEEP_DATA: join(dir, 'worker') });
    running.add(process);
    return process;
  };
  const kill9 = async (process: CliProcess) => {
    await process.kill9();
    running.delete(process);
  };

  it('loses nothing when the server dies mid-upload and a job runner dies mid-job, under 50 connections of load', {
    timeout: 400_000,
  }, async () => {
    let server = await serve();
    let background = worker();
    const org = await createOrganization(database.db);
    const user = await createUser(database.db, 'manager', [org.id]);
    const projectId = await createProject(database.db, org.id);
    const signIn = await api(server.url, 'POST', '/signin', undefined, { email: user.email, password: TEST_PASSWORD });
    const token: string = signIn.body.token;
    const started = await api(server.url, 'POST', '/stories/start', token, { project: projectId, file_name: 'speech.wav' });
    const storyId: string = started.body.storyId;
    const load = loadLoop(`${server.url}/api/stories/${storyId}`, token, CONNECTIONS);

    const wav = await readFile(
      await speech('the quick brown fox jumps over the lazy dog while the old farmer watches from the porch', join(dir, 'speech.wav')),
    );
    const config = await api(server.url, 'GET', `/stories/${storyId}/upload-config?type=audio/wav&numUploadParts=2`, token);
    expect(config.status).toBe(200);
    const half = Math.ceil(wav.length / 2);
    const chunks = [wav.subarray(0, half), wav.subarray(half)];
    const signed = config.body.Parts as Array<{ PartNumber: number; signedUrl: string }>;
    const parts: Array<{ PartNumber: number; ETag: string }> = [];
    const sendPart = async (i: number) => {
      const part = signed[i];
      if (!part) throw new Error(`No part ${i}`);
      const put = await fetch(part.signedUrl, { method: 'PUT', body: chunks[i] });
      expect(put.status).toBe(200);
      parts.push({ PartNumber: part.PartNumber, ETag: put.headers.get('etag') ?? '' });
    };
    await sendPart(0);

    // The server dies between two parts; the browser keeps sending to its signed URLs and completes on the restarted server.
    await kill9(server);
    await sendPart(1);
    server = await serve();
    const { Key: key, UploadId: uploadId } = config.body;
    const done = await api(server.url, 'POST', `/stories/${storyId}/media/upload/completion`, token, { key, uploadId, parts });
    expect(done).toMatchObject({ status: 200, body: { ok: true, key, size: wav.length } });
    const s3 = loadConfig(s3Env).s3;
    if (!s3) throw new Error('S3 settings missing');
    const hash = createHash('sha256');
    for await (const chunk of (await new S3ObjectStore(s3, {} as never).get(key)) as AsyncIterable<Buffer>) hash.update(chunk);
    expect(hash.digest('hex')).toBe(createHash('sha256').update(wav).digest('hex'));

    // Whichever process takes the transcription is killed mid-run and started again.
    const transcription = async () =>
      (
        await sql<{ id: string; status: string; locked_by: string | null }>`
          select id, status, locked_by from jobs where story_id = ${storyId} and type = 'stt.transcribe'`.execute(database.db)
      ).rows[0];
    await until(async () => (await transcription())?.status === 'running', 'the transcription to start');
    const holder = Number((await transcription())?.locked_by?.split(':')[1]);
    if (holder === server.child.pid) {
      await kill9(server);
      server = await serve();
    } else {
      expect(holder).toBe(background.child.pid);
      await kill9(background);
      background = worker();
    }

    await until(
      async () => (await api(server.url, 'GET', `/stories/${storyId}`, token)).body.transcript === 'completed',
      'the transcript',
      300_000,
    );
    const jobsOfStory = () =>
      sql<{ type: string; status: string; attempts: number }>`
        select type, status, attempts from jobs where story_id = ${storyId} order by created_at`.execute(database.db);
    await until(
      async () => (await jobsOfStory()).rows.every((job) => job.status === 'done' || job.status === 'failed'),
      'the jobs to settle',
    );
    await load.stop();
    const jobs = (await jobsOfStory()).rows;
    // One job per step, each done; only the interrupted transcription needed a second attempt.
    expect(new Set(jobs.map((job) => job.type)).size).toBe(jobs.length);
    for (const job of jobs) expect(job).toMatchObject({ status: 'done', attempts: job.type === 'stt.transcribe' ? 2 : 1 });
    const transcript = await api(server.url, 'GET', `/transcripts/${storyId}`, token);
    expect(transcript.status).toBe(200);
    // The load was served throughout, and never answered with a server error.
    expect(load.counts.ok).toBeGreaterThan(CONNECTIONS);
    expect(load.counts.serverErrors, JSON.stringify([...load.counts.statuses])).toBe(0);
    expect(load.counts.refused).toBeGreaterThan(0);
    await Promise.all([...running].map((p) => p.stop()));
    running.clear();
  });
  it('delivers every event on one story to each of 1,000 graphql-ws subscribers', { timeout: 300_000 }, async () => {
    const server = await serve();
    const org = await createOrganization(database.db);
    const user = await createUser(database.db, 'manager', [org.id]);
    const projectId = await createProject(database.db, org.id);
    const token: string = (await api(server.url, 'POST', '/signin', undefined, { email: user.email, password: TEST_PASSWORD })).body.token;
    const storyId: string = (await api(server.url, 'POST', '/stories/start', token, { project: projectId, file_name: 'talk.wav' })).body
      .storyId;

    // Each subscriber has a socket of its own and keeps the layouts it was told about, in order.
    const seen: string[][] = Array.from({ length: SUBSCRIBERS }, () => []);
    const errors: unknown[] = [];
    const clients = Array.from({ length: SUBSCRIBERS }, (_, i) => {
      const client = createClient({
        url: `${server.url.replace('http', 'ws')}/api/graphql`,
        webSocketImpl: WebSocket,
        connectionParams: { token },
        retryAttempts: 0,
      });
      client.subscribe<{ watchStory: { state: { layout?: { event?: string } } } }>(
        { query: 'subscription ($id: ID!) { watchStory(storyId: $id) { id state } }', variables: { id: storyId } },
        {
          next: (value) => {
            if (value.errors) errors.push(...value.errors);
            const event = value.data?.watchStory.state.layout?.event;
            if (event && seen[i]?.at(-1) !== event) seen[i]?.push(event);
          },
          error: (error) => errors.push(error),
          complete: () => undefined,
        },
      );
      return client;
    });
    try {
      const expected: string[] = [];
      for (let n = 1; n <= EVENTS; n++) {
        const event = `event-${n}`;
        expected.push(event);
        const response = await fetch(`${server.url}/api/graphql`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            query: 'mutation ($c: [StoryStateCommandInput!]!) { updateStoryState(commands: $c) { id } }',
            variables: { c: [{ storyId, type: 'layout', payload: { event } }] },
          }),
        });
        expect(await response.json()).not.toHaveProperty('errors');
        // The next event goes out once every subscriber has this one, so none can be folded into the next.
        await until(async () => errors.length > 0 || seen.every((events) => events.at(-1) === event), `${event} on every socket`, 120_000);
        expect(errors).toEqual([]);
      }
      for (const events of seen) expect(events).toEqual(expected);
    } finally {
      await Promise.all(clients.map((client) => client.dispose()));
      await server.stop();
      running.delete(server);
    }
  });
  it('resumes an upload whose part was cut off by kill -9 of the server, under 50 connections of load, with the right SHA-256', {
    timeout: 300_000,
  }, async () => {
    // Media on local disk: every part goes through the server, so killing it cuts a part off mid-body.
    const dataDir = join(dir, 'local');
    const localEnv = {
      DATABASE_URL: shared.DATABASE_URL,
      PUBLIC_URL: `http://127.0.0.1:${LOCAL_PORT}`,
      ...SHARED_SECRETS,
      STORYKEEP_DATA: dataDir,
      SPEECH_TO_TEXT: 'none',
    };
    const start = async () => {
      const server = await startServe(LOCAL_PORT, localEnv);
      running.add(server);
      return server;
    };
    let server = await start();
    const org = await createOrganization(database.db);
    const user = await createUser(database.db, 'manager', [org.id]);
    const projectId = await createProject(database.db, org.id);
    const token: string = (await api(server.url, 'POST', '/signin', undefined, { email: user.email, password: TEST_PASSWORD })).body.token;
    const storyId: string = (await api(server.url, 'POST', '/stories/start', token, { project: projectId, file_name: 'tone.wav' })).body
      .storyId;
    const load = loadLoop(`${server.url}/api/stories/${storyId}`, token, CONNECTIONS);

    const file = await readFile(await tone(join(dir, 'tone.wav'), 90));
    const config = await api(server.url, 'GET', `/stories/${storyId}/upload-config?type=audio/wav&numUploadParts=3`, token);
    expect(config.status).toBe(200);
    const { Key: key, UploadId: uploadId } = config.body;
    const urls = (config.body.Parts as Array<{ signedUrl: string }>).map((p) => p.signedUrl);
    const size = Math.ceil(file.length / 3);
    const chunks = [0, 1, 2].map((i) => file.subarray(i * size, (i + 1) * size));
    const put = (i: number) => fetch(urls[i] ?? '', { method: 'PUT', body: chunks[i] });
    expect((await put(0)).status).toBe(200);

    // The second part trickles in; the server dies while its body is half sent.
    let sent = 0;
    const trickle = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const piece = chunks[1]?.subarray(sent, sent + 65_536);
        if (!piece?.length) return controller.close();
        sent += piece.length;
        await new Promise((resolve) => setTimeout(resolve, 25));
        controller.enqueue(piece);
      },
    });
    const cut = fetch(urls[1] ?? '', { method: 'PUT', body: trickle, duplex: 'half' } as RequestInit).then(
      (response) => response.status,
      () => 'cut off',
    );
    await until(async () => sent > (chunks[1]?.length ?? 0) / 3, 'a third of the second part');
    await kill9(server);
    expect(await cut).toBe('cut off');

    server = await start();
    // The browser asks which parts the server holds and sends the rest again.
    const held = await api(server.url, 'GET', `/stories/${storyId}/media/upload/parts?uploadId=${uploadId}&key=${key}`, token);
    expect(held.status).toBe(200);
    const heldParts = (held.body.Parts as Array<{ PartNumber: number; Size: number }>).filter(
      (p) => p.Size === chunks[p.PartNumber - 1]?.length,
    );
    expect(heldParts.map((p) => p.PartNumber)).toEqual([1]);
    for (const i of [1, 2]) expect((await put(i)).status).toBe(200);
    const done = await api(server.url, 'POST', `/stories/${storyId}/media/upload/completion`, token, { key, uploadId });
    expect(done).toMatchObject({ status: 200, body: { ok: true, key, size: file.length } });
    const stored = await readFile(join(dataDir, 'media', 'objects', key));
    expect(createHash('sha256').update(stored).digest('hex')).toBe(createHash('sha256').update(file).digest('hex'));

    const jobsOfStory = () =>
      sql<{ type: string; status: string; attempts: number }>`
        select type, status, attempts from jobs where story_id = ${storyId} order by created_at`.execute(database.db);
    await until(async () => {
      const rows = (await jobsOfStory()).rows;
      return rows.length > 0 && rows.every((job) => job.status === 'done' || job.status === 'failed');
    }, 'the jobs to settle');
    await load.stop();
    const jobs = (await jobsOfStory()).rows;
    expect(jobs.map((job) => job.type)).toContain('media.process');
    expect(new Set(jobs.map((job) => job.type)).size).toBe(jobs.length);
    for (const job of jobs) expect(job).toMatchObject({ status: 'done', attempts: 1 });
    expect(load.counts.serverErrors, JSON.stringify([...load.counts.statuses])).toBe(0);
    expect(load.counts.refused).toBeGreaterThan(0);
    await server.stop();
    running.delete(server);
  });
});
