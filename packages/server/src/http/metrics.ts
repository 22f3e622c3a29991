import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/database.js';
import { bearerToken } from './actor.js';

/** The server's Prometheus metrics at `/api/metrics` (register on the root app, so every route is timed), in a registry of its own so several apps in one process keep theirs apart. */
export interface Metrics {
  registry: Registry;
  uploadBytes: Counter;
}

interface QueueRow {
  type: string;
  status: string;
  jobs: number | string;
  oldest: Date | string | null;
}

/**
 * Request latency by route, the job queue (depth and oldest waiting job by type, read from the jobs table when
 * scraped) and the bytes of media the server received, plus Node's own process metrics.
 */
export function registerMetrics(
  app: FastifyInstance,
  database: Database,
  options: { token?: string | undefined; now: () => Date },
): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const latency = new Histogram({
    name: 'storykeep_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const uploadBytes = new Counter({
    name: 'storykeep_upload_bytes_total',
    help: 'Bytes of media received on signed upload URLs served by this process (S3 uploads go to the bucket instead)',
    registers: [registry],
  });
  const depth = new Gauge({
    name: 'storykeep_job_queue_depth',
    help: 'Jobs by type and status',
    labelNames: ['type', 'status'],
    registers: [registry],
  });
  const oldest = new Gauge({
    name: 'storykeep_job_queue_oldest_age_seconds',
    help: 'Age of the oldest queued job by type',
    labelNames: ['type'],
    registers: [registry],
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    latency.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
    if ((request.method === 'PUT' || request.method === 'POST') && route === '/api/media/*' && reply.statusCode < 300) {
      const length = Number(request.headers['content-length']);
      if (Number.isFinite(length) && length > 0) uploadBytes.inc(length);
    }
  });

  app.get('/api/metrics', async (request, reply) => {
    if (options.token) {
      const given = Buffer.from(bearerToken(request.headers.authorization) ?? '');
      const expected = Buffer.from(options.token);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return reply.code(401).send({ error: { code: 'UNAUTHORIZED', message: 'Sign in first' } });
      }
    }
    const rows = await sql<QueueRow>`
      select type, status, count(*) as jobs, min(created_at) as oldest
      from jobs where status in ('queued', 'running') group by type, status`
      .execute(database.db)
      .then((r) => r.rows);
    depth.reset();
    oldest.reset();
    const now = options.now().getTime();
    for (const row of rows) {
      depth.set({ type: row.type, status: row.status }, Number(row.jobs));
      if (row.status === 'queued' && row.oldest) oldest.set({ type: row.type }, Math.max(0, (now - new Date(row.oldest).getTime()) / 1000));
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
  return { registry, uploadBytes };
}
