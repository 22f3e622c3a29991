import { describe, expect, it, vi } from 'vitest';
import { helpText, runCli } from './commands.js';

describe('storykeep CLI', () => {
  it('lists its commands in --help', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    await expect(runCli(['--help'])).resolves.toBe(0);
    expect(log.mock.calls[0]?.[0]).toContain('serve');
    log.mockRestore();
    expect(helpText()).toMatch(/^Usage: storykeep <command>/);
  });

  it('refuses an unknown command with exit code 2', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(runCli(['frobnicate'])).resolves.toBe(2);
    expect(error.mock.calls[0]?.[0]).toContain("Unknown command 'frobnicate'");
    error.mockRestore();
  });
});
