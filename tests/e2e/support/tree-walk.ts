import { expect } from '@playwright/test';
import { arrivedAt, type ClickStep, currentRoute, homeLink, mainNav, type Step } from './journey.js';
import { pageSettled } from './page-settled.js';

/** What a walk found: routes reached, routes not reached with why, and notes. */
export interface WalkResult {
  reached: string[];
  unreached: string[];
  notes: string[];
}

/**
 * Walks a click tree depth first from the page the browser shows (`root`). Each node is arrived at by its step's
 * click from its parent's page; back on the parent (the browser's history, as a person's Back button, else the same
 * clicks again from the root), the next child follows. A step that fails fails every target below it, by name.
 */
export async function walkTree(
  step: Step,
  root: string,
  targets: ReadonlySet<string>,
  stepOf: (id: string) => ClickStep | undefined,
  routeOfStep: (id: string) => string,
): Promise<WalkResult> {
  const { page } = step;
  const result: WalkResult = { reached: [], unreached: [], notes: [] };
  const children = new Map<string, string[]>();
  const included = new Set<string>();
  for (const target of targets) {
    for (let id: string | undefined = target; id && id !== root && !included.has(id); id = stepOf(id)?.from) {
      const from = stepOf(id)?.from;
      if (!from) break;
      included.add(id);
      children.set(from, [...(children.get(from) ?? []), id]);
    }
  }
  const below = (id: string): string[] => (children.get(id) ?? []).flatMap((child) => [child, ...below(child)]);
  // The same page, whatever its list was searched for: a list writes its search into the address in place, so the
  // address left is not the address come back to (compared whole, Back went on past it to the sign-in page).
  const onPageOf = (url: string) => new URL(page.url()).pathname === new URL(url).pathname;
  const log = (line: string) => process.env.JOURNEY_LOG && console.log(`[${step.role}] ${line}`);

  async function backTo(url: string, path: string[]): Promise<void> {
    for (const extra of page.context().pages()) if (extra !== page) await extra.close();
    await page.keyboard.press('Escape').catch(() => undefined);
    for (let i = 0; i < 6 && !onPageOf(url); i += 1) {
      if (!(await page.goBack().catch(() => null)) && !onPageOf(url)) break;
    }
    if (onPageOf(url)) return;
    // History did not lead back (a page replaced its address): back to a page with the side menu, then the same
    // clicks again from its Home.
    result.notes.push(`back from ${currentRoute(page)} by clicking the way again`);
    for (let i = 0; i < 10 && !(await mainNav(page).isVisible()); i += 1) {
      if (!(await page.goBack().catch(() => null))) break;
    }
    await homeLink(page).click();
    await arrivedAt(page, 'home');
    for (const id of path) {
      await pageSettled(page);
      await stepOf(id)?.click(step);
      await arrivedAt(page, routeOfStep(id));
    }
  }

  async function visit(parent: string, path: string[]): Promise<void> {
    const url = page.url();
    for (const id of children.get(parent) ?? []) {
      const started = Date.now();
      const clickStep = stepOf(id);
      if (!clickStep) continue;
      try {
        await pageSettled(page);
        if (clickStep.newTab) {
          const [tab] = await Promise.all([page.context().waitForEvent('page'), clickStep.click(step)]);
          await tab.waitForLoadState();
          await expect.poll(() => currentRoute(tab), { message: `arriving at ${id} in its tab` }).toBe(routeOfStep(id));
          await tab.close();
        } else {
          await clickStep.click(step);
          await arrivedAt(page, routeOfStep(id));
        }
        if (targets.has(id)) result.reached.push(id);
        log(`${id} reached (${Date.now() - started} ms)`);
        if (!clickStep.newTab) await visit(id, [...path, id]);
      } catch (error) {
        const why = String(error instanceof Error ? error.message : error).split('\n')[0];
        log(`${id} NOT reached: ${why}`);
        for (const lost of [id, ...below(id)])
          if (targets.has(lost)) result.unreached.push(lost === id ? `${id}: ${why}` : `${lost}: on the way, ${id} was not reached`);
      }
      try {
        await backTo(url, path);
      } catch (error) {
        const why = String(error instanceof Error ? error.message : error).split('\n')[0];
        const rest = (children.get(parent) ?? []).slice((children.get(parent) ?? []).indexOf(id) + 1);
        for (const lost of rest.flatMap((other) => [other, ...below(other)]))
          if (targets.has(lost)) result.unreached.push(`${lost}: the way back from ${id} was lost (${why})`);
        // The parent's own way back (its parent's page) starts again from there.
        return;
      }
    }
  }

  await visit(root, []);
  return result;
}
