// The project stories table: a page of 25 of 10,000 interviews, newest recording first, under 50
// concurrent connections — on PostgreSQL (the figure) beside the embedded PGlite (the anchor).
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
  type PostgresCluster,
  seedStoriesForBench,
  startPostgresCluster,
} from '@storykeep/server';
import type { Benchmark, BenchRow } from './bench.js';

const INTERVIEWS = 10_000;
const CONNECTIONS = 50;
const SECONDS = 10;
const run = promisify(execFile);

interface AutocannonResult {
  requests: { average: number };
  latency: { p99: number };
  non2xx: number;
  errors: number;
}

// The load comes from its own process, so the client does not take event-loop time from the server.
const autocannonCli = createRequire(import.meta.url).resolve('autocannon');

async function autocannon(url: string, token: string, seconds: number): Promise<AutocannonResult> {
  const args = [autocannonCli, '--json', '-c', String(CONNECTIONS), '-d', String(seconds), '-H', `authorization=Bearer ${token}`, url];
  const { stdout } = await run(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(stdout) as AutocannonResult;
}

interface Measured {
  rps: number;
  p99: number;
}

async function measure(database: Database<DB>): Promise<Measured> {
  await migrateToLatest(database.db as never);
  const fixture = await seedStoriesForBench(database.db, INTERVIEWS);
  const app = await buildApp({ config: { version: 'bench', webDist: '/nonexistent', logLevel: 'silent' }, database, serveWebApp: false });
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const signIn = await fetch(`${base}/api/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: fixture.email, password: fixture.password }),
    });
    const { token } = (await signIn.json()) as { token: string };
    const url = `${base}/api/projects/${fixture.projectId}/stories?pageSize=25&page=1&sort=record_date&direction=desc`;
    const page = (await (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      items: unknown[];
      total: number;
    };
    if (page.items.length !== 25 || page.total !== INTERVIEWS) throw new Error(`Unexpected page: ${page.items.length} of ${page.total}`);
    await autocannon(url, token, 2);
    const result = await autocannon(url, token, SECONDS);
    // Timeouts (errors) on a crowded machine still count in the latency; a wrong answer is a failure.
    if (result.non2xx > 0) throw new Error(`${result.non2xx} non-2xx answers`);
    return { rps: result.requests.average, p99: result.latency.p99 };
  } finally {
    await app.close();
  }
}

async function postgresDatabase(cluster: PostgresCluster): Promise<Database<DB>> {
  return openDatabase<DB>({ databaseUrl: await createClusterDatabase(cluster.url, 'storykeep_bench') });
}

const benchmark: Benchmark = {
  name: `project stories list (page of 25 of ${INTERVIEWS} interviews by date, ${CONNECTIONS} connections)`,
  async run(): Promise<BenchRow[]> {
    const embedded = await openDatabase<DB>({ inMemory: true });
    const anchor = await measure(embedded).finally(() => embedded.close());
    const cluster = await startPostgresCluster();
    try {
      const database = await postgresDatabase(cluster);
      const ours = await measure(database).finally(() => database.close());
      return [
        {
          figure: 'p99 latency, PostgreSQL (anchor: PGlite)',
          ours: ours.p99,
          anchor: anchor.p99,
          unit: 'ms',
          better: 'lower',
          target: 'p99 < 50 ms on PostgreSQL',
        },
        { figure: 'requests/s, PostgreSQL (anchor: PGlite)', ours: ours.rps, anchor: anchor.rps, unit: 'req/s', better: 'higher' },
      ];
    } finally {
      await cluster.stop();
    }
  },
};

export default benchmark;
