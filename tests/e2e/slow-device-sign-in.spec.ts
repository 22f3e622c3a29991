import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, demo } from './support/sign-in.js';

// On a slow device the sign-in form shows while the rest of the app still loads around it. The form used to be mounted
// afresh as that load finished (a page rendered first through React.lazy, then as itself), emptying what the person
// had typed: in 7 of 28 loads at an eighth of this machine's speed before the fix (0 of 20 after). Each load here is
// such a chance, so the four catch a return of it about two times in three.
const LOADS = 4;

test('on a slow device, what a person types into the sign-in form stays while the app finishes loading', async ({ page }) => {
  test.setTimeout(120_000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
  for (let load = 1; load <= LOADS; load += 1) {
    await page.goto('/login');
    const email = page.getByLabel('Email');
    await email.fill(demo.manager);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    // Focusing the fields asked for the rest of the app; it has loaded (and the shell rendered again) well before this.
    await page.waitForTimeout(4_000);
    await expect(email, `load ${load}`).toHaveValue(demo.manager);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});
