import { expect, type Page, test } from '@playwright/test';
import { hostAndGuestInCall, launchCallBrowser } from './support/call.js';

// Short on purpose: no recording, one browser with two contexts (host and guest) on Chromium's fake camera and tone.

const layoutOf = (page: Page) => page.getByRole('region', { name: 'Recording layout' });

test('the host changes the recording layout, the guest is shown it, and a server failure shows the Layout Update Error dialog', async ({
  baseURL,
}, testInfo) => {
  // Two people join a call first: on a busy machine that alone can take most of a minute.
  test.setTimeout(180_000);
  const browser = await launchCallBrowser();
  try {
    const { host, guest } = await hostAndGuestInCall(browser, baseURL, 'Layouts');
    await expect(layoutOf(guest)).toContainText('Recording layout: Grid');
    // A guest has no choice to make.
    await expect(layoutOf(guest).getByRole('radio')).toHaveCount(0);

    // The host's choice reaches the server after the wait, and the guest's screen over the room's signals.
    const sent = host.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/layout'));
    await layoutOf(host).getByLabel('Side by side').check();
    await expect(layoutOf(host)).toContainText('Changing the layout…');
    expect((await sent).postDataJSON()).toEqual({ layout: 'side_by_side' });
    await expect(layoutOf(host).getByRole('status')).toHaveCount(0);
    await expect(layoutOf(guest)).toContainText('Recording layout: Side by side');
    await expect(host.getByRole('region', { name: 'Join by phone' })).toContainText('Joining by phone is not available for this call.');
    await expect(host.getByRole('region', { name: 'Who is recorded' })).toContainText('Video of Nora Narrator');

    // The server fails the next change: the dialog in the catalogue's words, and the layout in force stays.
    await host.route('**/rooms/*/layout', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'SERVER_ERROR', message: 'x' } } }),
    );
    await layoutOf(host).getByLabel('Speaker').check();
    const dialog = host.getByRole('dialog');
    await expect(dialog).toContainText('Layout Update Error');
    await expect(dialog).toContainText('Encountered a server error while attempting to change video recording layout');
    await host.screenshot({ path: testInfo.outputPath('call-layout-error-1400.png') });
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(layoutOf(host).getByLabel('Side by side')).toBeChecked();
    await expect(layoutOf(guest)).toContainText('Recording layout: Side by side');

    await host.screenshot({ path: testInfo.outputPath('call-host-1400.png'), fullPage: true });
    await host.setViewportSize({ width: 390, height: 844 });
    await host.screenshot({ path: testInfo.outputPath('call-host-390.png'), fullPage: true });
    expect(await host.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await guest.screenshot({ path: testInfo.outputPath('call-guest.png'), fullPage: true });
  } finally {
    await browser.close();
  }
});
