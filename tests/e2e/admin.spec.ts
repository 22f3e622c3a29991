import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import { apiGet, apiToken } from './support/api.js';
import { expect, test } from './support/csp.js';
import { demo, signIn } from './support/sign-in.js';

// Screenshots for a person to look at; the .artifacts folder is not committed.
const SHOTS = 'tests/.artifacts/screens';

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  // Polled: right after the window is made narrower, the layout (its side menu becoming a drawer) is still changing.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { message: `page width on ${page.url()}` })
    .toBeLessThanOrEqual(0);
}

test('an admin sees organizations and accounts, signs in as a manager from the list and returns', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page, demo.admin);
  await page.goto('/admin');
  await expect(page).toHaveTitle('Admin - Storykeep');
  const organizations = page.getByRole('table', { name: 'Organizations' });
  await expect(organizations.getByRole('link', { name: 'Other Archive' })).toBeVisible();
  await expect(organizations.getByRole('link', { name: 'Riverbend Oral History Project' })).toBeVisible();
  const accounts = page.getByRole('table', { name: 'Accounts' });
  await expect(accounts.getByText('Otto Other')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search accounts' }).fill('manny');
  await expect(accounts.getByText('Otto Other')).toHaveCount(0);
  await expect(accounts.getByText(demo.manager)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}/admin-1400.png`, fullPage: true });

  await accounts.getByRole('button', { name: 'Sign in as Manny Manager' }).click();
  await expect(page.getByText('WARNING: You are impersonating another user!!!')).toBeVisible();
  await page.getByRole('button', { name: /Account menu/ }).click();
  await expect(page.getByRole('menu').getByText(demo.manager)).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Return to Self' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('WARNING: You are impersonating another user!!!')).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Accounts' })).toBeVisible();
});

test('the admin page fits a 390 px phone', async ({ page }) => {
  // Signed in at desktop width, where the main navigation the sign-in helper waits for is shown.
  await signIn(page, demo.admin);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin');
  await expect(page.getByRole('table', { name: 'Accounts' }).getByText(demo.manager, { exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}/admin-390.png`, fullPage: true });
});

test('an admin features a public page as a testimonial and it is served publicly', async ({ page, request }) => {
  test.setTimeout(540_000);
  // The demo's public pages and clips are made once its recordings are processed, after start-up: on a busy machine
  // the first journeys can arrive before them, so the journey waits until Riverbend has one to feature.
  const token = await apiToken(request, demo.admin);
  let candidates: { kind: string; title: string }[] = [];
  await expect
    .poll(
      async () => {
        candidates = (await apiGet<{ items: { kind: string; title: string }[] }>(request, token, '/admin/testimonials/riverbend')).items;
        return candidates.length;
      },
      { message: 'the demo has a public page or clip', timeout: 420_000, intervals: [5000] },
    )
    .toBeGreaterThan(0);
  await signIn(page, demo.admin);
  await page.goto('/admin/testimonials-controls');
  await expect(page.getByRole('heading', { name: 'Testimonials', level: 1 })).toBeVisible();
  await page.getByLabel('Organization').selectOption({ label: 'Riverbend Oral History Project' });
  const items = page.getByRole('list', { name: 'Public pages and clips' });
  // Riverbend's own list, not the one shown for the organization selected before it.
  const [head] = candidates;
  const headName = `${head?.kind === 'clip' ? 'Clip' : 'Public page'}: ${head?.title}`;
  // A clip's label goes on with the interview it is from.
  await expect(items.getByRole('checkbox').first()).toHaveAccessibleName(new RegExp(`^${headName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  const first = items.getByRole('checkbox').first();
  await first.check();
  const name = (await first.getAttribute('aria-label')) ?? (await items.locator('label').first().textContent());
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save testimonials' }).click();
  await expect(page.getByRole('heading', { name: '1 featured' })).toBeVisible();
  const shown = await (await request.get('/api/public/testimonials/riverbend')).json();
  expect(shown.items).toHaveLength(1);
  expect(name).toContain(shown.items[0].title);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
});
