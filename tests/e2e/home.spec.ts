import { expect, test } from '@playwright/test';

test('the home page is titled Storykeep and reaches the real API', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Storykeep');
  await expect(page.getByText(/Server is up · database pglite/)).toBeVisible();
});

test('an unknown path shows the not-found page with its own title', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found - Storykeep');
});
