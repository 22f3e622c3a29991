import type { Server } from 'node:http';
import { expect, test } from './support/csp.js';
import { FAKE_OIDC_CLIENT, startFakeOidc } from './support/fake-oidc.js';
import { checkScreen, DESKTOP, PHONE } from './support/screens.js';
import { demo } from './support/sign-in.js';

// Who the fake provider signs in next; each journey sets it.
const who: { email: string } = { email: demo.user };
let provider: Server;

test.beforeAll(async () => {
  provider = await startFakeOidc(Number(process.env.E2E_OIDC_PORT), who);
});

test.afterAll(async () => {
  await new Promise((resolve) => provider.close(resolve));
});

test('a member signs in through the identity provider from the sign-in page and lands in the workspace', async ({ page }) => {
  who.email = demo.user;
  await page.goto('/login');
  await page.getByRole('link', { name: `Sign in with ${FAKE_OIDC_CLIENT.name}` }).click();
  await expect(page).toHaveURL(/\/sso$/);
  const exchange = page.waitForResponse((response) => response.url().endsWith('/api/auth/sso/exchange'));
  await page.getByRole('link', { name: `Continue with ${FAKE_OIDC_CLIENT.name}` }).click();
  // The session the server opened is the demo user's, whom the provider vouched for.
  const session = await exchange;
  expect(session.status()).toBe(200);
  expect((await session.json()).email).toBe(demo.user);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test('an e-mail without an account is sent back to /sso with a plain reason, and nobody is signed up', async ({ page }) => {
  who.email = `stranger-${Date.now()}@example.org`;
  await page.goto('/sso');
  await page.getByRole('link', { name: `Continue with ${FAKE_OIDC_CLIENT.name}` }).click();
  await expect(page).toHaveURL(/\/sso\?error=unknown_account$/);
  await expect(page.getByRole('alert')).toHaveText(
    'No Storykeep account uses the e-mail address your identity provider gave. Ask for an invitation first.',
  );
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
});

for (const size of [DESKTOP, PHONE]) {
  test(`/sso fits ${size.width} px and passes axe, with and without a reason`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/sso');
    await expect(page.getByRole('link', { name: `Continue with ${FAKE_OIDC_CLIENT.name}` })).toBeVisible();
    await checkScreen(page, 'sso-enabled');
    await page.goto('/sso?error=state_invalid');
    await expect(page.getByRole('alert')).toBeVisible();
    await checkScreen(page, 'sso-error');
    await page.goto('/login');
    await expect(page.getByRole('link', { name: `Sign in with ${FAKE_OIDC_CLIENT.name}` })).toBeVisible();
    await checkScreen(page, 'sign-in-with-sso');
  });
}
