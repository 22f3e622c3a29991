import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import { expect, test } from './support/csp.js';
import { demo, signIn } from './support/sign-in.js';

const TITLE = 'Clara Whitfield on the weaving floor';

test('a manager shares a story; anyone with the address sees it without signing in, until sharing stops', async ({ page, browser }) => {
  await signIn(page, demo.manager);
  await page.goto('/projects');
  await page.getByRole('link', { name: 'Mill Town Memories' }).click();
  // Other journeys add interviews to the project, so the demo's one is found by its title, as a person would.
  await page.getByRole('searchbox', { name: 'Search interviews' }).fill(TITLE);
  await page.getByRole('table', { name: 'Interviews' }).getByRole('link', { name: TITLE, exact: true }).click();
  await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();

  const control = page.getByRole('region', { name: 'Public page' });
  await control.getByRole('button', { name: 'Share a public page' }).click();
  await page.getByRole('dialog', { name: 'Share this interview publicly?' }).getByRole('button', { name: 'Share publicly' }).click();
  const link = control.getByRole('link', { name: /\/share\// });
  await expect(link).toBeVisible();
  const address = new URL((await link.getAttribute('href')) ?? '');
  expect(address.pathname).toMatch(/^\/share\/[A-Za-z0-9_-]{16,64}$/);

  // A visitor: a fresh context with no session.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(address.pathname);
  await expect(visitorPage.getByRole('heading', { name: TITLE })).toBeVisible();
  await expect(visitorPage).toHaveURL(new RegExp(`${address.pathname}$`));
  await expect(visitorPage.getByLabel('Player')).toBeVisible();
  await expectNoSeriousA11yViolations(visitorPage);

  await control.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(control.getByRole('button', { name: 'Share a public page' })).toBeVisible();
  await visitorPage.reload();
  await expect(visitorPage.getByRole('heading', { name: 'Interview not available' })).toBeVisible();
  await visitor.close();
});
