import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repoRoot = resolve(import.meta.dirname, '../../../..');

/** Starts `storykeep serve --demo` on a free port and resolves with what it printed once it listens. */
function serveDemo(dataDir: string): { child: ChildProcess; started: Promise<{ out: string; base: string }> } {
  const env: NodeJS.ProcessEnv = { ...process.env, STORYKEEP_DATA: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' };
  delete env.DATABASE_URL;
  delete env.STORYKEEP_ADMIN_PASSWORD;
  // The demo's recordings would be made in the background for minutes after this test is done with the server.
  env.STORYKEEP_DEMO_RECORDINGS = 'off';
  const child = spawn(
    process.execPath,
    ['--conditions=@storykeep/source', '--import', 'tsx', 'packages/server/src/cli.ts', 'serve', '--demo'],
    {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const started = new Promise<{ out: string; base: string }>((done, fail) => {
    let out = '';
    const read = (chunk: Buffer) => {
      out += String(chunk);
      const base = /running at (http:\/\/[^\s]+)/.exec(out)?.[1];
      // The accounts are printed after the address; wait for the last line of that block.
      if (base && /manager@other\.storykeep\.test[^\n]*\n/.test(out) && (!/Loaded the demo data/.test(out) || /Administrator/.test(out)))
        done({ out, base });
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => fail(new Error(`serve exited with ${code}: ${out}`)));
  });
  return { child, started };
}

async function signIn(base: string, password: string): Promise<number> {
  const answer = await fetch(`${base}/api/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.storykeep.test', password }),
  });
  return answer.status;
}

describe('storykeep serve --demo on a new database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sk-serve-'));
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints a generated administrator password once, which signs in where the published one does not', async () => {
    const first = serveDemo(dataDir);
    children.push(first.child);
    const { out, base } = await first.started;
    const password = /Administrator admin@demo\.storykeep\.test: password ([A-Za-z0-9_-]{24})\n/.exec(out)?.[1] ?? '';
    expect(password).toHaveLength(24);
    expect(await signIn(base, password)).toBe(200);
    expect(await signIn(base, 'storykeep-demo')).toBe(401);
    const stopped = new Promise((done) => first.child.on('exit', done));
    first.child.kill('SIGTERM');
    await stopped;

    const again = serveDemo(dataDir);
    children.push(again.child);
    const second = await again.started;
    expect(second.out).not.toContain(password);
    expect(second.out).not.toContain('Administrator admin@demo');
    expect(await signIn(second.base, password)).toBe(200);
    again.child.kill('SIGTERM');
  }, 180_000);
});
