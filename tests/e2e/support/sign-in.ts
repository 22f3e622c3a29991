import { expect, type Page } from '@playwright/test';

/** The demo seed's password for every account but the administrator (packages/server/src/seed/demo-data.ts). */
export const DEMO_PASSWORD = 'storykeep-demo';
/** The administrator's password, given to the server by the Playwright config as STORYKEEP_ADMIN_PASSWORD. */
export const ADMIN_PASSWORD = 'e2e-admin-password-0001';

export const demo = {
  admin: 'admin@demo.storykeep.test',
  orgManager: 'org_manager@demo.storykeep.test',
  manager: 'manager@demo.storykeep.test',
  user: 'user@demo.storykeep.test',
  guest: 'guest@demo.storykeep.test',
} as const;

/** Signs in through the sign-in page and waits until the workspace shows. */
export async function signIn(page: Page, email: string, { expectWorkspace = true } = {}): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(email === demo.admin ? ADMIN_PASSWORD : DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // A loaded machine (several suites at once) can take more than the default 5 s to show the workspace.
  if (expectWorkspace) await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible({ timeout: 15_000 });
}
