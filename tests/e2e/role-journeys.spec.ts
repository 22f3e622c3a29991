import { type APIRequestContext, type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { ROUTES } from '@storykeep/core';
import { apiGet, apiPost, apiToken, projectNamed } from './support/api.js';
import { accountMenu, type JourneyRole, mainNav, routesFor } from './support/journey.js';
import { ROUTE_REACH, routeOfStep, stepOf } from './support/route-reach.js';
import { demo, signIn } from './support/sign-in.js';
import { type WalkResult, walkTree } from './support/tree-walk.js';

// What every role may open by core's route-level rules is reached by clicking only: after signing in, no address is
// typed. A route without an entry in ROUTE_REACH fails by name; so does one a role may open but cannot click to.

const RUN = Date.now().toString(36);
const ACCOUNTS: Record<JourneyRole, string> = {
  admin: demo.admin,
  org_manager: demo.orgManager,
  manager: demo.manager,
  user: demo.user,
  guest: demo.guest,
};

// Five browsers at once on a small machine: a page may take a while to answer a click (with two more busy processes
// on two cores, clicks waited past 20 s). A link that is not there still fails the journey, only later.
test.use({ actionTimeout: 45_000 });

/** The demo's recordings arrive after start-up, the last one River Voices' "Songs from the landing": waits for it. */
async function demoRecordingsMade(request: APIRequestContext): Promise<void> {
  const token = await apiToken(request, demo.orgManager);
  await expect
    .poll(
      async () => {
        const { items } = await apiGet<{ items: { title?: string; thumbnailURL?: string | null }[] }>(
          request,
          token,
          `/stories/?pageSize=100&search=${encodeURIComponent('Songs from the landing')}`,
        );
        return items.some((story) => story.title === 'Songs from the landing' && Boolean(story.thumbnailURL));
      },
      { message: 'the demo recordings are made', timeout: 420_000, intervals: [2000] },
    )
    .toBe(true);
}

/**
 * A call plan in Mill Town Memories, so a member who may not plan one still has one to open (planning it is a
 * manager's click, which the managers' journeys make; set up here so each journey also runs on its own).
 */
async function callPlanPlanned(request: APIRequestContext): Promise<void> {
  const token = await apiToken(request, demo.manager);
  const project = await projectNamed(request, token, 'Mill Town Memories');
  const plans = await apiGet<{ items: unknown[] }>(request, token, `/projects/${project._id}/prepsessions`);
  if (plans.items.length === 0)
    await apiPost(request, token, `/projects/${project._id}/prepsessions`, {
      title: `Journey plan ${RUN}`,
      password: 'journey-password-0001',
    });
}

test('every route of core’s ROUTES says how it is reached', () => {
  expect(ROUTES.filter((route) => !(route.id in ROUTE_REACH)).map((route) => route.id)).toEqual([]);
});

/** Why a route a role may open is not clicked to: it is reached from outside the app, or its feature is off. */
function whyNotWalked(id: string): string {
  const entry = ROUTE_REACH[id];
  if (entry && 'outside' in entry) return `reached from outside the app: ${entry.outside}`;
  return `${stepOf(id)?.flag ?? 'its feature'} is turned off for this organization`;
}

/** A role signed in, in a browser context of its own. */
async function signedIn(browser: Browser, role: JourneyRole): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  // Leaving a page while its files upload asks first; the person says yes (the uploads go on in the background).
  page.on('dialog', (dialog) => void dialog.accept());
  await signIn(page, ACCOUNTS[role], { expectWorkspace: false });
  await page.waitForURL((url) => url.pathname === '/');
  return { context, page };
}

/** One role's journey from the page after sign-in: walks the click tree, then signs out. */
async function journeyOf(page: Page, role: JourneyRole): Promise<WalkResult & { skipped: string[] }> {
  const remixesOn =
    (await mainNav(page)
      .getByRole('link', { name: /^Remixes/ })
      .count()) > 0;
  const may = routesFor(role, ROUTE_REACH).map((route) => route.id);
  const targets = new Set(may.filter((id) => id !== 'signout' && stepOf(id) && (remixesOn || !stepOf(id)?.flag)));
  const result = await walkTree({ page, role, run: RUN }, '~root', targets, stepOf, routeOfStep);
  // Signing out is the last click of every journey.
  if (may.includes('signout')) {
    await accountMenu(page, 'Logout');
    await page.waitForURL((url) => ['/signout', '/login'].includes(url.pathname));
    result.reached.push('signout');
  }
  return { ...result, skipped: may.filter((id) => !targets.has(id) && id !== 'signout') };
}

test('every role reaches every page their role may open by clicking', async ({ browser, request }) => {
  test.setTimeout(600_000);
  await demoRecordingsMade(request);
  await callPlanPlanned(request);
  // The five journeys run side by side, each in its own browser context, as five people would.
  const roles = Object.keys(ACCOUNTS) as JourneyRole[];
  // Signed in one after the other, then walking side by side.
  const sessions: { context: BrowserContext; page: Page }[] = [];
  for (const role of roles) sessions.push(await signedIn(browser, role));
  const results = await Promise.all(roles.map((role, i) => journeyOf(sessions[i]?.page as Page, role)));
  for (const session of sessions) await session.context.close();
  const unreached: Record<string, string[]> = {};
  for (const [i, role] of roles.entries()) {
    const result = results[i];
    if (!result) continue;
    unreached[role] = result.unreached;
    test
      .info()
      .annotations.push(
        { type: `${role} reached`, description: result.reached.join(', ') },
        ...result.skipped.map((id) => ({ type: `${role} not walked`, description: `${id}: ${whyNotWalked(id)}` })),
        ...result.notes.map((note) => ({ type: `${role} note`, description: note })),
      );
    expect(result.reached.length, `${role} reached pages`).toBeGreaterThan(0);
  }
  expect(unreached, 'pages a role could not click to').toEqual(Object.fromEntries(roles.map((role) => [role, []])));
});

test('a visitor reaches the marketing site and every way of signing in by clicking', async ({ page }) => {
  test.setTimeout(180_000);
  // A visitor's first address is the one they were given; everything after it is clicked.
  await page.goto('/welcome');
  const visitorStep = (id: string) => {
    if (id === '~welcome') return undefined;
    const entry = ROUTE_REACH[id];
    return entry && 'visitor' in entry && typeof entry.visitor !== 'string' ? entry.visitor : undefined;
  };
  const targets = new Set(ROUTES.map((route) => route.id).filter((id) => visitorStep(id)));
  const result = await walkTree({ page, role: 'guest', run: RUN }, '~welcome', targets, visitorStep, (id) => id);
  expect(result.unreached, 'pages a visitor could not click to').toEqual([]);
  expect(result.reached.sort()).toEqual([...targets].sort());
});
