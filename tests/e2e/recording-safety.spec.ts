import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, expect, type Page, test } from '@playwright/test';
import { chromiumArgs } from '../playwright.config.js';
import { serverObject, serverStreams, storedRecordings, waitForStoredBytes } from './support/local-recording.js';
import { OwnServer } from './support/own-server.js';
import { demo, signIn } from './support/sign-in.js';

// A recording made in a call leaves the device only once the server holds every byte (each part's size and SHA-256
// as the device wrote it) or its interview was deleted on purpose. Removed from the project, or with a part corrupted
// on the way, the host keeps it, sees that it needs attention and why, and can save it to their computer.

const SCRIPT = 'Tell me about the mill and the spring when the river came over the bank';

function speech(dir: string): string {
  mkdirSync(dir, { recursive: true });
  const wav = join(dir, 'host.wav');
  execFileSync('flite', ['-voice', 'rms', '-t', SCRIPT, '-o', wav]);
  return wav;
}

function launch(wav: string): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...chromiumArgs, '--autoplay-policy=no-user-gesture-required', `--use-file-for-fake-audio-capture=${wav}`],
  });
}

/** A signed-in page's call to the API with its own access token. */
function api<T>(page: Page, method: string, path: string): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ([m, url]) => {
      const tokens = JSON.parse(localStorage.getItem('storykeep.authTokens') ?? '{}') as { access_token?: string };
      const response = await fetch(url as string, { method: m, headers: { authorization: `Bearer ${tokens.access_token}` } });
      return { status: response.status, body: (await response.json().catch(() => null)) as T };
    },
    [method, `/api${path}`],
  );
}

