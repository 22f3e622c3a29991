import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ObjectStore } from '@storykeep/core';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app/build-app.js';
import { createMediaServices } from '../app/media-services.js';
import { type Database, openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import type { DB } from '../db/schema.js';
import type { MediaServices } from '../modules/media-services.types.js';
import { registerHealthRoute } from './health.route.js';

/** The value of one sample line of a Prometheus text exposition. */
function sample(text: string, line: string): number | undefined {
  const found = text.split('\n').find((l) => l.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
}

describe('health and metrics', () => {
  let database: Database<DB>;
  let media: MediaServices;
  let app: FastifyInstance;
  const dataDir = mkdtempSync(join(tmpdir(), 'sk-observe-'));
  const TOKEN = 'metrics-token-0123456789';

  beforeAll(async () => {
    database = await openDatabase<DB>({ inMemory: true });
    await migrateToLatest(database.db as never);
    media = await createMediaServices({ db: database.db, dataDir, publicUrl: 'http://storykeep.test', stt: null });
    app = await buildApp({
      config: {
        version: '9.9.9',
        webDist: '/nonexistent',
        logLevel: 'silent',
        publicUrl: 'http://storykeep.test',
        dataDir,
        metricsToken: TOKEN,
      },
      database,
      serveWebApp: false,
      media,
      mailer: { send: async () => {} },
    });
  });
  afterAll(async () => {
    await app.close();
    await media.stop();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers liveness, and readiness when the database and the object store answer', async () => {
    const live = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok', version: '9.9.9' });
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', objectStore: 'ok', notifications: 'none' } });
  });

  it('is not ready when the object store or the database fails, though still live', async () => {
    const broken = { stat: () => Promise.reject(new Error('bucket unreachable')) } as unknown as ObjectStore;
    // Nothing listens on port 1: every query is refused.
    const closed = await openDatabase({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none' });
    for (const [db, store, checks] of [
      [database, broken, { database: 'ok', objectStore: 'down', notifications: 'none' }],
      // PostgreSQL's LISTEN connection is down as well: this instance would miss the others' live updates.
      [closed, media.store, { database: 'down', objectStore: 'ok', notifications: 'down' }],
    ] as const) {
      const probe = Fastify();
      registerHealthRoute(probe, db as Database, '1', store);
      const ready = await probe.inject({ method: 'GET', url: '/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'not_ready', checks });
      expect((await probe.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
      await probe.close();
    }
    await closed.close();
  });

  it('exposes request latency by route, the job queue and upload bytes to Prometheus, only with its token', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(401);

    for (let i = 0; i < 3; i += 1) await app.inject({ method: 'GET', url: '/api/health/live' });
    const url = new URL(await media.store.signUrl('stories/m/original.webm', { method: 'PUT', expiresIn: 60 }), 'http://storykeep.test');
    const put = await app.inject({ method: 'PUT', url: url.pathname + url.search, payload: Buffer.alloc(1234, 7) });
    expect(put.statusCode).toBe(200);
    await media.jobs.enqueue('metrics.probe', {});
    await media.jobs.enqueue('metrics.probe', {});
    await sql`update jobs set created_at = now() - interval '10 minutes' where type = 'metrics.probe'`.execute(database.db);

    const scrape = await app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(scrape.statusCode).toBe(200);
    expect(scrape.headers['content-type']).toContain('text/plain');
    const text = scrape.body;
    expect(
      sample(text, 'storykeep_http_request_duration_seconds_count{method="GET",route="/api/health/live",status_code="200"}'),
    ).toBeGreaterThanOrEqual(3);
    expect(sample(text, 'storykeep_upload_bytes_total')).toBe(1234);
    expect(sample(text, 'storykeep_job_queue_depth{type="metrics.probe",status="queued"}')).toBe(2);
    expect(sample(text, 'storykeep_job_queue_oldest_age_seconds{type="metrics.probe"}')).toBeGreaterThanOrEqual(599);
    expect(text).toContain('process_resident_memory_bytes');
  });
});
