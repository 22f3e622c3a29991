import { apiGet, apiPost, apiToken } from './support/api.js';
import { expect, test } from './support/csp.js';
import { checkScreen, DESKTOP, PHONE } from './support/screens.js';
import { demo, signIn } from './support/sign-in.js';

test('an administrator finds a failed sign-in in the security events, reached from the Admin page', async ({ page }) => {
  // Someone gets the user's password wrong first.
  const wrong = await page.request.post('/api/signin', { data: { email: demo.user, password: 'not the password' } });
  expect(wrong.status()).toBe(401);
  await signIn(page, demo.admin);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Security events' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Security events' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Account' }).fill(demo.user);
  await page.getByLabel('Kind').selectOption('sign_in');
  const table = page.getByRole('table', { name: 'Security events' });
  const failure = table.getByRole('row').filter({ hasText: 'failure' }).first();
  await expect(failure).toContainText(demo.user);
  await expect(failure).toContainText('invalid_credentials');
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await checkScreen(page, 'security-events');
  }
});

test('an administrator finds who started an archival package, named in words and filtered by that kind', async ({ page, request }) => {
  const token = await apiToken(request, demo.manager);
  const stories = await apiGet<{ items: { _id: string; title: string }[] }>(request, token, '/stories/?pageSize=20&page=1');
  const story = stories.items[0];
  expect(story, 'a demo interview the manager reaches').toBeTruthy();
  await apiPost(request, token, `/user/permanentExport/${story?._id}`, {});
  await signIn(page, demo.admin);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Security events' }).click();
  await page.getByRole('textbox', { name: 'Account' }).fill(demo.manager);
  await page.getByLabel('Kind').selectOption('package.build');
  const table = page.getByRole('table', { name: 'Security events' });
  const read = table.getByRole('row').filter({ hasText: 'Archival package built (package.build)' }).first();
  await expect(read).toContainText(demo.manager);
  await expect(read).toContainText(`story ${story?._id}`);
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await checkScreen(page, 'security-events-reads');
  }
});
