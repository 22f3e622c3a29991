import type { Page, Request } from '@playwright/test';

const inFlight = new WeakMap<Page, Set<Request>>();

/** The page's requests under way, followed from the first call on (streams that never end are left out). */
function pendingRequests(page: Page): Set<Request> {
  let pending = inFlight.get(page);
  if (!pending) {
    const requests = new Set<Request>();
    page.on('request', (request) => {
      if (!['eventsource', 'websocket', 'media'].includes(request.resourceType())) requests.add(request);
    });
    page.on('requestfinished', (request) => requests.delete(request));
    page.on('requestfailed', (request) => requests.delete(request));
    inFlight.set(page, requests);
    pending = requests;
  }
  return pending;
}

/**
 * Waits until the page has asked for nothing for `quietMs` (at most `maxMs`), then for two painted frames. A page
 * that has just arrived, or come back by history, is still loading its code and data and rendering; a click on it
 * then may land on an element about to be replaced, and go nowhere.
 */
export async function pageSettled(page: Page, { quietMs = 300, maxMs = 5000 } = {}): Promise<void> {
  const pending = pendingRequests(page);
  const deadline = Date.now() + maxMs;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (pending.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) break;
    await page.waitForTimeout(100);
  }
  await page
    .evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))))
    .catch(() => undefined);
}
