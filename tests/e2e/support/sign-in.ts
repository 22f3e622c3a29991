import { expect, type Page } from '@playwright/test';

/** The demo seed's password (packages/server/src/seed/demo-data.ts). */
export const DEMO_PASSWORD = 'storykeep-demo';

export const demo = {
  admin: 'admin@demo.storykeep.test',
  manager: 'manager@demo.storykeep.test',
  user: 'user@demo.storykeep.test',
  guest: 'guest@demo.storykeep.test',
} as const;

/** Signs in through the sign-in page and waits until the workspace shows. */
export async function signIn(page: Page, email: string, { expectWorkspace = true } = {}): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (expectWorkspace) await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}
