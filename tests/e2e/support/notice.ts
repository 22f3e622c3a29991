import type { Locator, Page } from '@playwright/test';

/**
 * The toast that shows a notice. Fluent's Toaster also repeats the words in a screen-reader live region for a
 * moment, so matching the text alone can find two elements; the toast is what a person sees.
 */
export function toast(page: Page, text: string): Locator {
  return page.locator('.fui-Toast').filter({ hasText: text });
}
