import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './accessibility.js';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1400, height: 900 };
// Screenshots for a person to look at; the .artifacts folder is not committed.
export const SHOTS = 'tests/.artifacts/screens';

/**
 * Fails when the page is wider than the window, i.e. when it would scroll sideways. Just after the window narrows,
 * the layout (the side menu turning into a top bar, cards re-flowing) takes a moment: a page that still overflows
 * after that fails.
 */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
      message: `page wider than the window on ${page.url()}`,
      timeout: 5_000,
    })
    .toBeLessThanOrEqual(0);
}

/** The page as it settles: no sideways scroll, no serious accessibility finding, and a screenshot to look at. */
export async function checkScreen(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
}
