import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { ADMIN_PASSWORD } from './e2e/support/sign-in.js';

const port = Number(process.env.E2E_PORT ?? 18080);
const repoRoot = resolve(import.meta.dirname, '..');
// Each run gets its own data folder, so journeys start from the same demo state every time.
const dataDir = process.env.E2E_DATA ?? mkdtempSync(join(tmpdir(), 'storykeep-e2e-'));
process.env.E2E_DATA = dataDir;
// The loopback fake of Box (tests/e2e/support/fake-box.ts) listens on a port the system hands out now; the server is
// told its address at start, and the journeys that use it start it there.
const boxPort =
  process.env.E2E_BOX_PORT ??
  execFileSync(process.execPath, [
    '-e',
    "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
process.env.E2E_BOX_PORT = boxPort;
// The loopback fake OpenID Connect provider (tests/e2e/support/fake-oidc.ts), found the same way; sso.spec.ts starts it.
const oidcPort =
  process.env.E2E_OIDC_PORT ??
  execFileSync(process.execPath, [
    '-e',
    "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
process.env.E2E_OIDC_PORT = oidcPort;

/** Debian's Chromium, never a downloaded browser; these flags keep it off the (closed) network. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
];

export default defineConfig({
  testDir: './e2e',
  outputDir: './.artifacts/e2e',
  // Journeys run beside the server's own work (speech, transcription, media) on a machine that may be busy: a journey
  // that takes a minute on a quiet machine gets two before it is called failed.
  timeout: 120_000,
  // A page waits for its answer while the same server makes the demo's recordings (speech, transcription, speaker
  // separation) on the same two cores: an assertion waits up to 15 s for the page to get there, not 5 s.
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  // In CI one journey in ninety has timed out once in a run and passed in every run after (a busy machine's timing): one
  // retry there keeps a run's verdict about the product, and npm test names every journey that needed it as flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    // Fluent's motion shortens every animation to 1 ms for people who ask for less motion. Without it, axe can read a
    // toast mid-fade, blend its text into the page and report a contrast failure that no one sees once it settles.
    reducedMotion: 'reduce',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node packages/server/dist/cli.js serve --demo',
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      STORYKEEP_DATA: dataDir,
      LOG_LEVEL: 'warn',
      STORYKEEP_ADMIN_PASSWORD: ADMIN_PASSWORD,
      // Imports from an address may reach the files the tests serve on loopback.
      STORYKEEP_IMPORT_ALLOW_PRIVATE: '1',
      // Imports from Box go through the OAuth flow against the loopback fake.
      BOX_API_URL: `http://127.0.0.1:${boxPort}`,
      BOX_AUTHORIZE_URL: `http://127.0.0.1:${boxPort}/authorize`,
      BOX_CLIENT_ID: 'e2e-box-client',
      BOX_CLIENT_SECRET: 'e2e-box-secret',
      // Single sign-on through the loopback fake provider (its discovery is read when someone first signs in this way).
      SSO_OIDC_ISSUER: `http://127.0.0.1:${oidcPort}`,
      SSO_OIDC_CLIENT_ID: 'e2e-oidc-client',
      SSO_OIDC_CLIENT_SECRET: 'e2e-oidc-secret',
      SSO_OIDC_NAME: 'Riverbend ID',
    },
  },
});
