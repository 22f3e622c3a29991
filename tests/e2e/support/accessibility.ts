import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails on serious or critical axe violations of the page as it is now, naming each rule and where it failed.
 * Fluent's focus manager (tabster) puts aria-hidden focus sentinels at the page edges once a dialog exists; they move
 * focus on at once and are never read, so axe's aria-hidden-focus finding on them is left out.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).exclude('[data-tabster-dummy]').analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `accessibility violations on ${page.url()}`).toEqual([]);
}

/**
 * Waits for the page's finite animations and transitions to end (a second at most): axe blends a half-faded element into
 * what is behind it and reports a contrast failure no one sees once the element settles. Endless ones (spinners) never
 * end, so they are left running.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
    await Promise.race([Promise.allSettled(finite.map((a) => a.finished)), new Promise((r) => setTimeout(r, 1000))]);
  });
}
