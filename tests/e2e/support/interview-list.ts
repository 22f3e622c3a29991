import type { Locator, Page } from '@playwright/test';

/**
 * An interview's link in the list on the page, found through the list's search as a person would: journeys before
 * this one (and their retries) add interviews to the demo's projects, newest first, so a demo interview may have left
 * the list's first page.
 */
export async function interviewLink(page: Page, title: string): Promise<Locator> {
  await page.getByRole('searchbox', { name: 'Search interviews' }).fill(title);
  return page.getByRole('table', { name: 'Interviews' }).getByRole('link', { name: title, exact: true }).first();
}
