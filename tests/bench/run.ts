// `npm run bench`: runs every tests/bench/*.bench.ts (or those named on the command line) and prints
// each figure beside its anchor, measured in the same run.
import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type Benchmark, formatRows } from './bench.js';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

if (files.length === 0) console.log('No benchmarks found in tests/bench.');
let failures = 0;
for (const file of files) {
  const benchmark = (await import(pathToFileURL(`${here}/${file}`).href)).default as Benchmark;
  console.log(`\n## ${benchmark.name}`);
  try {
    console.log(formatRows(await benchmark.run()));
  } catch (error) {
    failures += 1;
    console.error(`failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }
}
process.exit(failures === 0 ? 0 : 1);
