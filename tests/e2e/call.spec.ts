import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium, expect, type Page, test } from '@playwright/test';
import { chromiumArgs } from '../playwright.config.js';
import { demo, signIn } from './support/sign-in.js';

const HOST_SCRIPT = 'Tell me about the mill and the spring when the river came over the bank';
const GUEST_SCRIPT = 'My father carried the looms up the hill while my mother counted the spools';

/** A speech file for one participant's fake microphone: flite speaks the script, ffmpeg makes it 48 kHz 16-bit mono. */
function speech(dir: string, name: string, voice: 'rms' | 'slt', script: string): string {
  mkdirSync(dir, { recursive: true });
  const raw = join(dir, `${name}-flite.wav`);
  const wav = join(dir, `${name}.wav`);
  execFileSync('flite', ['-voice', voice, '-t', script, '-o', raw]);
  execFileSync('ffmpeg', ['-y', '-loglevel', 'error', '-i', raw, '-ar', '48000', '-ac', '1', '-sample_fmt', 's16', wav]);
  return wav;
}

/** Its own Chromium for each participant: the fake microphone plays that participant's speech. */
function launch(wav: string): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...chromiumArgs, '--autoplay-policy=no-user-gesture-required', `--use-file-for-fake-audio-capture=${wav}`],
  });
}

/** Whether the page shows a remote participant's video that is playing frames. */
async function remoteVideoPlays(page: Page): Promise<boolean> {
  return page.locator('video[data-peer="remote"]').evaluateAll((videos) =>
    videos.some((v) => {
      const video = v as HTMLVideoElement;
      return !video.paused && video.readyState >= 2 && video.videoWidth > 0;
    }),
  );
}

async function enterCall(page: Page, name: string | null) {
  if (name !== null) await page.getByLabel('Your name').fill(name);
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Check your camera and microphone' })).toBeVisible();
  await page.getByRole('button', { name: 'Join the call' }).click();
  await expect(page.getByLabel('Connection status')).toHaveText('Connected', { timeout: 20_000 });
}

test('a host starts a room, a guest joins by its link, they see each other, chat both ways and the host records for 20 s', async ({
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const dir = testInfo.outputPath('speech');
  const hostBrowser = await launch(speech(dir, 'host', 'rms', HOST_SCRIPT));
  const guestBrowser = await launch(speech(dir, 'guest', 'slt', GUEST_SCRIPT));
  try {
    const host = await (await hostBrowser.newContext({ baseURL: baseURL ?? '' })).newPage();
    const guest = await (await guestBrowser.newContext({ baseURL: baseURL ?? '' })).newPage();

    await signIn(host, demo.manager);
    await host.goto('/projects');
    await host.getByRole('link', { name: 'Mill Town Memories' }).click();
    await host.getByRole('button', { name: 'Start a call' }).click();
    await host.waitForURL(/\/projects\/[^/]+\/room\/start$/);
    await host.getByLabel('Title').fill('The spring flood');
    await host.getByLabel('Questions to ask').fill('What happened at the mill?\nWho carried the looms?');
    await host.getByRole('button', { name: 'Create the room' }).click();
    const link = await host.getByLabel('Link to share').inputValue();
    expect(link).toMatch(/\/room\/session\/[A-Za-z0-9_-]{24}$/);
    await host.getByRole('link', { name: 'Enter the room' }).click();
    // The signed-in host's name fills the form.
    await expect(host.getByLabel('Your name')).toHaveValue('Manny Manager');
    await enterCall(host, null);
    await expect(host.getByRole('region', { name: 'Questions to ask' })).toContainText('Who carried the looms?');

    await guest.goto(new URL(link).pathname);
    await expect(guest.getByRole('heading', { name: 'The spring flood' })).toBeVisible();
    await enterCall(guest, 'Nora Narrator');

    for (const page of [host, guest]) {
      try {
        await expect.poll(() => remoteVideoPlays(page), { timeout: 30_000 }).toBe(true);
      } catch (e) {
        const state = await page.locator('video').evaluateAll((vs) =>
          vs.map((v) => {
            const x = v as HTMLVideoElement;
            return {
              peer: x.dataset.peer,
              paused: x.paused,
              rs: x.readyState,
              w: x.videoWidth,
              src: !!x.srcObject,
              tracks: (x.srcObject as MediaStream | null)?.getTracks().map((t) => `${t.kind}:${t.readyState}:${t.muted}`),
            };
          }),
        );
        console.log(page === host ? 'HOST' : 'GUEST', JSON.stringify(state), await page.locator('main').textContent());
        throw e;
      }
    }
    await expect(host.getByRole('region', { name: 'Participants', exact: true })).toContainText('Nora Narrator · Guest');
    await expect(guest.getByRole('region', { name: 'Participants', exact: true })).toContainText('Manny Manager · Host');
    await expect(guest.getByRole('button', { name: 'Start recording' })).toHaveCount(0);

    await host.getByRole('textbox', { name: 'Message' }).fill('  Welcome, Nora  ');
    await host.getByRole('button', { name: 'Send' }).click();
    await expect(guest.getByRole('list', { name: 'Chat messages' })).toContainText('Manny ManagerWelcome, Nora');
    await guest.getByRole('textbox', { name: 'Message' }).fill('Glad to be here');
    await guest.getByRole('button', { name: 'Send' }).click();
    await expect(host.getByRole('list', { name: 'Chat messages' })).toContainText('Nora NarratorGlad to be here');
    await expect(host.getByRole('list', { name: 'Chat messages' }).getByRole('listitem')).toHaveCount(2);

    await host.getByRole('button', { name: 'Start recording' }).click();
    for (const page of [host, guest]) await expect(page.getByRole('status', { name: 'Recording' })).toBeVisible();
    await host.waitForTimeout(20_000);
    // Still connected and both still see the other after the recorded stretch.
    for (const page of [host, guest]) expect(await remoteVideoPlays(page)).toBe(true);
    await host.getByRole('button', { name: 'Stop recording' }).click();
    for (const page of [host, guest]) await expect(page.getByRole('status', { name: 'Recording' })).toHaveCount(0);

    await guest.getByRole('button', { name: 'Leave the call' }).click();
    await expect(host.getByRole('region', { name: 'Participants', exact: true })).toContainText('Nora Narrator · Guest · left');
    await host.getByRole('button', { name: 'Leave the call' }).click();
    await host.waitForURL(/\/stories\/[^/]+\/conclude$/);
  } finally {
    await hostBrowser.close();
    await guestBrowser.close();
  }
});
