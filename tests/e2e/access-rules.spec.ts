import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import { apiGet, apiToken, projectNamed } from './support/api.js';
import { expect, test } from './support/csp.js';
import { signIn } from './support/sign-in.js';

const SCREENS = 'tests/.artifacts/screens';

test('an organization manager who is no member of a project is offered Delete on its interviews, as the server allows (one rule in core)', async ({
  page,
}) => {
  const orgManager = 'org_manager@demo.storykeep.test';
  // The demo's org_manager manages River Voices; Mill Town Memories is not theirs, but their organization's.
  const token = await apiToken(page.request, orgManager);
  const project = await projectNamed(page.request, token, 'Mill Town Memories');
  const own = await apiGet<{ projectDetails?: { currentUserProjectRole: string | null } }>(page.request, token, `/projects/${project._id}`);
  expect(own.projectDetails?.currentUserProjectRole ?? null).toBeNull();
  await signIn(page, orgManager);
  await page.goto(`/projects/${project._id}`);
  const table = page.getByRole('table', { name: 'Interviews' });
  // The first interview's own checkbox (the header row's selects them all).
  const first = table.getByRole('row').nth(1).getByRole('checkbox');
  await first.check();
  const bar = page.getByRole('region', { name: 'Selected interviews' });
  await expect(bar.getByRole('button', { name: 'Delete' })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Download' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  for (const width of [1400, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SCREENS}/interviews-org-manager-${width}.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `the project page scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
  }
});
