import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import { expect, test } from './support/csp.js';
import { DEMO_PASSWORD, signIn } from './support/sign-in.js';

// The other organization's manager and project: no other journey reads them, so the interviews added here change
// nothing another spec counts.
const MANAGER = 'manager@other.storykeep.test';
const PROJECT = 'Harbor Stories';
// A phrase found nowhere else, spoken in more interviews than one page of results holds.
const PHRASE = 'brass lanterns swinging';
const INTERVIEWS = 17;

const said = (text: string) => {
  const words = text.split(' ').map((word, i) => ({ text: word, start: 3 + i * 0.6, end: 3 + i * 0.6 + 0.5 }));
  return [{ speaker: 'Narrator', start: 3, end: (words.at(-1)?.end ?? 3) + 0.1, children: [{ text, words }] }];
};

async function projectId(request: APIRequestContext, headers: Record<string, string>): Promise<string> {
  const listed = await request.get('/api/organization/other-archive/projects', { headers });
  expect(listed.ok(), await listed.text()).toBe(true);
  const body = (await listed.json()) as { items?: { _id: string; name: string }[] } | { _id: string; name: string }[];
  const items = Array.isArray(body) ? body : (body.items ?? []);
  const project = items.find((p) => p.name === PROJECT);
  expect(project, PROJECT).toBeTruthy();
  return project?._id ?? '';
}

test('the interviews found for a phrase are paged, the page kept in the address with the phrase', async ({ page, request }) => {
  test.setTimeout(180_000);
  const signin = await request.post('/api/signin', { data: { email: MANAGER, password: DEMO_PASSWORD } });
  expect(signin.ok()).toBe(true);
  const headers = { authorization: `Bearer ${(await signin.json()).token}` };
  const project = await projectId(request, headers);
  const run = Date.now().toString(36);
  for (let i = 1; i <= INTERVIEWS; i++) {
    const started = await request.post('/api/stories/start', {
      headers,
      data: { project, title: `Quay night ${i} ${run}`, upload: false },
    });
    expect(started.ok(), await started.text()).toBe(true);
    const storyId = (await started.json())._id as string;
    const edited = await request.post(`/api/transcripts/${storyId}/edit`, { headers, data: said(`we saw the ${PHRASE} above the quay`) });
    expect(edited.ok(), await edited.text()).toBe(true);
  }

  await signIn(page, MANAGER);
  await page.goto(`/search?search=${encodeURIComponent(PHRASE)}&project=${project}`);
  const found = page.getByRole('list', { name: 'Interviews found' });
  const status = page.getByRole('status').filter({ hasText: 'mention' });
  await expect(status).toHaveText(`${INTERVIEWS} interviews mention “${PHRASE}”. Showing 1–15.`, { timeout: 30_000 });
  await expect(found.getByRole('listitem').filter({ hasText: 'Quay night' })).toHaveCount(15);
  const pages = page.getByRole('navigation', { name: 'Result pages' });
  await expect(pages).toContainText('Page 1 of 2');
  await expectNoSeriousA11yViolations(page);

  await pages.getByRole('button', { name: 'Next page' }).click();
  await expect(status).toHaveText(`${INTERVIEWS} interviews mention “${PHRASE}”. Showing 16–17.`);
  await expect(found.getByRole('listitem').filter({ hasText: 'Quay night' })).toHaveCount(2);
  const address = new URL(page.url());
  expect(address.searchParams.get('search')).toBe(PHRASE);
  expect(address.searchParams.get('page')).toBe('2');
  await expect(pages.getByRole('button', { name: 'Next page' })).toBeDisabled();
  for (const width of [1400, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `tests/.artifacts/screens/search-paged-${width}.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `the search page scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
  }

  // The address alone opens the same page, and back returns to the first.
  await page.reload();
  await expect(status).toHaveText(`${INTERVIEWS} interviews mention “${PHRASE}”. Showing 16–17.`, { timeout: 30_000 });
  await page.goBack();
  await expect(status).toHaveText(`${INTERVIEWS} interviews mention “${PHRASE}”. Showing 1–15.`, { timeout: 30_000 });
});
