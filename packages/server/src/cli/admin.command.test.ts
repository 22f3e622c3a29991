import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import type { DB } from '../db/schema.js';
import { isLoopbackHost } from '../http/loopback-host.js';
import { verifyPassword } from '../modules/accounts/passwords.js';
import { demoRefusal } from '../seed/demo-guard.js';
import { runCliCapturing } from '../testing/run-cli.js';

describe('storykeep admin create', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('makes an administrator whose generated password is printed once and must be changed, and never a second of one e-mail', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sk-admin-create-'));
    vi.stubEnv('STORYKEEP_DATA', dataDir);
    vi.stubEnv('DATABASE_URL', undefined);
    const made = await runCliCapturing(['admin', 'create', '--email', 'Second@Archive.example', '--name', 'Second Keeper']);
    expect(made.code).toBe(0);
    const password = /^Administrator second@archive\.example: password ([A-Za-z0-9_-]{24})\n.*asks for a new one/.exec(made.stdout)?.[1];
    expect(password).toHaveLength(24);
    const again = await runCliCapturing(['admin', 'create', '--email', 'second@archive.example']);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('exists already');
    expect(again.stdout).toBe('');
    expect((await runCliCapturing(['admin', 'create', '--email', 'not-an-address'])).code).toBe(2);
    expect((await runCliCapturing(['admin', 'delete'])).code).toBe(2);

    const database = await openDatabase<DB>({ dataDir });
    try {
      const rows = await database.db
        .selectFrom('users')
        .select(['email', 'full_name', 'role', 'must_change_password', 'password_hash'])
        .execute();
      expect(rows.map(({ password_hash: _hash, ...row }) => row)).toEqual([
        { email: 'second@archive.example', full_name: 'Second Keeper', role: 'admin', must_change_password: true },
      ]);
      expect(await verifyPassword(rows[0]?.password_hash, password ?? '', undefined)).toBe(true);
    } finally {
      await database.close();
    }
  }, 60_000);
});

describe('demo mode', () => {
  it('runs on loopback addresses only, unless STORYKEEP_ALLOW_DEMO=1', () => {
    for (const host of ['127.0.0.1', '127.0.1.1', 'localhost', '::1', '[::1]']) expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '10.0.0.5', 'storykeep.example.org', '128.0.0.1']) expect(isLoopbackHost(host), host).toBe(false);
    const allowed = (env: Record<string, string>) => loadConfig(env).allowDemo;
    expect(demoRefusal('0.0.0.0', allowed({}))).toContain('STORYKEEP_ALLOW_DEMO=1');
    expect(demoRefusal('0.0.0.0', allowed({ STORYKEEP_ALLOW_DEMO: '1' }))).toBeNull();
    expect(demoRefusal('0.0.0.0', allowed({ STORYKEEP_ALLOW_DEMO: 'yes' }))).not.toBeNull();
    expect(demoRefusal('127.0.0.1', allowed({}))).toBeNull();
  });
});
