import { spawnSync } from 'node:child_process';
import { run } from './run.mjs';

// The pnpm this repository's lockfile was written with. Fetched into npm's cache by npx when the
// machine has no matching pnpm, so nobody has to install anything globally.
export const PNPM_VERSION = '12.21.0';

let cached;

/** The command and leading arguments that run pnpm here. */
export function pnpmCommand() {
  if (cached) return cached;
  const local = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (local.status === 0 && local.stdout.trim().split('.')[0] === PNPM_VERSION.split('.')[0]) {
    cached = { command: 'pnpm', prefix: [] };
  } else {
    cached = { command: 'npx', prefix: ['--yes', `pnpm@${PNPM_VERSION}`] };
  }
  return cached;
}

export function pnpm(args, options) {
  const { command, prefix } = pnpmCommand();
  return run(command, [...prefix, ...args], options);
}

/** Installs exactly what the lockfile says; a lockfile out of date with package.json fails. */
export async function installDependencies() {
  return pnpm(['install', '--frozen-lockfile', '--prefer-offline', '--reporter=append-only']);
}
