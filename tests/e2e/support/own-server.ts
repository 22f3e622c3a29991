import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { expect } from '@playwright/test';
import { ADMIN_PASSWORD } from './sign-in.js';

const repoRoot = resolve(import.meta.dirname, '../../..');

export interface OwnServerOptions {
  /** `serve --demo` (the default), or plain `serve` as a production install runs it. */
  demo?: boolean;
  /** Variables to set (a value of undefined removes one). */
  env?: Record<string, string | undefined>;
}

/**
 * A `storykeep serve --demo` (or plain `serve`) of a spec's own, on its own port and data folder, that the spec may
 * stop and start again (the shared server of the other journeys belongs to Playwright's config and stays up).
 */
export class OwnServer {
  private child: ChildProcess | null = null;
  readonly url: string;
  /** What the server printed to standard output (not its log, which goes to standard error at LOG_LEVEL=warn). */
  output = '';

  constructor(
    readonly port: number,
    readonly dataDir: string,
    private readonly options: OwnServerOptions = {},
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  /** Starts the server and waits until it answers its health check; answers how long that took, in ms. */
  async start(): Promise<number> {
    const began = Date.now();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(this.port),
      HOST: '127.0.0.1',
      STORYKEEP_DATA: this.dataDir,
      LOG_LEVEL: 'warn',
      STORYKEEP_ADMIN_PASSWORD: ADMIN_PASSWORD,
      ...this.options.env,
    };
    for (const [name, value] of Object.entries(env)) if (value === undefined) delete env[name];
    const demo = this.options.demo ?? true;
    this.child = spawn(process.execPath, ['packages/server/dist/cli.js', 'serve', ...(demo ? ['--demo'] : [])], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'ignore'],
      env,
    });
    this.child.stdout?.on('data', (chunk) => {
      this.output += String(chunk);
    });
    await expect
      .poll(async () => (await fetch(`${this.url}/api/health`).catch(() => null))?.status, { timeout: 200_000, intervals: [250] })
      .toBe(200);
    return Date.now() - began;
  }

  /** Stops the process as an operator would (SIGTERM) and waits until it has exited and its port is closed. */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    child.kill('SIGTERM');
    await exited;
  }
}
