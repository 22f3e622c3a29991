import { expect, type Page, test } from '@playwright/test';
import { hostAndGuestInCall, launchCallBrowser } from './support/call.js';
import { ABOVE_THE_ROW, mixedRecordingPath, probeMix, regionLevel, toneLevel, toneWav } from './support/mixed-video.js';

// Short on purpose: a recording of about ten seconds on Chromium's fake camera. Each participant's microphone is a
// steady tone of their own (a browser each, as the fake microphone is per browser), so the mix can be heard to hold
// both voices: the host's at 440 Hz, the guest's at 1,000 Hz, and nothing at 1,700 Hz, the pitch nobody makes.
const HOST_HZ = 440;
const GUEST_HZ = 1_000;
const SILENT_HZ = 1_700;
/** A voice heard in the mix: its tone stands this far above the silent pitch (measured: 38 dB with the voice, under 1 dB without). */
const VOICE_ABOVE_SILENCE_DB = 20;

/** How far above the pitch nobody makes each participant's tone stands in the mix, in dB. */
async function voicesAboveSilence(mix: string): Promise<{ host: number; guest: number }> {
  const silence = await toneLevel(mix, SILENT_HZ);
  return { host: (await toneLevel(mix, HOST_HZ)) - silence, guest: (await toneLevel(mix, GUEST_HZ)) - silence };
}

/** A signed-in page's call to the API with its own access token. */
function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const tokens = JSON.parse(localStorage.getItem('storykeep.authTokens') ?? '{}') as { access_token?: string };
    return (await fetch(url, { headers: { authorization: `Bearer ${tokens.access_token}` } })).json();
  }, `/api${path}`);
}

test("the host changes the layout while recording and the mix follows it; on the hub the host takes the guest's video out and the recording is mixed again", async ({
  baseURL,
}, testInfo) => {
  // A call, a recording, two uploads and two mixes beside the server's own work on a busy machine.
  test.setTimeout(300_000);
  const tones = testInfo.outputPath('tones');
  const browser = await launchCallBrowser(toneWav(tones, 'host', HOST_HZ));
  const guestBrowser = await launchCallBrowser(toneWav(tones, 'guest', GUEST_HZ));
  try {
    const { host, guest } = await hostAndGuestInCall(browser, baseURL, 'Whose video', guestBrowser);
    await host.getByRole('button', { name: 'Start recording' }).click();
    await expect(guest.getByRole('status', { name: 'Recording on this device' })).toBeVisible();
    await host.waitForTimeout(3_000);
    // The host makes one picture large a few seconds in: the mix draws the grid before, the speaker layout after.
    const layoutSent = host.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/layout'));
    await host.getByRole('region', { name: 'Recording layout' }).getByLabel('Speaker').check();
    expect((await layoutSent).ok()).toBe(true);
    await host.waitForTimeout(4_000);
    await host.getByRole('button', { name: 'Stop recording' }).click();
    for (const page of [host, guest])
      await expect(page.getByLabel('Upload of your recording 1')).toHaveText(/^Uploaded · (\d+) of \1 parts$/, { timeout: 60_000 });
    await guest.getByRole('button', { name: 'Leave the call' }).click();
    await host.getByRole('button', { name: 'Leave the call' }).click();
    await host.waitForURL(/\/stories\/[^/]+\/conclude$/);
    const storyId = /\/stories\/([^/]+)\/conclude$/.exec(host.url())?.[1] ?? '';

    // Both devices' tracks mixed: the band above the grid's row of two is black at the start, covered by the large
    // picture at the end.
    const mix = mixedRecordingPath(storyId);
    await expect.poll(async () => (await probeMix(mix))?.kinds, { timeout: 120_000, intervals: [2_000] }).toEqual(['audio', 'video']);
    const { duration } = (await probeMix(mix)) ?? { duration: 0 };
    expect(duration).toBeGreaterThan(6);
    expect(await regionLevel(mix, 1, ABOVE_THE_ROW)).toBeLessThan(5);
    expect(await regionLevel(mix, duration - 1, ABOVE_THE_ROW)).toBeGreaterThan(25);
    const firstMix = await voicesAboveSilence(mix);
    console.log(`First mix: host's tone ${firstMix.host.toFixed(1)} dB, guest's ${firstMix.guest.toFixed(1)} dB above silence`);
    expect(firstMix.host).toBeGreaterThan(VOICE_ABOVE_SILENCE_DB);
    expect(firstMix.guest).toBeGreaterThan(VOICE_ABOVE_SILENCE_DB);

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

    // Mixed again with the host's picture alone: it fills the frame from the start; the sound stays: one audio stream
    // that still holds both voices, as taking a picture out of the mix does not silence its speaker.
    await expect
      .poll(async () => (await regionLevel(mix, 1, ABOVE_THE_ROW)) ?? 0, { timeout: 120_000, intervals: [2_000] })
      .toBeGreaterThan(25);
    expect((await probeMix(mix))?.kinds).toEqual(['audio', 'video']);
    const secondMix = await voicesAboveSilence(mix);
    console.log(`Mixed again: host's tone ${secondMix.host.toFixed(1)} dB, guest's ${secondMix.guest.toFixed(1)} dB above silence`);
    expect(secondMix.host).toBeGreaterThan(VOICE_ABOVE_SILENCE_DB);
    expect(secondMix.guest).toBeGreaterThan(VOICE_ABOVE_SILENCE_DB);
  } finally {
    await browser.close();
    await guestBrowser.close();
  }
});
