// JavaScript the sign-in page loads from the built app (packages/web/dist): the entry and the sign-in route's lazy
// chunk with everything both import statically, from the build manifest, gzipped — beside the whole app's JavaScript
// (the same measure as the budget check in `npm test`, tests/tools/bundle-budget.mjs). Build first (`npx vite build`
// in packages/web); the figure reads the files, it runs no browser.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { measureSignInPage } from '../tools/bundle-budget.mjs';
import type { Benchmark, BenchRow } from './bench.js';

const dist = resolve(dirname(fileURLToPath(import.meta.url)), '../../packages/web/dist');
const assets = join(dist, 'assets');
const VIDEO_SDK = /opentok|OT\.initSession/i;
// The Sentry SDK's replay recorder; the SDK loads only when SENTRY_DSN is set, never with the first page.
const SENTRY_SDK = /replayIntegration|sentry\.javascript\.browser/;

const gzipped = (file: string) => gzipSync(readFileSync(join(assets, file))).length;

function signInPageChunks(): Set<string> {
  return new Set(measureSignInPage(dist).sizes.map((s) => s.file.replace(/^assets\//, '')));
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
        target: '< 200 KB (checked in npm test)',
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
