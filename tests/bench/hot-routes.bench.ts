// The routes every visit to a project and a story calls — the stories list, the story, its transcript — each
// under 50 concurrent connections, on PostgreSQL (the figure) beside the embedded PGlite (the anchor).
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import {
  buildApp,
  createClusterDatabase,
  type Database,
  type DB,
  migrateToLatest,
  openDatabase,
  seedStoriesForBench,
  startPostgresCluster,
} from '@storykeep/server';
import type { Benchmark, BenchRow } from './bench.js';

const INTERVIEWS = 10_000;
const CONNECTIONS = 50;
const SECONDS = Number(process.env.HOT_ROUTES_SECONDS ?? 10);
/** An hour's transcript: 120 paragraphs of 60 timed words. */
const PARAGRAPHS = 120;
const WORDS_PER_PARAGRAPH = 60;
const run = promisify(execFile);
const autocannonCli = createRequire(import.meta.url).resolve('autocannon');

interface AutocannonResult {
  requests: { average: number };
  latency: { p99: number };
  non2xx: number;
}

// The load comes from its own process, so the client does not take event-loop time from the server.
async function autocannon(url: string, token: string, seconds: number): Promise<AutocannonResult> {
  const args = [autocannonCli, '--json', '-c', String(CONNECTIONS), '-d', String(seconds), '-H', `authorization=Bearer ${token}`, url];
  const { stdout } = await run(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(stdout) as AutocannonResult;
}

function hourOfTranscript() {
  return Array.from({ length: PARAGRAPHS }, (_, p) => {
    const words = Array.from({ length: WORDS_PER_PARAGRAPH }, (_, w) => {
      const start = (p * WORDS_PER_PARAGRAPH + w) * 0.5;
      return { text: `word${w}`, start, end: start + 0.4 };
    });
    return {
      speaker: p % 2 ? 'Interviewer' : 'Narrator',
      start: words[0]?.start ?? 0,
      end: words.at(-1)?.end ?? 0,
      children: [{ text: words.map((w) => w.text).join(' '), words }],
    };
  });
}

const ROUTES = ['stories list', 'story', 'transcript'] as const;
type Route = (typeof ROUTES)[number];

async function measure(database: Database<DB>): Promise<Record<Route, number>> {
  await migrateToLatest(database.db as never);
  const fixture = await seedStoriesForBench(database.db, INTERVIEWS);
  const app = await buildApp({ config: { version: 'bench', webDist: '/nonexistent', logLevel: 'silent' }, database, serveWebApp: false });
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const call = async (path: string, token?: string, body?: unknown) => {
      const response = await fetch(`${base}/api${path}`, {
        method: body ? 'POST' : 'GET',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return response.json() as Promise<Record<string, unknown>>;
    };
    const { token } = (await call('/signin', undefined, { email: fixture.email, password: fixture.password })) as { token: string };
    const list = `/projects/${fixture.projectId}/stories?pageSize=25&page=1&sort=record_date&direction=desc`;
    const page = (await call(list, token)) as { items: Array<{ storyId: string }> };
    const storyId = page.items[0]?.storyId;
    if (!storyId) throw new Error('The stories list is empty');
    await call(`/transcripts/${storyId}/edit`, token, hourOfTranscript());
    const saved = (await call(`/transcripts/${storyId}`, token)) as { transcript: { paragraphs?: unknown[] } | unknown[] };
    if (JSON.stringify(saved).split('"word59"').length - 1 !== PARAGRAPHS) throw new Error('The transcript did not round-trip');
    const urls: Record<Route, string> = { 'stories list': list, story: `/stories/${storyId}`, transcript: `/transcripts/${storyId}` };
    const p99 = {} as Record<Route, number>;
    for (const route of ROUTES) {
      await autocannon(`${base}/api${urls[route]}`, token, 2);
      const result = await autocannon(`${base}/api${urls[route]}`, token, SECONDS);
      if (result.non2xx > 0) throw new Error(`${route}: ${result.non2xx} non-2xx answers`);
      p99[route] = result.latency.p99;
    }
    return p99;
  } finally {
    await app.close();
  }
}

const benchmark: Benchmark = {
  name: `hot routes (stories list, story, an hour's transcript), ${CONNECTIONS} connections, ${SECONDS} s each`,
  async run(): Promise<BenchRow[]> {
    const embedded = await openDatabase<DB>({ inMemory: true });
    const anchor = await measure(embedded).finally(() => embedded.close());
    const cluster = await startPostgresCluster();
    try {
      const database = await openDatabase<DB>({ databaseUrl: await createClusterDatabase(cluster.url, 'storykeep_hot_routes') });
      const ours = await measure(database).finally(() => database.close());
      return ROUTES.map((route) => ({
        figure: `${route}: p99 latency, PostgreSQL (anchor: PGlite)`,
        ours: ours[route],
        anchor: anchor[route],
        unit: 'ms',
        better: 'lower' as const,
      }));
    } finally {
      await cluster.stop();
    }
  },
};

export default benchmark;
