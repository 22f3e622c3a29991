import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import {
  launchWithMicrophone,
  serverStream,
  speechWav,
  startInPersonRecording,
  storedRecordings,
  waitForStoredBytes,
} from './support/local-recording.js';
import { toast } from './support/notice.js';
import { OwnServer } from './support/own-server.js';
import { checkScreen, DESKTOP, PHONE } from './support/screens.js';
import { demo, signIn } from './support/sign-in.js';

const SCRIPT = 'My grandmother kept the lighthouse on the point for thirty years and she never once let the lamp go dark';

test.describe('local recording', () => {
  test('an interviewer records in person; it uploads in the background and the interview gets its media', async ({ baseURL }, testInfo) => {
    test.setTimeout(300_000);
    const browser = await launchWithMicrophone(speechWav(testInfo.outputPath('speech'), SCRIPT));
    const page = await (await browser.newContext({ baseURL })).newPage();
    await signIn(page, demo.manager);
    await startInPersonRecording(page, 'The lighthouse keeper');
    // About 20 s of speech: four 5-second slices stored while recording.
    const stored = await waitForStoredBytes(page, 1);
    await expect.poll(async () => (await storedRecordings(page))[0]?.size ?? 0, { timeout: 30_000 }).toBeGreaterThan(stored.size);
    await expect(page.getByRole('timer', { name: 'Recording time' })).toHaveText(/^0:(2\d|[3-5]\d)/, { timeout: 30_000 });
    const before = (await storedRecordings(page))[0];
    await page.getByRole('button', { name: 'Stop recording' }).click();
    await expect(toast(page, 'Finishing up your local media recording')).toBeVisible();
    await expect(toast(page, 'Your locally recorded media has uploaded.')).toBeVisible({ timeout: 60_000 });
    // Only after the server confirmed is the recording removed from the device.
    await expect.poll(() => storedRecordings(page)).toEqual([]);
    const server = serverStream(before?.storyId ?? '');
    expect(server.size).toBeGreaterThanOrEqual(before?.size ?? 0);

    // The server mixes the stream into the interview's media; the hub then plays it.
    await page.getByRole('link', { name: 'Open the interview' }).click();
    await expect(page.getByRole('heading', { name: 'The lighthouse keeper' })).toBeVisible();
    await expect
      .poll(
        async () => {
          await page.reload();
          await expect(page.getByRole('heading', { name: 'The lighthouse keeper' })).toBeVisible();
          return page.getByLabel('Player').count();
        },
        { timeout: 180_000, intervals: [5_000] },
      )
      .toBeGreaterThan(0);
    // The hub lists the recording with the format it was captured in, read once the call was mixed.
    await expect(page.getByRole('list', { name: 'Local recordings' })).toContainText(/Opus, 48 kHz, (mono|stereo), WebM/);
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      await checkScreen(page, 'hub-local-tracks');
    }
    await browser.close();
  });

  test('a page closed mid-recording: opened again, the stored parts upload and the server holds every stored byte', async ({
    baseURL,
  }, testInfo) => {
    test.setTimeout(300_000);
    const browser = await launchWithMicrophone(speechWav(testInfo.outputPath('speech'), SCRIPT));
    const context = await browser.newContext({ baseURL });
    const first = await context.newPage();
    await signIn(first, demo.manager);
    await startInPersonRecording(first, 'Cut short');
    await waitForStoredBytes(first, 1);
    // The tab dies while still recording: no stop, no upload from this page.
    await first.close();

    const again = await context.newPage();
    await again.goto('/status/local-recording');
    await expect(again.getByRole('heading', { name: 'Local recordings' })).toBeVisible();
    const [left] = await storedRecordings(again);
    expect(left?.size).toBeGreaterThan(0);
    const card = again.getByRole('group', { name: `Recording ${left?.streamId}` });
    await expect(card.getByText(/Waiting to upload|Uploading|Uploaded/)).toBeVisible({ timeout: 30_000 });
    // A minute of quiet after its last change, then the next 60-second check uploads it.
    await expect(card.getByText('Uploaded', { exact: true })).toBeVisible({ timeout: 150_000 });
    await expect.poll(() => storedRecordings(again)).toEqual([]);
    expect(serverStream(left?.storyId ?? '')).toEqual({ sha256: left?.sha256, size: left?.size });
    await browser.close();
  });

  test('the server refusing connections during the upload: it retries, then completes once the server answers', async ({
    baseURL,
  }, testInfo) => {
    test.setTimeout(240_000);
    const browser = await launchWithMicrophone(speechWav(testInfo.outputPath('speech'), SCRIPT));
    const page = await (await browser.newContext({ baseURL })).newPage();
    await signIn(page, demo.manager);
    let down = true;
    let refused = 0;
    await page.route('**/api/stories/*/media/upload/**', async (route) => {
      if (!down) return route.continue();
      refused += 1;
      return route.abort('connectionrefused');
    });
    await startInPersonRecording(page, 'Through the outage');
    const stored = await waitForStoredBytes(page, 1);
    await page.getByRole('button', { name: 'Stop recording' }).click();
    await expect.poll(() => refused, { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
    expect(await storedRecordings(page)).not.toEqual([]);
    down = false;
    await expect(toast(page, 'Your locally recorded media has uploaded.')).toBeVisible({ timeout: 90_000 });
    const server = serverStream(stored.storyId);
    expect(server.size).toBeGreaterThanOrEqual(stored.size);
    await browser.close();
  });

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures from a destructuring pattern; this test uses none.
  test('the server process stopped during the upload and started again: it retries, then completes with every byte', async ({}, testInfo) => {
    test.setTimeout(300_000);
    // Its own server on its own port and data folder: the shared one cannot be stopped by one test.
    const server = new OwnServer(18515, mkdtempSync(join(tmpdir(), 'storykeep-e2e-restart-')));
    await server.start();
    const browser = await launchWithMicrophone(speechWav(testInfo.outputPath('speech'), SCRIPT));
    try {
      const page = await (await browser.newContext({ baseURL: server.url })).newPage();
      await signIn(page, demo.manager);
      // The upload is under way (its session opened on the server) when the process stops: the first part's address
      // is asked only once the server is down.
      let stopping: Promise<void> | null = null;
      await page.route('**/api/stories/*/media/upload/next*', async (route) => {
        stopping ??= server.stop();
        await stopping;
        await route.continue();
      });
      let failed = 0;
      page.on('requestfailed', (request) => {
        if (request.url().includes('/media/upload/')) failed += 1;
      });
      await startInPersonRecording(page, 'Through the restart');
      await waitForStoredBytes(page, 1);
      await page.getByRole('button', { name: 'Stop recording' }).click();
      await expect.poll(() => failed, { timeout: 60_000 }).toBeGreaterThanOrEqual(3);
      // Every byte recorded is still on the device while the server is down.
      const [stored] = await storedRecordings(page);
      expect(stored?.size).toBeGreaterThan(0);
      const restartMs = await server.start();
      testInfo.annotations.push({ type: 'server restart', description: `${restartMs} ms, ${failed} failed upload calls before` });
      await expect(toast(page, 'Your locally recorded media has uploaded.')).toBeVisible({ timeout: 120_000 });
      await expect.poll(() => storedRecordings(page)).toEqual([]);
      expect(serverStream(stored?.storyId ?? '', server.dataDir)).toEqual({
        sha256: stored?.sha256,
        size: stored?.size,
      });
    } finally {
      await browser.close();
      await server.stop();
    }
  });

  test('the interview deleted during the upload: the recording is deleted locally and shown failed', async ({ baseURL }, testInfo) => {
    test.setTimeout(180_000);
    const browser = await launchWithMicrophone(speechWav(testInfo.outputPath('speech'), SCRIPT));
    const page = await (await browser.newContext({ baseURL })).newPage();
    await signIn(page, demo.manager);
    let opening: (() => void) | null = null;
    const opened = new Promise<string>((resolve) => {
      page.route('**/api/stories/*/media/upload/new', async (route) => {
        const storyId = /stories\/([^/]+)\/media/.exec(route.request().url())?.[1] ?? '';
        await new Promise<void>((release) => {
          opening = release;
          resolve(storyId);
        });
        await route.continue();
      });
    });
    await startInPersonRecording(page, 'Soon deleted');
    const stored = await waitForStoredBytes(page, 1);
    await page.getByRole('button', { name: 'Stop recording' }).click();
    const storyId = await opened;
    expect(storyId).toBe(stored.storyId);
    const deleted = await page.evaluate(async (id) => {
      const tokens = JSON.parse(localStorage.getItem('storykeep.authTokens') ?? '{}') as { access_token?: string };
      const response = await fetch(`/api/stories/${id}`, { method: 'DELETE', headers: { authorization: `Bearer ${tokens.access_token}` } });
      return response.status;
    }, storyId);
    expect(deleted).toBeLessThan(300);
    (opening as (() => void) | null)?.();
    await expect(toast(page, 'Your locally recorded media could not be uploaded.')).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => storedRecordings(page)).toEqual([]);
    await page.getByRole('link', { name: 'All local recordings' }).click();
    const card = page.getByRole('group', { name: `Recording ${stored.streamId}` });
    await expect(card.getByText('Failed', { exact: true })).toBeVisible();
    await expect(card.getByText('Its interview was deleted; the recording was removed from this device.')).toBeVisible();
    await browser.close();
  });

  test('storage nearly full: the person is warned while recording, before a slice can no longer be stored', async ({
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const browser = await launchWithMicrophone(speechWav(testInfo.outputPath('speech'), SCRIPT));
    const context = await browser.newContext({ baseURL });
    // The browser's own estimate, as a nearly full disk would give it.
    await context.addInitScript(() => {
      Object.defineProperty(navigator.storage, 'estimate', { value: async () => ({ usage: 96_000_000_000, quota: 100_000_000_000 }) });
    });
    const page = await context.newPage();
    await signIn(page, demo.manager);
    await startInPersonRecording(page, 'Nearly full');
    await expect(page.getByRole('alert').filter({ hasText: 'This device is almost out of storage.' })).toBeVisible();
    await waitForStoredBytes(page, 1);
    await expect(page.getByRole('button', { name: 'Stop recording' })).toBeVisible();
    await page.getByRole('button', { name: 'Stop recording' }).click();
    await expect(toast(page, 'Your locally recorded media has uploaded.')).toBeVisible({ timeout: 60_000 });
    await browser.close();
  });
});
