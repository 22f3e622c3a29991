import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import { expect, test } from './support/csp.js';

test('a visitor who is not signed in is sent from the home page to the marketing page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page).toHaveTitle('Welcome - Storykeep');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('an unknown path shows the not-found page with its own title', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found - Storykeep');
});

test('a wrong password gets the catalogue message', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Sign in - Storykeep');
  await page.getByLabel('Email').fill('nobody@example.org');
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Unknown email or invalid password');
  await expectNoSeriousA11yViolations(page);
});
