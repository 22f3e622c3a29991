import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import { expect, test } from './support/csp.js';
import { confirmationPath, outboxPath } from './support/outbox.js';
import { demo, signIn } from './support/sign-in.js';

/** The invitation link of the newest e-mail to `address`. */
const invitationPath = (address: string) => outboxPath(address, /https?:\/\/\S+?(\/organization\/[^/\s]+\/accept)/);

test('a manager invites someone by e-mail, who registers and appears; the manager changes their role and removes them', async ({
  page,
  browser,
}) => {
  const address = `newcomer-${Date.now()}@example.org`;
  await signIn(page, demo.manager);
  await page.goto('/organization/riverbend/projects');
  const members = page.getByRole('table', { name: 'Members' });
  await expect(members.getByRole('cell', { name: 'Manny Manager', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Invite by e-mail' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite by e-mail' });
  await invite.getByLabel('E-mail').fill(address);
  await invite.getByLabel('Role').selectOption('user');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`An invitation is on its way to ${address}.`)).toBeVisible();

  await expect.poll(() => invitationPath(address)).not.toBeNull();
  const path = invitationPath(address) ?? '';
  const invitee = await browser.newContext();
  const inviteePage = await invitee.newPage();
  await inviteePage.goto(path);
  await inviteePage.getByLabel('Full name').fill('Nora Newcomer');
  await inviteePage.getByLabel('Email').fill(address);
  await inviteePage.getByLabel('Password').fill('newcomer-password-1');
  await inviteePage.getByRole('button', { name: 'Create account' }).click();
  // The account waits for its address: the invitee opens the link the server e-mailed, which signs them in.
  await expect(inviteePage.getByText('We have sent you a link. Open it to finish creating your account.')).toBeVisible();
  await expect.poll(() => confirmationPath(address), { timeout: 20_000 }).not.toBeNull();
  await inviteePage.goto(confirmationPath(address) ?? '');
  await expect(inviteePage.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await invitee.close();

  await page.reload();
  const row = members.getByRole('row').filter({ hasText: address });
  await expect(row.getByRole('cell', { name: 'Nora Newcomer', exact: true })).toBeVisible();
  await expect(page.getByLabel('Role of Nora Newcomer')).toHaveValue('user');
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 1400, height: 900 });
  await members.screenshot({ path: 'tests/.artifacts/screens/members-organization-1400.png' });

  await page.getByLabel('Role of Nora Newcomer').selectOption('manager');
  await expect(page.getByText('Nora Newcomer is now manager.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Role of Nora Newcomer')).toHaveValue('manager');

  await page.setViewportSize({ width: 390, height: 844 });
  // On a phone the side menu gives way to a top bar; wait for it, so the width is measured on the phone layout.
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Nora Newcomer', exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'tests/.artifacts/screens/members-organization-390.png', fullPage: true });
  await page.setViewportSize({ width: 1400, height: 900 });

  await page.getByRole('button', { name: 'Remove Nora Newcomer' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove Nora Newcomer?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toHaveCount(1);
  await page.getByRole('button', { name: 'Remove Nora Newcomer' }).click();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(row).toHaveCount(0);
  await page.reload();
  await expect(members.getByRole('cell', { name: 'Manny Manager', exact: true })).toBeVisible();
  await expect(members.getByRole('row').filter({ hasText: address })).toHaveCount(0);
});

test("a project's members are listed on the project page, and its manager invites into it", async ({ page }) => {
  await signIn(page, demo.manager);
  await page.goto('/organization/riverbend/projects');
  await page.getByRole('link', { name: 'Mill Town Memories' }).click();
  const members = page.getByRole('table', { name: 'Members' });
  await expect(members.getByRole('row').nth(1)).toBeVisible();
  const address = `project-guest-${Date.now()}@example.org`;
  await page.getByRole('button', { name: 'Invite by e-mail' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite by e-mail' });
  await invite.getByLabel('E-mail').fill(address);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`An invitation is on its way to ${address}.`)).toBeVisible();
  await expect.poll(() => invitationPath(address)).not.toBeNull();
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.getByRole('heading', { name: 'Members' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'tests/.artifacts/screens/members-project-1400.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  // On a phone the side menu gives way to a top bar; wait for it, so the width is measured on the phone layout.
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'tests/.artifacts/screens/members-project-390.png', fullPage: true });
});
