// A soak: `storykeep serve` (its own process, on the embedded database a single install uses) under a steady,
// bounded request loop over the hot routes for SOAK_MINUTES (30 by default). Memory must stay flat: the figure
// is the server's resident memory at the end, the anchor the same process's once it has warmed up.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DB, migrateToLatest, openDatabase, seedStoriesForBench } from '@storykeep/server';
import type { Benchmark, BenchRow } from './bench.js';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 30);
const PORT = Number(process.env.SOAK_PORT ?? 18460);
const CONNECTIONS = 10;
const INTERVIEWS = 2_000;
const repo = fileURLToPath(new URL('../../', import.meta.url));

/** Resident memory of a process in MB, from /proc. */
function rssOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/(\d+)/)?.[1] ?? Number.NaN) / 1024;
}

const benchmark: Benchmark = {
  name: `soak: storykeep serve on PGlite, ${CONNECTIONS} connections in a steady loop for ${MINUTES} min`,
  async run(): Promise<BenchRow[]> {
    const dir = await mkdtemp(join(tmpdir(), 'storykeep-soak-'));
    const seeded = await openDatabase<DB>({ dataDir: dir });
    await migrateToLatest(seeded.db as never);
    const fixture = await seedStoriesForBench(seeded.db, INTERVIEWS);
    await seeded.close();
    const server = spawn(process.execPath, ['--conditions=@storykeep/source', '--import', 'tsx', 'packages/server/src/cli.ts', 'serve'], {
      cwd: repo,
      env: {
        ...process.env,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        STORYKEEP_DATA: dir,
        STORYKEEP_WEB_DIST: '/nonexistent',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const base = `http://127.0.0.1:${PORT}/api`;
    try {
      for (let i = 0; !(await fetch(`${base}/health`).catch(() => undefined))?.ok; i++) {
        if (i > 600 || server.exitCode !== null) throw new Error('storykeep serve did not start');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const signIn = await fetch(`${base}/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: fixture.email, password: fixture.password }),
      });
      const { token } = (await signIn.json()) as { token: string };
      const headers = { authorization: `Bearer ${token}` };
      const list = `${base}/projects/${fixture.projectId}/stories?pageSize=25&page=1&sort=record_date&direction=desc`;
      const page = (await (await fetch(list, { headers })).json()) as { items: Array<{ storyId: string }> };
      const ids = page.items.map((s) => s.storyId);
      if (ids.length !== 25) throw new Error(`Unexpected page of ${ids.length}`);

      let requests = 0;
      let failures = 0;
      let running = true;
      const loop = async (n: number) => {
        for (let i = n; running; i++) {
          const id = ids[i % ids.length];
          const url = i % 3 === 0 ? list : i % 3 === 1 ? `${base}/stories/${id}` : `${base}/projects/${fixture.projectId}`;
          const response = await fetch(url, { headers }).catch(() => undefined);
          await response?.arrayBuffer();
          requests++;
          if (!response?.ok) failures++;
        }
      };
      const callers = Array.from({ length: CONNECTIONS }, (_, n) => loop(n));
      // Start: once the server has warmed up (a tenth of the soak, at most a minute), so start-up allocations count as the anchor.
      const warmUp = Math.min(60_000, (MINUTES * 60_000) / 10);
      await new Promise((resolve) => setTimeout(resolve, warmUp));
      const start = rssOf(server.pid ?? 0);
      const startRequests = requests;
      console.log(`RSS at start: ${start.toFixed(1)} MB after ${startRequests} requests`);
      await new Promise((resolve) => setTimeout(resolve, MINUTES * 60_000 - warmUp));
      const end = rssOf(server.pid ?? 0);
      running = false;
      await Promise.all(callers);
      console.log(`RSS at end: ${end.toFixed(1)} MB after ${requests} requests (${failures} failed)`);
      if (failures > 0) throw new Error(`${failures} of ${requests} requests failed`);
      return [
        {
          figure: `server RSS at end, after ${requests} requests (anchor: RSS at start)`,
          ours: end,
          anchor: start,
          unit: 'MB',
          better: 'lower',
          target: 'flat: ratio ≈ 1',
        },
      ];
    } finally {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    }
  },
};

export default benchmark;
