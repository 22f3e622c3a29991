// Real `storykeep serve` and `storykeep worker` processes on one PostgreSQL database and one S3
// emulator, as a scaled-out deployment runs them, for the scale-out and chaos tests.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Answer } from './test-app.js';

const repo = fileURLToPath(new URL('../../../../', import.meta.url));

interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: Record<string, unknown>) => S3rverInstance;

/** An S3 emulator on loopback with one bucket, `media`. */
export async function startS3(dir: string): Promise<{ env: NodeJS.ProcessEnv; close(): Promise<void> }> {
  await mkdir(join(dir, 's3'), { recursive: true });
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: join(dir, 's3'),
    configureBuckets: [{ name: 'media' }],
  });
  const { port } = await server.run();
  return {
    env: {
      S3_BUCKET: 'media',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: () => server.close(),
  };
}

/** A fresh database on the suite's private cluster. */
export async function freshDatabase(clusterUrl: string, prefix: string): Promise<string> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(clusterUrl);
  target.pathname = `/${name}`;
  return target.toString();
}

/** A CLI process of the source tree; it leads its own process group so SIGKILL also takes its ffmpeg. */
export interface CliProcess {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
  kill9(): Promise<void>;
  stop(): Promise<void>;
}

/** Runs `storykeep <args>` from the source tree (tsx), as `npm start` does. */
export function startCli(args: string[], env: NodeJS.ProcessEnv): CliProcess {
  const child = spawn(process.execPath, ['--conditions=@storykeep/source', '--import', 'tsx', 'packages/server/src/cli.ts', ...args], {
    cwd: repo,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-(child.pid ?? 0), name);
    } catch {
      // Already gone.
    }
  };
  return {
    child,
    output: () => output,
    exited,
    async kill9() {
      signal('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      signal('SIGTERM');
      const timer = setTimeout(() => signal('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** `storykeep serve` on `port`; resolves once it answers its health route. */
export async function startServe(port: number, env: NodeJS.ProcessEnv): Promise<CliProcess & { url: string }> {
  const cli = startCli(['serve'], { ...env, PORT: String(port), HOST: '127.0.0.1', STORYKEEP_WEB_DIST: '/nonexistent' });
  const url = `http://127.0.0.1:${port}`;
  await until(
    async () => {
      if (cli.child.exitCode !== null) throw new Error(`serve on ${port} exited: ${cli.output()}`);
      return (await fetch(`${url}/api/health`).catch(() => undefined))?.ok === true;
    },
    `serve on ${port}`,
    120_000,
  );
  return { ...cli, url };
}

/** Polls `check` every 100 ms until it holds. */
export async function until(check: () => Promise<boolean>, what: string, timeoutMs = 180_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/** A JSON call to a running server's API. */
export async function api(
  base: string,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<{ status: number; body: Answer }> {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}
