// JavaScript the sign-in page loads from the built app (packages/web/dist): index.html's module graph plus the sign-in
// route's lazy chunk and everything it imports statically, gzipped — beside the whole app's JavaScript. Build first
// (`npx vite build` in packages/web); the figure reads the files, it runs no browser.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Benchmark, BenchRow } from './bench.js';

const dist = resolve(dirname(fileURLToPath(import.meta.url)), '../../packages/web/dist');
const assets = join(dist, 'assets');
const STATIC_IMPORT = /(?:from|import)\s*"\.\/([^"]+\.js)"/g;
const VIDEO_SDK = /opentok|OT\.initSession/i;
// The Sentry SDK's replay recorder; the SDK loads only when SENTRY_DSN is set, never with the first page.
const SENTRY_SDK = /replayIntegration|sentry\.javascript\.browser/;

const gzipped = (file: string) => gzipSync(readFileSync(join(assets, file))).length;

/** The chunks a set of entry chunks pulls in before running (static imports only: lazy pages load later). */
function staticClosure(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(join(assets, file), 'utf8').matchAll(STATIC_IMPORT)) queue.push(match[1] as string);
  }
  return seen;
}

function signInPageChunks(): Set<string> {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const fromHtml = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1] as string);
  const signIn = readdirSync(assets).filter((f) => /^sign-in-page-.*\.js$/.test(f));
  if (fromHtml.length === 0 || signIn.length === 0) throw new Error(`No built app in ${dist}: run vite build in packages/web first`);
  return staticClosure([...fromHtml, ...signIn]);
}

const kb = (bytes: number) => bytes / 1024;

const benchmark: Benchmark = {
  name: 'web bundle: gzipped JavaScript loaded by the sign-in page (anchor: the whole app)',
  async run(): Promise<BenchRow[]> {
    const all = readdirSync(assets).filter((f) => f.endsWith('.js'));
    const signIn = signInPageChunks();
    const total = all.reduce((sum, f) => sum + gzipped(f), 0);
    const loaded = [...signIn].reduce((sum, f) => sum + gzipped(f), 0);
    const sdkChunks = all.filter((f) => VIDEO_SDK.test(readFileSync(join(assets, f), 'utf8')));
    const sdkOnSignIn = sdkChunks.filter((f) => signIn.has(f)).reduce((sum, f) => sum + gzipped(f), 0);
    const sdkAnywhere = sdkChunks.reduce((sum, f) => sum + gzipped(f), 0);
    const sentryChunks = all.filter((f) => SENTRY_SDK.test(readFileSync(join(assets, f), 'utf8')));
    if (sentryChunks.length === 0) throw new Error('No Sentry SDK chunk found: has the SDK or its markers changed?');
    const sentryOnSignIn = sentryChunks.filter((f) => signIn.has(f)).reduce((sum, f) => sum + gzipped(f), 0);
    const sentryAnywhere = sentryChunks.reduce((sum, f) => sum + gzipped(f), 0);
    return [
      {
        figure: `sign-in page JS, ${signIn.size} of ${all.length} chunks (anchor: whole app)`,
        ours: kb(loaded),
        anchor: kb(total),
        unit: 'KB gz',
        better: 'lower',
        target: '< 250 KB',
      },
      {
        figure: 'video SDK (@opentok/client) on the sign-in page (anchor: in the whole app)',
        ours: kb(sdkOnSignIn),
        anchor: kb(sdkAnywhere),
        unit: 'KB gz',
        better: 'lower',
        target: '0: only on call pages',
      },
      {
        figure: 'Sentry SDK on the sign-in page (anchor: its lazy chunk)',
        ours: kb(sentryOnSignIn),
        anchor: kb(sentryAnywhere),
        unit: 'KB gz',
        better: 'lower',
        target: '0: loaded only with SENTRY_DSN',
      },
    ];
  },
};

export default benchmark;
