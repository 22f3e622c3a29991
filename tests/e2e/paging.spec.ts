import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import { apiPost, apiToken } from './support/api.js';
import { expect as baseExpect, test } from './support/csp.js';
import { demo, signIn } from './support/sign-in.js';

const SCREENS = 'tests/.artifacts/screens';
const RUN = Date.now().toString(36);
// The project page loads its list after the project itself; on a busy machine that takes longer than the default.
const expect = baseExpect.configure({ timeout: 20_000 });

test("a project's interview table pages 25 at a time with numbered pages kept in the address", async ({ page, request }) => {
  test.setTimeout(120_000);
  // A project of our own with 27 interviews, so no other journey's list changes.
  const token = await apiToken(request, demo.admin);
  const project = await apiPost<{ _id: string }>(request, token, '/projects/create', { name: `Paging ${RUN}`, org_code: 'riverbend' });
  for (let i = 1; i <= 27; i += 1)
    await apiPost(request, token, '/stories/start', {
      project: project._id,
      title: `Tape ${String(i).padStart(2, '0')} ${RUN}`,
      upload: true,
    });

  await signIn(page, demo.admin);
  await page.goto(`/projects/${project._id}?sort=title&order=asc`);
  const table = page.getByRole('table', { name: 'Interviews' });
  await expect(table.getByRole('row')).toHaveCount(26);
  const pager = page.getByRole('navigation', { name: 'Pages of interviews' });
  await expect(pager).toContainText('1–25 of 27 interviews');
  await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SCREENS}/paging-1400.png`, fullPage: true });

  await pager.getByRole('button', { name: 'Page 2' }).click();
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('link', { name: `Tape 27 ${RUN}` })).toBeVisible();
  await expect(pager).toContainText('26–27 of 27 interviews');
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page).toHaveURL(/[?&]sort=title/);

  // A reload (or a shared link) opens the same page with the same sort.
  await page.reload();
  await expect(page.getByRole('table', { name: 'Interviews' }).getByRole('link', { name: `Tape 26 ${RUN}` })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Pages of interviews' })).toContainText('26–27 of 27 interviews');

  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'the paged list scrolls sideways at 390 px').toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SCREENS}/paging-390.png`, fullPage: true });
});
