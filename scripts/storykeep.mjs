#!/usr/bin/env node
// The README's commands: `npm start`, `npm test`, `npm run dev`, `npm run bench`.
// Uses only Node's own modules: it runs on a fresh machine before any dependency is installed.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fetchCurrentNode, rerunOn, runsOnSupportedNode } from './lib/current-node.mjs';
import { installDependencies, pnpm } from './lib/pnpm.mjs';
import { run, seconds } from './lib/run.mjs';
import { ensureSystemPackages, SERVER_PACKAGES, TEST_PACKAGES } from './lib/system-packages.mjs';
import { testStages } from './lib/test-stages.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

async function bootstrap(systemPackages) {
  const started = Date.now();
  if ((await installDependencies()) !== 0) throw new Error('Installing dependencies failed (pnpm install --frozen-lockfile).');
  const missing = await ensureSystemPackages(systemPackages);
  console.log(`Bootstrap done in ${seconds(started)} s`);
  return missing;
}

async function build() {
  if ((await run(join('node_modules', '.bin', 'tsc'), ['-b'])) !== 0) throw new Error('Type-check failed (tsc -b).');
  if ((await pnpm(['--filter', '@storykeep/web', 'run', 'build'])) !== 0) throw new Error('Building the web app failed.');
}

async function start() {
  const missing = await bootstrap(SERVER_PACKAGES);
  if (missing.length > 0) console.warn('Storykeep starts without them: media processing and transcription wait until they are installed.');
  await build();
  return run('node', [join('packages', 'server', 'dist', 'cli.js'), 'serve', '--demo'], { env: process.env });
}

async function test() {
  const started = Date.now();
  const timings = [];
  const missing = await bootstrap(TEST_PACKAGES);
  timings.push(['bootstrap (dependencies, system packages)', seconds(started), missing.length ? 'FAILED' : 'ok']);
  if (missing.length > 0) throw new Error(`Cannot test without: ${missing.join(', ')}`);
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  let flaky = 0;
  let failedStages = 0;
  const failures = [];
  for (const stage of testStages) {
    console.log(`\n▶ ${stage.name}`);
    const stageStart = Date.now();
    const outcome = await stage.run();
    const code = typeof outcome === 'number' ? outcome : outcome.code;
    const counts = typeof outcome === 'number' ? undefined : outcome.counts;
    if (counts) {
      passed += counts.passed;
      failed += counts.failed;
      skipped += counts.skipped;
      flaky += counts.flaky ?? 0;
      failures.push(...counts.failures);
    }
    if (code !== 0) failedStages += 1;
    timings.push([stage.name, seconds(stageStart), code === 0 ? 'ok' : 'FAILED']);
  }
  console.log('\nStage timings');
  for (const [name, secs, status] of timings) console.log(`  ${status.padEnd(6)} ${secs.padStart(7)} s  ${name}`);
  console.log(`  total  ${seconds(started).padStart(7)} s`);
  // Just above the totals: where only the end of the output is kept (as CI keeps it), why each test failed is in it.
  if (failures.length > 0) console.log(failed > 0 ? '\nFailed tests' : '\nFlaky tests (each failed once, then passed)');
  for (const { title, message } of failures) console.log(`✘ ${title}\n${message.replace(/^/gm, '    ')}`);
  if (failedStages > 0 && failed === 0) failed = failedStages;
  const also = `${flaky ? `, ${flaky} flaky` : ''}${skipped ? `, ${skipped} skipped` : ''}`;
  console.log(`\n${passed} passed, ${failed} failed${also}`);
  return failedStages === 0 ? 0 : 1;
}

async function dev() {
  await bootstrap(SERVER_PACKAGES);
  const serverPort = process.env.STORYKEEP_SERVER_PORT ?? '8081';
  const env = { ...process.env, PORT: serverPort, STORYKEEP_SERVER_PORT: serverPort };
  const server = run(
    join('node_modules', '.bin', 'tsx'),
    ['watch', '--conditions=@storykeep/source', 'packages/server/src/cli.ts', 'serve', '--demo'],
    { env },
  );
  const web = pnpm(['--filter', '@storykeep/web', 'run', 'dev', '--host', '127.0.0.1'], { env });
  return Math.max(await server, await web);
}

async function bench() {
  await bootstrap([...SERVER_PACKAGES, 'chromium', 'postgresql', 'flite']);
  if (!existsSync(join('tests', 'bench', 'run.ts'))) throw new Error('tests/bench/run.ts is missing');
  return run(join('node_modules', '.bin', 'tsx'), [
    '--conditions=@storykeep/source',
    join('tests', 'bench', 'run.ts'),
    ...process.argv.slice(3),
  ]);
}

const commands = { start, test, dev, bench };
const name = process.argv[2];
const command = commands[name];
if (!command) {
  console.error(`Usage: node scripts/storykeep.mjs ${Object.keys(commands).join('|')}`);
  process.exit(2);
}
// On an older Node, everything runs again on a current one fetched from the npm registry.
const runCommand = () => {
  if (runsOnSupportedNode()) return command();
  const node = fetchCurrentNode();
  return node ? rerunOn(node) : Promise.resolve(1);
};
runCommand().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`\n${error instanceof Error ? error.message : error}`);
    process.exit(1);
  },
);
