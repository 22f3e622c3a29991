import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runCli } from './commands.js';

describe('storykeep migrate and seed', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('migrates an embedded database, seeds the demo once, and refuses to seed it again', async () => {
    vi.stubEnv('STORYKEEP_DATA', mkdtempSync(join(tmpdir(), 'sk-cli-')));
    vi.stubEnv('DATABASE_URL', undefined);
    vi.stubEnv('STORYKEEP_ADMIN_PASSWORD', undefined);
    // The recordings have tests of their own (seed/demo-media.seed.test.ts); here they would only take minutes.
    vi.stubEnv('STORYKEEP_DEMO_RECORDINGS', 'off');
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(runCli(['migrate'])).resolves.toBe(0);
    expect(String(log.mock.calls.at(-1)?.[0])).toMatch(/^Ran \d+ migration\(s\): 0001_accounts/);
    await expect(runCli(['migrate'])).resolves.toBe(0);
    expect(log.mock.calls.at(-1)?.[0]).toBe('The database is up to date.');
    await expect(runCli(['seed', '--demo', '--password', 'pw-12345678'])).resolves.toBe(2);
    expect(String(error.mock.calls.at(-1)?.[0])).toContain('--password needs 12 to 512 characters');
    await expect(runCli(['seed', '--demo', '--password', 'pw-123456789'])).resolves.toBe(0);
    expect(String(log.mock.calls.at(-2)?.[0])).toContain('manager@other.storykeep.test');
    expect(String(log.mock.calls.at(-2)?.[0])).toContain('pw-123456789');
    // The administrator gets a generated password, printed once, never the published or the --password one.
    const adminLine = String(log.mock.calls.at(-1)?.[0]);
    expect(adminLine).toMatch(/^Administrator admin@demo\.storykeep\.test: password [A-Za-z0-9_-]{24}\n/);
    expect(adminLine).not.toContain('pw-123456789');
    await expect(runCli(['seed', '--demo'])).resolves.toBe(1);
    expect(String(error.mock.calls.at(-1)?.[0])).toContain('already has accounts');
    await expect(runCli(['seed'])).resolves.toBe(2);
  });
});
