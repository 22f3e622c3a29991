import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Answer } from '../testing/test-app.js';

const repoRoot = resolve(import.meta.dirname, '../../../..');

function storykeep(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ['--conditions=@storykeep/source', '--import', 'tsx', 'packages/server/src/cli.ts', ...args], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Everything the process printed (standard output and its log) once `until` matches it, and the server's address. */
function printed(child: ChildProcess, until: RegExp): Promise<{ out: string; log: string; base: string }> {
  return new Promise((done, fail) => {
    let out = '';
    let log = '';
    const check = () => {
      const base = /running at (http:\/\/[^\s]+)/.exec(out)?.[1];
      if (base && until.test(out)) done({ out, log, base });
    };
    child.stdout?.on('data', (chunk) => {
      const text = String(chunk);
      // Log lines are JSON; what a person is told is plain text.
      for (const line of text.split('\n')) if (line.startsWith('{')) log += `${line}\n`;
      out += text;
      check();
    });
    child.stderr?.on('data', (chunk) => {
      out += String(chunk);
    });
    child.on('exit', (code) => fail(new Error(`storykeep exited with ${code}: ${out}`)));
  });
}

async function call(base: string, method: string, path: string, body?: unknown, token?: string) {
  const answer = await fetch(`${base}/api${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: answer.status, body: (await answer.json().catch(() => null)) as Answer };
}

describe('storykeep serve on an empty folder, without --demo', () => {
  const dirs: string[] = [];
  const children: ChildProcess[] = [];
  const environment = (extra: NodeJS.ProcessEnv = {}) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sk-first-admin-'));
    dirs.push(dataDir);
    const env: NodeJS.ProcessEnv = { ...process.env, STORYKEEP_DATA: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...extra };
    for (const name of ['DATABASE_URL', 'STORYKEEP_ADMIN_PASSWORD', 'STORYKEEP_ADMIN_EMAIL', 'STORYKEEP_ALLOW_DEMO'])
      if (!(name in extra)) delete env[name];
    return env;
  };
  afterAll(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('prints one administrator password once, whose first sign-in must choose a new one, and makes no demo account', async () => {
    const env = environment();
    const first = storykeep(['serve'], env);
    children.push(first);
    const { out, log, base } = await printed(first, /Administrator admin@storykeep\.local: password [A-Za-z0-9_-]{24}\n.*\n/);
    // Not \b: a password ending in '-' has no word boundary before the line's end (one start in 64 failed so).
    const passwords = [...out.matchAll(/password ([A-Za-z0-9_-]{24})(?![A-Za-z0-9_-])/g)].map((match) => match[1]);
    expect(passwords).toHaveLength(1);
    const password = passwords[0] ?? '';
    expect(out).not.toContain('Demo accounts');
    expect(log).not.toContain(password);

    const signIn = await call(base, 'POST', '/signin', { email: 'admin@storykeep.local', password });
    expect(signIn.status).toBe(200);
    expect(signIn.body.role).toBe('admin');
    expect(signIn.body.mustChangePassword).toBe(true);
    const token: string = signIn.body.token;
    expect((await call(base, 'GET', '/admin/accounts', undefined, token)).body.error.code).toBe('PASSWORD_CHANGE_REQUIRED');
    const changed = await call(
      base,
      'POST',
      '/auth/password',
      { currentPassword: password, newPassword: 'our archive, our password' },
      token,
    );
    expect(changed.status).toBe(200);
    const accounts = await call(base, 'GET', '/admin/accounts', undefined, token);
    expect(accounts.status).toBe(200);
    expect(JSON.stringify(accounts.body)).not.toContain('demo.storykeep.test');
    for (const email of ['admin@demo.storykeep.test', 'manager@demo.storykeep.test', 'user@demo.storykeep.test'])
      expect((await call(base, 'POST', '/signin', { email, password: 'storykeep-demo' })).status).toBe(401);

    const stopped = new Promise((done) => first.on('exit', done));
    first.kill('SIGTERM');
    await stopped;
    const again = storykeep(['serve'], env);
    children.push(again);
    const second = await printed(again, /running at/);
    expect(second.out).not.toContain('Administrator');
    expect(second.out).not.toContain(password);
    again.kill('SIGTERM');
  }, 300_000);

  it('takes the first password from STORYKEEP_ADMIN_PASSWORD without printing it, and still asks for a new one', async () => {
    const env = environment({ STORYKEEP_ADMIN_PASSWORD: 'from-the-environment-01', STORYKEEP_ADMIN_EMAIL: 'Keeper@Archive.example' });
    const child = storykeep(['serve'], env);
    children.push(child);
    const { out, base } = await printed(child, /Administrator keeper@archive\.example: password from STORYKEEP_ADMIN_PASSWORD/);
    expect(out).not.toContain('from-the-environment-01');
    const signIn = await call(base, 'POST', '/signin', { email: 'keeper@archive.example', password: 'from-the-environment-01' });
    expect(signIn.body.mustChangePassword).toBe(true);
    child.kill('SIGTERM');
  }, 300_000);

  it('refuses --demo on an address other than loopback unless STORYKEEP_ALLOW_DEMO=1 says so', async () => {
    const refused = storykeep(['serve', '--demo'], environment({ HOST: '0.0.0.0' }));
    children.push(refused);
    let stderr = '';
    refused.stderr?.on('data', (chunk) => {
      stderr += String(chunk);
    });
    const code = await new Promise((done) => refused.on('exit', done));
    expect(code).toBe(2);
    expect(stderr).toContain('only on a loopback address');
    expect(stderr).toContain('STORYKEEP_ALLOW_DEMO=1');
  }, 60_000);
});
