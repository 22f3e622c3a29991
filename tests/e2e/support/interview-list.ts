import { expect, type Locator, type Page } from '@playwright/test';

/**
 * An interview's link in the list on the page, found through the list's search as a person would: journeys before
 * this one (and their retries) add interviews to the demo's projects, newest first, so a demo interview may have left
 * the list's first page.
 *
 * It answers once the search has run: before, the unfiltered list is still shown and the row may be on it, and a click
 * aimed at it could land wherever the searched list moves it a moment later (on a busy machine the click missed the
 * row and the journey stayed on the list).
 */
export async function interviewLink(page: Page, title: string): Promise<Locator> {
  await page.getByRole('searchbox', { name: 'Search interviews' }).fill(title);
  // The list writes its search to the address (`q`) when it asks for it, and shows its spinner until the answer is in.
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === title);
  await expect(page.getByText('Loading interviews')).toHaveCount(0);
  return page.getByRole('table', { name: 'Interviews' }).getByRole('link', { name: title, exact: true }).first();
}
