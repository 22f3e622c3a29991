import { type Browser, chromium, expect, type Page, test } from '@playwright/test';
import { chromiumArgs } from '../playwright.config.js';
import { demo, signIn } from './support/sign-in.js';

// Short on purpose: a 3-second recording on Chromium's fake camera and tone, two contexts of one browser.

async function enterCall(page: Page, name: string | null) {
  if (name !== null) await page.getByLabel('Your name').fill(name);
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Join the call' }).click();
  await expect(page.getByLabel('Connection status')).toHaveText('Connected', { timeout: 20_000 });
}

/** A signed-in page's call to the API with its own access token. */
function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const tokens = JSON.parse(localStorage.getItem('storykeep.authTokens') ?? '{}') as { access_token?: string };
    return (await fetch(url, { headers: { authorization: `Bearer ${tokens.access_token}` } })).json();
  }, `/api${path}`);
}

test("after the call, the hub lists who was recorded and the host takes the guest's video out of the recording", async ({
  baseURL,
}, testInfo) => {
  const browser: Browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...chromiumArgs, '--autoplay-policy=no-user-gesture-required'],
  });
  try {
    const host = await (await browser.newContext({ baseURL: baseURL ?? '', viewport: { width: 1400, height: 1000 } })).newPage();
    const guest = await (await browser.newContext({ baseURL: baseURL ?? '' })).newPage();
    await signIn(host, demo.manager);
    await host.goto('/projects');
    await host.getByRole('link', { name: 'Mill Town Memories' }).click();
    await host.getByRole('link', { name: 'Start a call' }).click();
    await host.getByLabel('Title').fill('Whose video');
    await host.getByRole('button', { name: 'Create the room' }).click();
    const link = await host.getByLabel('Link to share').inputValue();
    await host.getByRole('link', { name: 'Enter the room' }).click();
    await enterCall(host, null);
    await guest.goto(new URL(link).pathname);
    await enterCall(guest, 'Nora Narrator');
    await host.getByRole('button', { name: 'Start recording' }).click();
    await expect(guest.getByRole('status', { name: 'Recording on this device' })).toBeVisible();
    await host.waitForTimeout(3_000);
    await host.getByRole('button', { name: 'Stop recording' }).click();
    for (const page of [host, guest])
      await expect(page.getByLabel('Upload of your recording 1')).toHaveText(/^Uploaded · (\d+) of \1 parts$/, { timeout: 60_000 });
    await guest.getByRole('button', { name: 'Leave the call' }).click();
    await host.getByRole('button', { name: 'Leave the call' }).click();
    await host.waitForURL(/\/stories\/[^/]+\/conclude$/);
    const storyId = /\/stories\/([^/]+)\/conclude$/.exec(host.url())?.[1] ?? '';

    await host.goto(`/myInterviews/stories/${storyId}/hub`);
    const list = host.getByRole('region', { name: 'Who is recorded' });
    await expect(list.getByText('Recording received from their device')).toHaveCount(2);
    await list.getByLabel('Video of Nora Narrator').uncheck();
    await expect(list.getByLabel('Video of Nora Narrator')).not.toBeChecked();
    await expect(list.getByLabel('Video of Manny Manager')).toBeChecked();
    await expect(list.getByLabel('Video of Manny Manager')).toBeEnabled();
    await host.screenshot({ path: testInfo.outputPath('hub-who-is-recorded-1400.png'), fullPage: true });
    await host.setViewportSize({ width: 390, height: 844 });
    await host.screenshot({ path: testInfo.outputPath('hub-who-is-recorded-390.png'), fullPage: true });
    expect(await host.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The server keeps the choice (it mixes the recording again with it), and the hub shows it when opened again.
    const kept = await apiGet<{ local_recording: { videoParticipants: Array<{ name?: string }> } }>(
      host,
      `/stories/${storyId}/check_recording`,
    );
    expect(kept.local_recording.videoParticipants.map((v) => v.name)).toEqual(['Manny Manager']);
    await host.reload();
    await expect(host.getByRole('region', { name: 'Who is recorded' }).getByLabel('Video of Nora Narrator')).not.toBeChecked();
  } finally {
    await browser.close();
  }
});
