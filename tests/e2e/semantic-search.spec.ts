import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import { demo, signIn } from './support/sign-in.js';

const SCREENS = 'tests/.artifacts/screens';
// Kept word for word as core's message catalogue has it (searchWordsOnly); the e2e server has no embeddings server.
const WORDS_ONLY = 'Search is by words only: no embeddings server is configured, so matches are on words and near spellings, not meaning.';

async function screens(page: Page, name: string) {
  for (const width of [1400, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SCREENS}/${name}-${width}.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1400, height: 900 });
}

// Read-only: it searches the demo data and changes nothing.
test('without an embeddings server the search page and the playground say search is by words only', async ({ page }) => {
  await signIn(page, demo.admin);
  await page.goto('/search?transcriptSearch=river');
  await expect(page.getByRole('heading', { name: 'Search interviews' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('“river”');
  await expect(page.getByText(WORDS_ONLY, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/admin/playground?transcriptSearch=river&alpha=0.5');
  await expect(page.getByRole('heading', { name: 'Search playground' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('“river”');
  await expect(page.getByText(WORDS_ONLY, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screens(page, 'search-playground-words-only');
});
