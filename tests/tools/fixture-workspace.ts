import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach } from 'vitest';

/** This repository's root, which each check must find clean. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * A scratch workspace per test for a repository check: `workspace(files)` writes the files (path → text) into a new
 * folder and answers it; the folder is removed after each test.
 */
export function fixtureWorkspaces(prefix: string): (files: Record<string, string>) => string {
  let fixture: string | undefined;
  afterEach(() => {
    if (fixture) rmSync(fixture, { recursive: true, force: true });
    fixture = undefined;
  });
  return (files) => {
    fixture = mkdtempSync(join(tmpdir(), prefix));
    for (const [path, text] of Object.entries(files)) {
      const abs = join(fixture, path);
      mkdirSync(dirname(abs), { recursive: true });
      writeFileSync(abs, text);
    }
    return fixture;
  };
}
