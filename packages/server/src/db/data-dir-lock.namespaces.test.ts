import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// Containers on one volume: each process is pid 1 of its own PID namespace. The lock must see across namespaces, and
// of several starters after a kill -9 exactly one may win. `unshare` makes the namespaces (it needs root).
const repoRoot = resolve(import.meta.dirname, '../../../..');
const tsx = ['--conditions=@storykeep/source', '--import', 'tsx'];
const holder = 'packages/server/src/testing/data-dir-lock-holder.ts';
const namespaced = ['--pid', '--fork', '--mount-proc', '--kill-child'];

const probe = spawnSync('unshare', [...namespaced, 'true'], { encoding: 'utf8' });
const unshareWorks = probe.status === 0;
if (!unshareWorks)
  console.warn(
    `Skipping the PID-namespace lock tests: unshare ${namespaced.join(' ')} failed (${probe.error?.message ?? probe.stderr.trim()})`,
  );

/** A process of its own PID namespace (pid 1 there), with the repository's environment. */
function inNamespace(args: string[], env: NodeJS.ProcessEnv = process.env): ChildProcess {
  return spawn('unshare', [...namespaced, process.execPath, ...tsx, ...args], { cwd: repoRoot, env, stdio: ['pipe', 'pipe', 'pipe'] });
}

/** Resolves with the first stdout line matching `pattern`; fails if the process exits first. */
function line(child: ChildProcess, pattern: RegExp): Promise<string> {
  return new Promise((done, fail) => {
    let out = '';
    const read = (chunk: Buffer) => {
      out += String(chunk);
      const found = out.split('\n').find((text) => pattern.test(text));
      if (found !== undefined) done(found);
    };
    child.stdout?.on('data', read);
    child.on('exit', (code) => fail(new Error(`exited with ${code} before printing ${pattern}: ${out}`)));
  });
}

function exited(child: ChildProcess): Promise<number | null> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise((done) => child.on('exit', done));
}

describe.skipIf(!unshareWorks)('the embedded database lock across PID namespaces', () => {
  const dirs: string[] = [];
  const children: ChildProcess[] = [];
  const folder = () => {
    const dir = mkdtempSync(join(tmpdir(), 'sk-nslock-'));
    dirs.push(dir);
    return dir;
  };
  const start = (args: string[], env?: NodeJS.ProcessEnv) => {
    const child = inNamespace(args, env);
    children.push(child);
    return child;
  };
  afterAll(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses storykeep in a second namespace while serve runs in the first, both being pid 1', async () => {
    const dataDir = folder();
    const env: NodeJS.ProcessEnv = { ...process.env, STORYKEEP_DATA: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' };
    delete env.DATABASE_URL;
    const serve = start(['packages/server/src/cli.ts', 'serve'], env);
    await line(serve, /Storykeep is running at/);
    const second = start(['packages/server/src/cli.ts', 'migrate'], env);
    let stderr = '';
    second.stderr?.on('data', (chunk) => {
      stderr += String(chunk);
    });
    expect(await exited(second)).not.toBe(0);
    expect(stderr).toContain('in use by another Storykeep process');
    expect(serve.exitCode).toBeNull();
  }, 300_000);

  it('lets exactly one of several namespaced starters win after the owner was killed -9, round after round', async () => {
    const dir = folder();
    for (let round = 0; round < 4; round += 1) {
      const owner = start([holder, dir]);
      await line(owner, /^ready$/);
      owner.stdin?.write('go\n');
      await line(owner, /^locked$/);
      owner.kill('SIGKILL');
      await exited(owner);

      const starters = [0, 1, 2, 3].map(() => start([holder, dir]));
      await Promise.all(starters.map((starter) => line(starter, /^ready$/)));
      const outcomes = starters.map((starter) => line(starter, /^(locked|refused)/));
      for (const starter of starters) starter.stdin?.write('go\n');
      const answers = await Promise.all(outcomes);
      expect(
        answers.filter((answer) => answer === 'locked'),
        `round ${round}: ${answers.join(' | ')}`,
      ).toHaveLength(1);
      expect(answers.filter((answer) => answer.startsWith('refused: The embedded database'))).toHaveLength(3);
      for (const starter of starters) starter.kill('SIGKILL');
      await Promise.all(starters.map(exited));
    }
  }, 180_000);
});