/** Starts a call in Mill Town Memories as the signed-in host, enters it and starts recording; answers the project id. */
async function recordInCall(page: Page, title: string): Promise<string> {
  await page.goto('/projects');
  await page.getByRole('link', { name: 'Mill Town Memories' }).click();
  await page.getByRole('link', { name: 'Start a call' }).click();
  await page.waitForURL(/\/projects\/[^/]+\/room\/start$/);
  const projectId = /\/projects\/([^/]+)\/room\/start$/.exec(page.url())?.[1] ?? '';
  await page.getByLabel('Title').fill(title);
  await page.getByRole('button', { name: 'Create the room' }).click();
  await page.getByRole('link', { name: 'Enter the room' }).click();
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Join the call' }).click();
  await expect(page.getByLabel('Connection status')).toHaveText('Connected', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Start recording' }).click();
  await expect(page.getByRole('status', { name: 'Recording on this device' })).toBeVisible({ timeout: 20_000 });
  return projectId;
}

/** Signs in on a server of the spec's own, which has just started and is still making its demo recordings. */
async function signInPatiently(page: Page, email: string): Promise<void> {
  await signIn(page, email, { expectWorkspace: false });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible({ timeout: 60_000 });
}

const sha256File = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a test wants from its first parameter's pattern; this one wants none
test('a host removed from the project keeps the call’s recording on the device, sees it needs attention and why, and saves it to disk', async ({}, testInfo) => {
  test.setTimeout(480_000);
  // A server of its own: removing the demo user from the project must not change the shared server's demo data.
  const server = new OwnServer(Number(process.env.E2E_PORT ?? 18080) + 9, mkdtempSync(join(tmpdir(), 'storykeep-e2e-removed-')));
  // A server left on the port (an earlier run cut short) would answer in its place with the demo data it changed.
  expect(await fetch(`${server.url}/api/health`).catch(() => null)).toBeNull();
  await server.start();
  const browser = await launch(speech(testInfo.outputPath('speech')));
  try {
    const context = await browser.newContext({ baseURL: server.url, acceptDownloads: true });
    const host = await context.newPage();
    await signInPatiently(host, demo.user);
    const projectId = await recordInCall(host, 'Removed mid-call');
    await waitForStoredBytes(host, 1);
    // The upload opens its session once the recording stops: held until the project's manager has removed the host.
    let removed: () => void = () => undefined;
    const removal = new Promise<void>((resolve) => {
      removed = resolve;
    });
    await context.route('**/api/stories/*/media/upload/new', async (route) => {
      await removal;
      await route.continue();
    });
    await host.getByRole('button', { name: 'Stop recording' }).click();
    await expect(host.getByRole('status', { name: 'Recording on this device' })).toHaveCount(0);
    const manager = await (await browser.newContext({ baseURL: server.url })).newPage();
    await signInPatiently(manager, demo.manager);
    const members = await api<{ items: Array<{ user_id: string; email: string }> }>(manager, 'GET', `/projects/${projectId}/members`);
    const uma = members.body.items.find((m) => m.email === demo.user);
    expect(uma).toBeDefined();
    expect((await api(manager, 'DELETE', `/projects/${projectId}/members/${uma?.user_id}`)).status).toBe(200);
    removed();

    await expect(host.getByLabel('Upload of your recording 1')).toHaveText(/^Needs attention/, { timeout: 60_000 });
    const [kept] = await storedRecordings(host);
    expect(kept?.size).toBeGreaterThan(0);
    // The server refused it (403) and joined nothing.
    expect(serverStreams(kept?.storyId ?? '', server.dataDir)).toEqual([]);

    // The call screen's link opens Local recordings: it says why the recording is kept there.
    const [status] = await Promise.all([context.waitForEvent('page'), host.getByRole('link', { name: /could not be uploaded/ }).click()]);
    const card = status.getByRole('group', { name: `Recording ${kept?.streamId}` });
    await expect(card.getByText('Needs attention', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(card.getByRole('alert')).toHaveText(/You no longer have access to this interview/);
    for (const [width, name] of [
      [1400, 'wide'],
      [390, 'narrow'],
    ] as const) {
      await status.setViewportSize({ width, height: 900 });
      await status.screenshot({ path: testInfo.outputPath(`local-recordings-needs-attention-${name}.png`), fullPage: true });
      expect(await status.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }

    // Saved to disk: the file is the recording byte for byte as the device holds it.
    const [download] = await Promise.all([
      status.waitForEvent('download'),
      card.getByRole('button', { name: 'Save to this computer' }).click(),
    ]);
    expect(sha256File(await download.path())).toBe(kept?.sha256);
    await expect(card.getByText('Saved to this computer.')).toBeVisible();
    expect(await storedRecordings(status)).toEqual([kept]);

    // Deleting asks first; kept on "Keep it", gone on "Delete for good".
    await card.getByRole('button', { name: 'Delete from this device' }).click();
    await status.getByRole('dialog').getByRole('button', { name: 'Keep it' }).click();
    await expect(status.getByRole('dialog')).toHaveCount(0);
    expect(await storedRecordings(status)).toEqual([kept]);
    await card.getByRole('button', { name: 'Delete from this device' }).click();
    await status.getByRole('dialog').getByRole('button', { name: 'Delete for good' }).click();
    await expect(card).toHaveCount(0);
    await expect.poll(() => storedRecordings(status)).toEqual([]);
  } finally {
    await browser.close();
    await server.stop();
  }
});

test('a part corrupted on the way keeps the call’s recording on the device; sent again, it leaves only once the server holds every byte', async ({
  baseURL,
}, testInfo) => {
  test.setTimeout(300_000);
  const browser = await launch(speech(testInfo.outputPath('speech')));
  try {
    const context = await browser.newContext({ baseURL: baseURL ?? '' });
    // A proxy flips a byte in the middle of the first part sent (same length, other bytes). Later parts wait until the
    // test has read why the recording was kept: sent again at once, one small part would otherwise be up before then.
    let corrupted = 0;
    let reasonSeen = () => {};
    const reasonRead = new Promise<void>((resolve) => {
      reasonSeen = resolve;
    });
    await context.route('**/api/media/stories/**', async (route) => {
      const request = route.request();
      if (request.method() !== 'PUT') return route.continue();
      if (corrupted > 0) {
        await reasonRead;
        // The call page may have sent it before it closed: its request is gone, the Local recordings page's is not.
        return route.continue().catch(() => {});
      }
      const body = request.postDataBuffer() ?? Buffer.alloc(0);
      const middle = body.length >> 1;
      body[middle] = (body[middle] ?? 0) ^ 0xff;
      corrupted += 1;
      return route.continue({ postData: body });
    });
    const host = await context.newPage();
    await signIn(host, demo.manager);
    await recordInCall(host, 'Through a faulty proxy');
    await waitForStoredBytes(host, 1);
    await host.getByRole('button', { name: 'Stop recording' }).click();
    await expect(host.getByLabel('Upload of your recording 1')).toHaveText(/^Needs attention/, { timeout: 180_000 });
    expect(corrupted).toBe(1);
    const [kept] = await storedRecordings(host);
    expect(kept?.size).toBeGreaterThan(0);
    expect(serverStreams(kept?.storyId ?? '')).toEqual([]);

    // At the completion's answer the device still holds every byte; it lets go only after comparing that answer.
    type Completion = { status: number; body: { key: string; parts: Array<{ PartNumber: number; Size: number; SHA256: string }> } };
    const answers: Completion[] = [];
    let heldAtAnswer: Awaited<ReturnType<typeof storedRecordings>> = [];
    await context.route('**/media/upload/completion', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      if (response.status() === 200) {
        heldAtAnswer = await storedRecordings(route.request().frame().page());
        answers.push({ status: 200, body });
      }
      await route.fulfill({ response, json: body });
    });
    const [status] = await Promise.all([context.waitForEvent('page'), host.getByRole('link', { name: /could not be uploaded/ }).click()]);
    // The call ends here: only the Local recordings page's upload tries again.
    await host.close();
    const card = status.getByRole('group', { name: `Recording ${kept?.streamId}` });
    await expect(card.getByText(/The server did not receive every byte/)).toBeVisible({ timeout: 30_000 });
    reasonSeen();
    // Kept for attention, it is sent again at once, in a new session, every part.
    await expect(card.getByText('Uploaded', { exact: true })).toBeVisible({ timeout: 120_000 });
    await expect.poll(() => storedRecordings(status)).toEqual([]);
    const [answer] = answers;
    expect(heldAtAnswer).toEqual([kept]);
    expect(answer?.body.parts.reduce((n, p) => n + p.Size, 0)).toBe(kept?.size);
    // One part here (under 30 MiB): its SHA-256 is the whole recording's.
    expect(answer?.body.parts).toEqual([{ PartNumber: 1, Size: kept?.size, SHA256: kept?.sha256 }]);
    expect(serverObject(answer?.body.key ?? '')).toEqual({ sha256: kept?.sha256, size: kept?.size });
  } finally {
    await browser.close();
  }
});
