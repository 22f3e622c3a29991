import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ROUTES } from '@storykeep/core';
import { apiGet, apiToken } from './support/api.js';
import { currentRoute, type Journey, type JourneyRole, mainNav, routesFor } from './support/journey.js';
import { ReachedInNewTab, ROUTE_REACH } from './support/route-reach.js';
import { demo, signIn } from './support/sign-in.js';

// What every role may open by core's route-level rules is reached by clicking only: after signing in, no address is
// typed. A route without an entry in ROUTE_REACH fails every journey by name; so does one a role may open but the
// journey cannot click its way to.

const RUN = Date.now().toString(36);
const ACCOUNTS: Record<JourneyRole, string> = {
  admin: demo.admin,
  org_manager: demo.orgManager,
  manager: demo.manager,
  user: demo.user,
  guest: demo.guest,
};

test.use({ actionTimeout: 10_000 });

/** The demo's recordings arrive after start-up, the last one River Voices' "Songs from the landing": waits for it. */
async function demoRecordingsMade(request: APIRequestContext): Promise<void> {
  const token = await apiToken(request, demo.orgManager);
  await expect
    .poll(
      async () => {
        const { items } = await apiGet<{ items: { title?: string; thumbnailURL?: string | null }[] }>(
          request,
          token,
          '/stories/?pageSize=100&search=Songs%20from%20the%20landing',
        );
        return items.some((story) => story.title === 'Songs from the landing' && Boolean(story.thumbnailURL));
      },
      { message: 'the demo recordings are made', timeout: 300_000, intervals: [2000] },
    )
    .toBe(true);
}

/** Back to a page with the side menu: closes what is open, follows a way back, else the browser's Back (noted). */
async function backToWorkspace(j: Journey): Promise<void> {
  for (const extra of j.page.context().pages()) if (extra !== j.page) await extra.close();
  await j.page.keyboard.press('Escape');
  for (let step = 0; step < 3; step += 1) {
    if (await mainNav(j.page).isVisible()) return;
    const back = j.page.getByRole('link', { name: /^(Back to|All tutorials|All call plans|Go to your home page)/ }).first();
    if (await back.isVisible()) await back.click();
    else {
      j.notes.push(`no way back by a link from ${currentRoute(j.page)} (${new URL(j.page.url()).pathname})`);
      await j.page.goBack();
    }
    await j.page.waitForLoadState();
  }
}

/** Walks every route the role may open; answers what could not be reached, and why. */
async function walk(page: Page, role: JourneyRole): Promise<{ unreached: string[]; reached: string[]; notes: string[] }> {
  const notes: string[] = [];
  const j: Journey = {
    page,
    role,
    run: RUN,
    notes,
    async reach(routeId) {
      if (currentRoute(page) === routeId) return;
      const entry = ROUTE_REACH[routeId];
      if (!entry || !('click' in entry)) throw new Error(`no way to click to ${routeId}`);
      await entry.click(j);
      expect(currentRoute(page), `arrived at ${routeId}`).toBe(routeId);
    },
  };
  await signIn(page, ACCOUNTS[role], { expectWorkspace: false });
  await page.waitForURL((url) => url.pathname === '/');
  const routes = routesFor(role, ROUTE_REACH).sort((a, b) => Number(a.id === 'signout') - Number(b.id === 'signout'));
  const reached: string[] = [];
  const unreached: string[] = [];
  const remixesOn =
    (await mainNav(page)
      .getByRole('link', { name: /^Remixes/ })
      .count()) > 0;
  for (const route of routes) {
    const entry = ROUTE_REACH[route.id];
    if (!entry || !('click' in entry)) continue;
    if (entry.flag === 'remixes' && !remixesOn) {
      notes.push(`${route.id}: remixes are turned off for this organization`);
      continue;
    }
    try {
      await backToWorkspace(j);
      await j.reach(route.id);
      reached.push(route.id);
    } catch (error) {
      if (error instanceof ReachedInNewTab) reached.push(route.id);
      else unreached.push(`${route.id}: ${String(error instanceof Error ? error.message : error).split('\n')[0]}`);
    }
  }
  return { unreached, reached, notes };
}

test('every route of core’s ROUTES says how it is reached', () => {
  expect(ROUTES.filter((route) => !(route.id in ROUTE_REACH)).map((route) => route.id)).toEqual([]);
});

for (const role of Object.keys(ACCOUNTS) as JourneyRole[]) {
  test(`the ${role} reaches every page their role may open by clicking`, async ({ page }) => {
    test.setTimeout(480_000);
    if (role !== 'guest') await demoRecordingsMade(page.request);
    const { unreached, reached, notes } = await walk(page, role);
    test
      .info()
      .annotations.push({ type: 'reached', description: reached.join(', ') }, ...notes.map((n) => ({ type: 'note', description: n })));
    expect(unreached, `pages the ${role} could not click to`).toEqual([]);
    expect(reached.length).toBeGreaterThan(0);
  });
}

test('a visitor reaches the marketing site and every way of signing in by clicking', async ({ page }) => {
  test.setTimeout(120_000);
  const notes: string[] = [];
  const j: Journey = {
    page,
    role: 'guest',
    run: RUN,
    notes,
    async reach(routeId) {
      if (currentRoute(page) === routeId) return;
      // A visitor's first address is the one they were given; everything after it is clicked.
      if (routeId === 'welcome') {
        await page.goto('/welcome');
        return;
      }
      const entry = ROUTE_REACH[routeId];
      if (!entry || !('visitor' in entry) || typeof entry.visitor === 'string') throw new Error(`no way to click to ${routeId}`);
      await entry.visitor(j);
    },
  };
  const unreached: string[] = [];
  for (const route of ROUTES) {
    const entry = ROUTE_REACH[route.id];
    if (!entry || !('visitor' in entry)) continue;
    try {
      await j.reach(route.id);
      expect(currentRoute(page)).toBe(route.id);
    } catch (error) {
      unreached.push(`${route.id}: ${String(error instanceof Error ? error.message : error).split('\n')[0]}`);
    }
  }
  expect(unreached, 'pages a visitor could not click to').toEqual([]);
});
