import { expect, type Locator, type Page } from '@playwright/test';
import { findRoute, type MaybeRole, meetsLevel, ROUTES, type RouteDefinition, routeAccess } from '@storykeep/core';

/** The demo accounts a journey signs in as, one per role (packages/server/src/seed/demo-data.ts). */
export type JourneyRole = 'admin' | 'org_manager' | 'manager' | 'user' | 'guest';

/** A journey through the app as one role: the page, and what it has found on its way. */
export interface Journey {
  page: Page;
  role: JourneyRole;
  /** A tag unique to this run, for what the journey makes (call titles, gallery names). */
  run: string;
  /** Arrives at a route by clicking (a no-op when the page shows it already). */
  reach(routeId: string): Promise<void>;
  /** Notes that do not fail the journey (a page with no way back, a feature turned off). */
  notes: string[];
}

/** How to get to a route by clicking, from wherever the journey is. It must end on the route's page. */
export type Click = (j: Journey) => Promise<void>;

/**
 * How each route of core's ROUTES is reached. Every route must have an entry; a new route without one fails every
 * journey by name. `click` is how a person gets there; `outside` names why no link inside the app can lead there (an
 * address mailed or handed to someone); `visitor` pages are for people who are not signed in and are walked by the
 * visitor journey; `membersOnly` public pages belong to the signed-in workspace (editor, rooms, shared pages) and are
 * walked by every role that reaches member pages.
 */
export type Reach = { click: Click; membersOnly?: true; flag?: 'remixes' } | { outside: string } | { visitor: Click | string };

/** The routes a role may open by core's route-level rules; public pages count for those the table names. */
export function routesFor(role: JourneyRole, table: Record<string, Reach>): RouteDefinition[] {
  return ROUTES.filter((route) => {
    const reach = table[route.id];
    if (route.isPublic) return reach !== undefined && 'click' in reach && (!reach.membersOnly || meetsLevel(role as MaybeRole, 'user'));
    return routeAccess({ authenticated: true, role: role as MaybeRole }, route.level) === 'allow';
  });
}

/** The route the page shows now. */
export function currentRoute(page: Page): string {
  return findRoute(new URL(page.url()).pathname).route.id;
}

/** The side menu (on a phone, inside the drawer). */
export function mainNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' });
}

/** Clicks the account menu's entry. */
export async function accountMenu(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** Clicks a link and waits for the address to change to a page of `routeId`. */
export async function follow(page: Page, link: Locator, routeId: string): Promise<void> {
  await link.click();
  await expect.poll(() => currentRoute(page), { message: `clicking toward ${routeId}`, timeout: 15_000 }).toBe(routeId);
}

/** Clicks a link that opens a new tab and gives that tab. */
export async function followToNewTab(page: Page, link: Locator): Promise<Page> {
  const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await tab.waitForLoadState();
  return tab;
}

/** The link of the first interview of the list on the page that has its transcript (the demo's have one and an index). */
export function firstInterview(page: Page): Locator {
  return page
    .getByRole('table', { name: 'Interviews' })
    .getByRole('row')
    .filter({ hasText: 'Transcribed' })
    .first()
    .getByRole('link')
    .first();
}
