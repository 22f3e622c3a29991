import { expect, type Locator, type Page } from '@playwright/test';
import { findRoute, type MaybeRole, meetsLevel, ROUTES, type RouteDefinition, routeAccess } from '@storykeep/core';
import { interviewLink } from './interview-list.js';

/** The demo accounts a journey signs in as, one per role (packages/server/src/seed/demo-data.ts). */
export type JourneyRole = 'admin' | 'org_manager' | 'manager' | 'user' | 'guest';

/** What a step is given: the page it clicks on, the role, and a tag unique to the run for what it makes. */
export interface Step {
  page: Page;
  role: JourneyRole;
  run: string;
}

/**
 * One step of the click tree: on the page of `from` (a route id, or a `~name` of a particular page such as the hub of
 * the call the journey started), `click` does what a person does to arrive here. It may fill a form on the way, but
 * never types an address.
 */
export interface ClickStep {
  from: string;
  click(step: Step): Promise<void>;
  /** For a `~name` node: the route its page is. */
  shows?: string;
  /** The page opens in a tab of its own (a public page): checked there and the tab closed. */
  newTab?: true;
  /** Shown only while the organization has this feature turned on. */
  flag?: 'remixes';
  /** A public page of the signed-in workspace (editor, rooms, shared pages): walked by those who reach member pages. */
  membersOnly?: true;
}

/**
 * How each route of core's ROUTES is reached. Every route must have an entry; a new route without one fails the
 * journeys by name. `outside` names why no link inside the app can lead there (an address mailed or handed to
 * someone); `visitor` pages are for people who are not signed in and are walked by the visitor journey.
 */
export type Reach = ClickStep | { outside: string } | { visitor: ClickStep | string };

/** The routes a role may open by core's route-level rules; public pages count when the table walks them for members. */
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

/** The side menu. */
export function mainNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' });
}

/** The way home: the organization's mark at the top of the side menu. */
export function homeLink(page: Page): Locator {
  return mainNav(page).getByRole('link', { name: /, home$/ });
}

/** Clicks the account menu's entry. */
export async function accountMenu(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** Waits until the page shows `routeId`. */
export async function arrivedAt(page: Page, routeId: string): Promise<void> {
  try {
    await expect.poll(() => currentRoute(page), { message: `arriving at ${routeId}`, timeout: 30_000 }).toBe(routeId);
  } catch (error) {
    // Where the page stayed tells a slow page from a wrong way.
    throw new Error(`arriving at ${routeId}, the page showed ${new URL(page.url()).pathname}`, { cause: error });
  }
}

/** A demo interview with a transcript and an index, in every list the journeys open (Mill Town Memories, Mill workers). */
export const DEMO_INTERVIEW = 'Clara Whitfield on the weaving floor';

/** The demo interview's link in the list on the page, found through the list's search. */
export const demoInterview = (page: Page): Promise<Locator> => interviewLink(page, DEMO_INTERVIEW);
