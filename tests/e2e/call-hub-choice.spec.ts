import { expect, type Page, test } from '@playwright/test';
import { hostAndGuestInCall, launchCallBrowser } from './support/call.js';

// Short on purpose: a 3-second recording on Chromium's fake camera and tone, two contexts of one browser.

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
  const browser = await launchCallBrowser();
  try {
    const { host, guest } = await hostAndGuestInCall(browser, baseURL, 'Whose video');
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
