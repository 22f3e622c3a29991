import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import { apiToken, interviewWithoutRecording } from './support/api.js';
import { expect, test } from './support/csp.js';
import { toast } from './support/notice.js';
import { demo, signIn } from './support/sign-in.js';

test('a manager creates a project and a folder, then bulk-deletes interviews after typing DELETE', async ({ page, request }) => {
  await signIn(page, demo.manager);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Organizations' })).toBeVisible();
  await nav.getByRole('link', { name: 'Projects' }).click();
  await expect(page).toHaveTitle('Projects - Storykeep');
  await expect(page.getByRole('link', { name: 'Mill Town Memories' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'New project' }).click();
  await page.getByLabel('Project name').fill('Bridge Builders');
  await page.getByLabel('Description').fill('People who built the river bridges.');
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('heading', { name: 'Bridge Builders' })).toBeVisible();

  await page.getByRole('button', { name: 'New folder' }).click();
  await page.getByLabel('Folder name').fill('Engineers');
  await page.getByRole('button', { name: 'Create folder' }).click();
  await expect(toast(page, 'Successfully created the folder Engineers')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Folders' }).getByRole('link', { name: /Engineers/ })).toBeVisible();

  // Three interviews of the new project's own: the demo's lists grow as other journeys add to them, and deleting
  // the demo's interviews would change what later journeys find.
  const token = await apiToken(request, demo.manager);
  for (const title of ['The first span, 1931', 'Rivets and cold mornings', 'Opening day on the bridge'])
    await interviewWithoutRecording(request, token, 'Bridge Builders', title);
  await page.reload();
  const table = page.getByRole('table', { name: 'Interviews' });
  await expect(table.getByRole('link', { name: 'The first span, 1931' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('checkbox', { name: 'Select The first span, 1931' }).check();
  await page.getByRole('checkbox', { name: 'Select Rivets and cold mornings' }).check();
  const bar = page.getByRole('region', { name: 'Selected interviews' });
  await expect(bar).toContainText('2 selected');
  await bar.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('To proceed, please type DELETE in all caps.')).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Delete' });
  await dialog.getByPlaceholder('DELETE').fill('delete');
  await expect(confirm).toBeDisabled();
  await dialog.getByPlaceholder('DELETE').fill('DELETE');
  await confirm.click();
  await expect(toast(page, 'Interviews deleted successfully')).toBeVisible();
  await expect(table.getByRole('link', { name: 'The first span, 1931' })).toHaveCount(0);
  await expect(table.getByRole('link', { name: 'Rivets and cold mornings' })).toHaveCount(0);
  await expect(table.getByRole('link', { name: 'Opening day on the bridge' })).toBeVisible();
  await expect(bar).toHaveCount(0);
});

test('a guest is sent away from a manager page', async ({ page }) => {
  await signIn(page, demo.guest, { expectWorkspace: false });
  await page.goto('/organizations');
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
});

test('a plain user sees no Organizations item, and is sent home from the organizations page', async ({ page }) => {
  await signIn(page, demo.user);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Interviews' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Organizations' })).toHaveCount(0);
  await page.goto('/organizations');
  await expect(page).toHaveURL(/\/$/);
  await expectNoSeriousA11yViolations(page);
});

test('an admin impersonates a user and returns to self', async ({ page }) => {
  await signIn(page, demo.admin);
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Admin' }).click();
  await expect(page).toHaveTitle('Admin - Storykeep');
  await page.getByLabel('User email').fill('nobody@demo.storykeep.test');
  await page.getByRole('button', { name: 'Switch user' }).click();
  await expect(page.getByRole('alert')).toHaveText('User not found');
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('User email').fill(demo.user);
  await page.getByRole('button', { name: 'Switch user' }).click();
  await expect(page.getByText('WARNING: You are impersonating another user!!!')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Organizations' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Return to Self' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('WARNING: You are impersonating another user!!!')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Organizations' })).toBeVisible();
});
