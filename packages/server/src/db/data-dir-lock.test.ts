import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DatabaseInUseError, lockDataFolder } from './data-dir-lock.js';

const repoRoot = resolve(import.meta.dirname, '../../../..');
const cli = ['--conditions=@storykeep/source', '--import', 'tsx', 'packages/server/src/cli.ts'];

function storykeep(args: string[], dataDir: string): ChildProcess {
  const env: NodeJS.ProcessEnv = { ...process.env, STORYKEEP_DATA: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  return spawn(process.execPath, [...cli, ...args], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
}

function finished(child: ChildProcess): Promise<{ code: number | null; stderr: string; stdout: string }> {
  let stderr = '';
  let stdout = '';
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  child.stdout?.on('data', (chunk) => {
    stdout += String(chunk);
  });
  return new Promise((done) => child.on('exit', (code) => done({ code, stderr, stdout })));
}

function printed(child: ChildProcess, text: string): Promise<void> {
  return new Promise((done, fail) => {
    let out = '';
    child.stdout?.on('data', (chunk) => {
      out += String(chunk);
      if (out.includes(text)) done();
    });
    child.on('exit', (code) => fail(new Error(`exited with ${code} before printing '${text}'`)));
  });
}

describe('the embedded database has one owner', () => {
  const dirs: string[] = [];
  const children: ChildProcess[] = [];
  const folder = () => {
    const dir = mkdtempSync(join(tmpdir(), 'sk-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('stops a second process on the folder of a running serve, and lets one start after the first is killed -9', async () => {
    const dataDir = folder();
    const first = storykeep(['serve'], dataDir);
    children.push(first);
    await printed(first, 'Storykeep is running at');

    for (const args of [['migrate'], ['worker', '--until-idle'], ['seed', '--demo'], ['serve']]) {
      const second = await finished(storykeep(args, dataDir));
      expect(second.code, args.join(' ')).not.toBe(0);
      expect(second.stderr).toContain('in use by another Storykeep process');
      expect(second.stderr).toContain('DATABASE_URL');
    }

    const gone = finished(first);
    first.kill('SIGKILL');
    expect((await gone).code).toBeNull();
    const next = await finished(storykeep(['migrate'], dataDir));
    expect(next.stderr).toBe('');
    expect(next.code).toBe(0);
    expect(next.stdout).toContain('up to date');
  }, 300_000);

  it('refuses a second open in the same process until the first is released', () => {
    const dir = folder();
    const release = lockDataFolder(dir);
    expect(() => lockDataFolder(dir)).toThrow(DatabaseInUseError);
    release();
    lockDataFolder(dir)();
  });
});
