import { type Browser, chromium, expect, type Page } from '@playwright/test';
import { chromiumArgs } from '../../playwright.config.js';
import { demo, signIn } from './sign-in.js';

/**
 * A browser of its own for a call: Chromium's fake camera, and audio that plays without a click. Its microphone is
 * Chromium's fake tone, or the WAV file given (looped): one file per browser, so participants told apart by their sound
 * each need a browser.
 */
export function launchCallBrowser(microphoneWav?: string): Promise<Browser> {
  const microphone = microphoneWav ? [`--use-file-for-fake-audio-capture=${microphoneWav}`] : [];
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...chromiumArgs, '--autoplay-policy=no-user-gesture-required', ...microphone],
  });
}

/** Past the consent and device check into the call; `name` is asked of guests only. */
export async function enterCall(page: Page, name: string | null): Promise<void> {
  if (name !== null) await page.getByLabel('Your name').fill(name);
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Join the call' }).click();
  await expect(page.getByLabel('Connection status')).toHaveText('Connected', { timeout: 20_000 });
}

/**
 * The demo manager starts a call titled `title` in Mill Town Memories by clicking, and a guest (Nora Narrator, in a
 * context of their own, in `guestBrowser` when they need a microphone of their own) joins it by its link: both are in
 * the call when this answers.
 */
export async function hostAndGuestInCall(
  browser: Browser,
  baseURL: string | undefined,
  title: string,
  guestBrowser: Browser = browser,
): Promise<{ host: Page; guest: Page }> {
  const host = await (await browser.newContext({ baseURL: baseURL ?? '', viewport: { width: 1400, height: 1000 } })).newPage();
  const guest = await (await guestBrowser.newContext({ baseURL: baseURL ?? '' })).newPage();
  await signIn(host, demo.manager);
  await host.goto('/projects');
  await host.getByRole('link', { name: 'Mill Town Memories' }).click();
  await host.getByRole('link', { name: 'Start a call' }).click();
  await host.getByLabel('Title').fill(title);
  await host.getByRole('button', { name: 'Create the room' }).click();
  const link = await host.getByLabel('Link to share').inputValue();
  await host.getByRole('link', { name: 'Enter the room' }).click();
  await enterCall(host, null);
  await guest.goto(new URL(link).pathname);
  await enterCall(guest, 'Nora Narrator');
  return { host, guest };
}
