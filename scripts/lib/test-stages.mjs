import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pnpm } from './pnpm.mjs';
import { playwrightCounts, vitestCounts } from './results.mjs';
import { run } from './run.mjs';

const bin = (name) => join('node_modules', '.bin', name);
const reports = join('tests', '.artifacts', 'reports');

/** Every check `npm test` runs, in order. A stage either passes or fails; test stages also count tests. */
export const testStages = [
  { name: 'type-check (tsc -b)', run: () => run(bin('tsc'), ['-b']) },
  { name: 'lint and format (biome)', run: () => run(bin('biome'), ['check', '.']) },
  { name: 'dependency boundaries', run: () => run('node', ['tests/tools/check-boundaries.mjs']) },
  // A ratchet on the literal texts still written in the web's components (tests/tools/ui-strings-baseline.json).
  { name: 'UI strings only from the catalogue', run: () => run('node', ['tests/tools/check-ui-strings.mjs']) },
  // The server's layers and core's ports-below-machines, as .dependency-cruiser.cjs states them (`npm run layers`).
  { name: 'server layers (dependency-cruiser)', run: () => pnpm(['run', 'layers']) },
  {
    name: 'unit and integration tests (vitest: core, adapters, web, server, repo)',
    run: async () => {
      mkdirSync(reports, { recursive: true });
      const output = join(reports, 'vitest.json');
      const code = await run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${output}`]);
      return { code, counts: vitestCounts(output) };
    },
  },
  { name: 'build the web app (vite)', run: () => pnpm(['--filter', '@storykeep/web', 'run', 'build']) },
  // After the build, which it reads: fails when the sign-in page's JavaScript passes 200 KB gzipped.
  { name: 'sign-in page JavaScript budget (< 200 KB gzipped)', run: () => run('node', ['tests/tools/bundle-budget.mjs']) },
  {
    name: 'end-to-end tests (Playwright, Chromium)',
    run: async () => {
      mkdirSync(reports, { recursive: true });
      // Absolute: Playwright reads a relative report path from its config's folder, not from here.
      const output = resolve(reports, 'playwright.json');
      const env = { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: output };
      const code = await run(bin('playwright'), ['test', '-c', 'tests/playwright.config.ts', '--reporter=list,json'], { env });
      return { code, counts: playwrightCounts(output) };
    },
  },
];
