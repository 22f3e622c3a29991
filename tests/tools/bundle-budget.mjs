// The sign-in page's JavaScript budget: what the browser loads to show the sign-in page — the app's entry, everything
// it imports statically, the sign-in route's own chunk and its static imports — read from the build's manifest
// (packages/web/dist/.vite/manifest.json) and gzipped, must stay under 200 KB. `npm test` runs it after the web build.
// Chunks loaded later on demand (the container once someone starts signing in, the toaster with a first notice) are
// not the page's and are not counted; tests/bench/startup.bench.ts shows what a browser really loaded before the paint.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The budget, in KB of 1024 bytes, gzipped. */
export const SIGN_IN_BUDGET_KB = 200;
/** The sign-in route's page module, as the manifest names it. */
export const SIGN_IN_PAGE = 'src/features/auth/sign-in-page.tsx';

/** The manifest keys of `roots` and of every chunk they import statically, however deep. */
export function staticClosure(manifest, roots) {
  const seen = new Set();
  const queue = [...roots];
  while (queue.length > 0) {
    const key = queue.pop();
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk ${key}`);
    seen.add(key);
    queue.push(...(chunk.imports ?? []));
  }
  return seen;
}

/** The JavaScript files (as the manifest names them) the sign-in page loads: entry and route chunk, with their static imports. */
export function signInPageFiles(manifest, page = SIGN_IN_PAGE) {
  const entries = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry)
    .map(([key]) => key);
  if (entries.length === 0) throw new Error('The manifest has no entry chunk');
  if (!manifest[page]) throw new Error(`The manifest has no chunk for ${page}`);
  const keys = staticClosure(manifest, [...entries, page]);
  return [...new Set([...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js')))].sort();
}

/** Each file's gzipped size in bytes, largest first, and their sum. */
export function gzippedSizes(dist, files) {
  const sizes = files.map((file) => ({ file, bytes: gzipSync(readFileSync(join(dist, file))).length }));
  sizes.sort((a, b) => b.bytes - a.bytes);
  return { sizes, total: sizes.reduce((sum, s) => sum + s.bytes, 0) };
}

/** Measures the sign-in page of the build in `dist`: its files, their gzipped sizes, and whether it is in budget. */
export function measureSignInPage(dist) {
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`No build manifest at ${manifestPath}: build the web app first`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const { sizes, total } = gzippedSizes(dist, signInPageFiles(manifest));
  return { sizes, total, kb: total / 1024, withinBudget: total / 1024 < SIGN_IN_BUDGET_KB };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'packages', 'web', 'dist'));
  const { sizes, kb, withinBudget } = measureSignInPage(dist);
  const largest = sizes
    .slice(0, 8)
    .map((s) => `  ${(s.bytes / 1024).toFixed(1).padStart(7)} KB  ${s.file}`)
    .join('\n');
  const summary = `sign-in page JavaScript: ${kb.toFixed(1)} KB gzipped in ${sizes.length} files (budget < ${SIGN_IN_BUDGET_KB} KB)`;
  if (!withinBudget) {
    console.error(`✗ ${summary}\nlargest:\n${largest}\nSee docs/architecture.md ("Start-up") for what the first page may load.`);
    process.exit(1);
  }
  console.log(`✓ ${summary}`);
}
