import { type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import { expect, test } from './support/csp.js';
import { toast } from './support/notice.js';
import { DEMO_PASSWORD, demo, signIn } from './support/sign-in.js';

const SCREENS = 'tests/.artifacts/screens';
const RUN = Date.now().toString(36);
const CLIP = `Unreleased moment ${RUN}`;

async function screens(page: Page, name: string) {
  for (const width of [1400, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SCREENS}/${name}-${width}.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1400, height: 900 });
}

test('a manager turns on "release form required before sharing": a clip of an interview without one is not offered for sharing, and says why', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const signin = await request.post('/api/signin', { data: { email: demo.manager, password: DEMO_PASSWORD } });
  const headers = { authorization: `Bearer ${(await signin.json()).token}` };
  // A demo interview with its recording and no release form among its files, and a clip of it.
  const mine = await request.get('/api/stories/?pageSize=100&page=1', { headers });
  const stories = (await mine.json()).items as { _id: string; duration?: number | null; deedOfGift?: boolean }[];
  const unreleased = stories.find((s) => (s.duration ?? 0) > 3 && !s.deedOfGift);
  expect(unreleased, 'a demo interview without a release form').toBeTruthy();
  const made = await request.post(`/api/stories/${unreleased?._id}/create_clip`, { headers, data: { title: CLIP, start: 1, end: 3 } });
  expect(made.ok(), await made.text()).toBe(true);

  await signIn(page, demo.manager);
  try {
    await page.goto('/organizations');
    await page.getByRole('table', { name: 'Organizations' }).getByRole('link', { name: 'Riverbend Oral History Project' }).click();
    await page.getByRole('button', { name: 'Organization settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Riverbend Oral History Project' });
    const rule = dialog.getByRole('switch', { name: 'Release form required before sharing' });
    await expect(rule).not.toBeChecked();
    await rule.check();
    await expectNoSeriousA11yViolations(page);
    await screens(page, 'organization-settings-release');
    await dialog.getByRole('button', { name: 'Save settings' }).click();
    await expect(toast(page, 'Settings have been edited successfully')).toBeVisible();

    await page.goto('/clips');
    await page.getByRole('searchbox', { name: 'Search clips' }).fill(RUN);
    await page.getByRole('searchbox', { name: 'Search clips' }).press('Enter');
    const card = page.getByRole('list', { name: 'Clips' }).getByRole('listitem', { name: CLIP });
    await expect(card.getByRole('button', { name: `Share ${CLIP}` })).toBeDisabled();
    await expect(card).toContainText('only once a signed release form or deed of gift is among its files');
    await expectNoSeriousA11yViolations(page);
    await screens(page, 'clips-release-required');
    // The server refuses it too, whatever the page offers.
    const clipId = (await made.json())._id as string;
    const forced = await request.post(`/api/stories/${unreleased?._id}/clips/${clipId}/share`, { headers });
    expect(forced.status()).toBe(409);
  } finally {
    // Other journeys share and publish in this organization: the rule goes back off.
    await request.put('/api/organization/riverbend/edit', { headers, data: { settings: { release_required_to_share: false } } });
  }
});
