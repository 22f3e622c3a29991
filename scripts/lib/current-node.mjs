import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { run } from './run.mjs';

// Storykeep runs on a supported Node: 22 or later (package.json "engines"). Where the machine's own Node is
// older, the bootstrap takes Node 24 (the current long-term release) from the npm registry, where the official
// binaries are published as `node-<platform>-<arch>` packages, the same way it already takes pnpm: nothing is
// installed system-wide and no other download site is needed.
export const MINIMUM_NODE_MAJOR = 22;
export const FETCHED_NODE_MAJOR = 24;

/** True when this process already runs on a Node that Storykeep supports. */
export function runsOnSupportedNode(version = process.versions.node) {
  return Number(version.split('.')[0]) >= MINIMUM_NODE_MAJOR;
}

function cacheFolder() {
  const base = process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache');
  return join(base, 'storykeep', `node-${FETCHED_NODE_MAJOR}`);
}

/**
 * The path of a Node binary of the supported line, fetched into the user's cache on first use. Returns undefined
 * (with the reason printed) when it cannot be had, so the caller can say what to install by hand.
 */
export function fetchCurrentNode() {
  const packageName = `node-${process.platform}-${process.arch}`;
  const folder = cacheFolder();
  const binary = join(folder, 'node_modules', packageName, 'bin', process.platform === 'win32' ? 'node.exe' : 'node');
  if (existsSync(binary) && works(binary)) return binary;
  mkdirSync(folder, { recursive: true });
  console.log(
    `Node ${process.versions.node} is older than ${MINIMUM_NODE_MAJOR}: fetching ${packageName}@${FETCHED_NODE_MAJOR} from the npm registry…`,
  );
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const installed = spawnSync(
    npm,
    ['install', '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--prefix', folder, `${packageName}@${FETCHED_NODE_MAJOR}`],
    { stdio: 'inherit' },
  );
  if (installed.status !== 0 || !existsSync(binary) || !works(binary)) {
    console.error(
      `Could not fetch ${packageName}@${FETCHED_NODE_MAJOR}. Install Node ${MINIMUM_NODE_MAJOR} or later and run the command again.`,
    );
    return undefined;
  }
  return binary;
}

function works(binary) {
  const probe = spawnSync(binary, ['--version'], { encoding: 'utf8' });
  return probe.status === 0 && runsOnSupportedNode(probe.stdout.trim().replace(/^v/, ''));
}

/**
 * Runs this same script again on the fetched Node, with that Node first on PATH so that every child process
 * (pnpm, vitest, Playwright's web server, the server itself) runs on it too. Resolves to the exit code.
 */
export function rerunOn(binary) {
  const env = { ...process.env, PATH: `${dirname(binary)}${delimiter}${process.env.PATH ?? ''}` };
  return run(binary, process.argv.slice(1), { env });
}
