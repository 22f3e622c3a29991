import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './accessibility.js';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1400, height: 900 };
// Screenshots for a person to look at; the .artifacts folder is not committed.
export const SHOTS = 'tests/.artifacts/screens';

/** Fails when the page is wider than the window, i.e. when it would scroll sideways. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }));
  expect(widths.page, `page width on ${page.url()}`).toBeLessThanOrEqual(widths.window);
}

/** The page as it settles: no sideways scroll, no serious accessibility finding, and a screenshot to look at. */
export async function checkScreen(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
}
