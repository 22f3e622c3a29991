import { type APIRequestContext, test as base } from '@playwright/test';
import { homeLabels, pathTo, ROUTES, type RouteDefinition, type RouteLevel } from '@storykeep/core';
import { apiGet, apiPost, apiToken, projectNamed } from './support/api.js';
import { demo, signIn } from './support/sign-in.js';

// What a route shows when the app has no page for it (the not-found page), where the route table promises one.
const NO_PAGE = homeLabels.pageNotFound;
const DEMO_STORY = 'Clara Whitfield on the weaving floor';

type Who = 'nobody' | 'guest' | 'manager' | 'admin';

/** The least demo account a route is for: nobody for public pages, and the role its level names otherwise. */
function accountFor(route: RouteDefinition): Who {
  if (route.isPublic) return 'nobody';
  const byLevel: Record<RouteLevel, Who> = { guest: 'guest', user: 'manager', manager: 'manager', org_manager: 'admin', admin: 'admin' };
  return byLevel[route.level];
}

/** Values for every route param, from the demo data and a call the test starts itself. */
async function demoParams(request: APIRequestContext): Promise<Record<string, string>> {
  const token = await apiToken(request, demo.manager);
  const project = await projectNamed(request, token, 'Mill Town Memories');
  const folders = await apiGet<{ _id: string }[] | { items: { _id: string }[] }>(request, token, `/projects/${project._id}/folders`);
  const folder = (Array.isArray(folders) ? folders : folders.items)[0]?._id ?? '';
  // A demo interview by its title: other journeys add interviews (calls, uploads still open) that would come first.
  const stories = await apiGet<{ items: { _id: string; title: string }[] }>(
    request,
    token,
    `/projects/${project._id}/stories?search=${encodeURIComponent(DEMO_STORY)}`,
  );
  const room = await apiPost<{ storyId: string; roomKey: string }>(request, token, `/projects/${project._id}/room/start`, {
    title: 'Every route call',
  });
  const story = stories.items.find((item) => item.title === DEMO_STORY)?._id ?? room.storyId;
  return {
    projectId: project._id,
    folderId: folder,
    storyId: story,
    organizationCode: 'riverbend',
    interviewId: room.roomKey,
    tutorialId: 'first-upload',
    // Pages about a record that cannot exist here still have to render their own page, not the placeholder.
    token: 'no-such-token',
    code: 'no-such-code',
    ticket: 'no-such-ticket',
    shareKey: 'no-such-share',
    indexId: 'no-such-index',
    prepsessionId: 'no-such-session',
    galleryId: 'no-such-gallery',
    remixerId: 'no-such-remix',
    groupName: 'riverbend',
    customUrlTitle: 'mill-town-memories',
    key: 'no-such-key',
    prepSessionType: 'call',
  };
}

function addressOf(route: RouteDefinition, params: Record<string, string>): string {
  return route.path === '*' ? '/no/such/page/at/all' : pathTo(route.id, params);
}

/**
 * Walks every route of core's table as the account it is for and fails on any that shows the not-found page (the
 * app has no page for it) or sends that account away, listing them all.
 */
base('every route of the route table shows its own page to the account it is for', async ({ browser, baseURL, request }) => {
  base.setTimeout(600_000);
  const params = await demoParams(request);
  const noPage: string[] = [];
  const sentAway: string[] = [];
  const unsettled: string[] = [];
  for (const who of ['nobody', 'guest', 'manager', 'admin'] as const) {
    const routes = ROUTES.filter((route) => accountFor(route) === who);
    // Each account in a browser of its own, as another person's: emptying a live page's storage to change accounts
    // raced the app still running in it, which could keep the last account signed in.
    const context = await browser.newContext({ baseURL: baseURL ?? '' });
    const page = await context.newPage();
    try {
      if (who !== 'nobody') {
        await signIn(page, demo[who], { expectWorkspace: false });
        // Signed in once the sign-in page has moved on (to home, or a guest's home).
        await page.waitForURL((url) => url.pathname === '/');
      }
      for (const route of routes) {
        const address = addressOf(route, params);
        await page.goto(address);
        // A page whose requests never settle is named, rather than using up the whole test's time unnamed.
        const settled = await page.waitForLoadState('networkidle', { timeout: 45_000 }).then(
          () => true,
          () => false,
        );
        if (!settled) unsettled.push(`${route.id} (${address})`);
        const main = page.locator('body');
        if (route.id !== 'notFound' && (await main.getByRole('heading', { name: NO_PAGE, exact: true }).count()) > 0)
          noPage.push(`${route.id} (${address})`);
        else if (!route.isPublic && new URL(page.url()).pathname !== address && !route.marketing)
          sentAway.push(`${route.id} (${address} → ${new URL(page.url()).pathname})`);
      }
    } finally {
      await context.close();
    }
  }
  const problems = [
    ...(noPage.length ? [`no page of its own: ${noPage.join(', ')}`] : []),
    ...(sentAway.length ? [`sent away from: ${sentAway.join(', ')}`] : []),
    ...(unsettled.length ? [`requests never settled on: ${unsettled.join(', ')}`] : []),
  ];
  if (problems.length) throw new Error(problems.join('\n'));
});
