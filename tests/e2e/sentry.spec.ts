// With SENTRY_DSN set, the built app reports to Sentry through its SDK: errors, traces (100%) and, for a session with
// an error, its replay. A loopback server stands in for Sentry's ingest; this spec starts its own `storykeep serve`
// with SENTRY_DSN pointing there (the shared server of the other journeys has none).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { inflateSync } from 'node:zlib';
import { expect, test } from './support/csp.js';
import { payloadJson, type SentryIngest, startSentryIngest } from './support/sentry-ingest.js';

const repoRoot = resolve(import.meta.dirname, '../..');
let ingest: SentryIngest;
let server: ChildProcess;
let appUrl: string;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as { port: number };
  await new Promise((done) => probe.close(done));
  return port;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  ingest = await startSentryIngest();
  const port = await freePort();
  appUrl = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['packages/server/dist/cli.js', 'serve'], {
    cwd: repoRoot,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      STORYKEEP_DATA: mkdtempSync(join(tmpdir(), 'storykeep-e2e-sentry-')),
      LOG_LEVEL: 'warn',
      SENTRY_DSN: ingest.dsn,
      SENTRY_ENVIRONMENT: 'e2e',
    },
  });
  await expect.poll(async () => (await fetch(`${appUrl}/api/health`).catch(() => null))?.status, { timeout: 90_000 }).toBe(200);
});

test.afterAll(async () => {
  server?.kill();
  await ingest?.close();
});

test('errors, page loads, navigations and the errored session replay reach Sentry', async ({ page }) => {
  test.setTimeout(120_000);
  const waitFor = { timeout: 60_000 };
  await page.goto(`${appUrl}/welcome`);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

  // Traces 100%: the page load is a transaction, tagged with the server's environment and release.
  await expect.poll(() => ingest.items('transaction').map((t) => payloadJson(t).contexts?.trace?.op), waitFor).toContain('pageload');
  const pageload = ingest
    .items('transaction')
    .map(payloadJson)
    .find((t) => t.contexts?.trace?.op === 'pageload');
  expect(pageload).toMatchObject({ environment: 'e2e', release: 'storykeep@0.1.0' });

  // A client-side navigation is a transaction too.
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => ingest.items('transaction').map((t) => payloadJson(t).contexts?.trace?.op), waitFor).toContain('navigation');

  // An error thrown in the page, caught by no one, is an event.
  await page.evaluate(() => {
    setTimeout(() => {
      throw new TypeError('thrown in the page for the Sentry journey');
    });
  });
  await expect
    .poll(() => ingest.items('event').map((e) => payloadJson(e).exception?.values[0]?.value), waitFor)
    .toContain('thrown in the page for the Sentry journey');
  const event = ingest
    .items('event')
    .map(payloadJson)
    .find((e) => e.exception?.values[0]?.type === 'TypeError');
  expect(event?.exception?.values[0]?.mechanism?.handled).toBe(false);
  const replayId = event?.tags?.replayId;
  expect(replayId).toMatch(/^[0-9a-f]{32}$/);

  // Replay on error 100%: the errored session's replay is sent, under the id the event names, naming the event.
  const replayedErrors = () =>
    ingest
      .items('replay_event')
      .map(payloadJson)
      .filter((r) => r.replay_id === replayId)
      .flatMap((r) => r.error_ids ?? []);
  await expect.poll(replayedErrors, waitFor).toContain(event?.event_id);
  await expect.poll(() => ingest.items('replay_recording').length, waitFor).toBeGreaterThan(0);

  // The recording masks every text: the page's words never leave the browser.
  const recordings = ingest.items('replay_recording').map((item) => {
    const body = item.payload.subarray(item.payload.indexOf(0x0a) + 1);
    return inflateSync(body).toString('utf8');
  });
  const all = recordings.join('\n');
  expect(all.includes('"type":2'), 'a full snapshot of the page').toBe(true);
  expect(/\*{7}/.test(all), 'masked text').toBe(true);
  expect(all.includes('Sign in'), 'the page text itself').toBe(false);
});

test('without SENTRY_DSN the app loads none of Sentry', async ({ page }) => {
  // The shared server of the other journeys runs without SENTRY_DSN.
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/welcome');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested.some((url) => url.includes('/assets/index-'))).toBe(true);
  expect(requested.filter((url) => /sentry/i.test(url))).toEqual([]);
  expect(await page.evaluate(() => '__SENTRY__' in globalThis)).toBe(false);
});
