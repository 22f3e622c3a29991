import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import { interviewWithoutRecording } from './support/api.js';
import { DEMO_PASSWORD, demo, signIn } from './support/sign-in.js';

// A demo story no other journey changes is searched; the shared one is this journey's own, so the demo's index and
// recording (made after start-up) stay out of what its public page shows.
const SEARCHED = 'The night the river rose';
const SHARED = 'Letters from the dormitory';
const PROJECT = 'Mill Town Memories';
const SCREENS = 'tests/.artifacts/screens';
// A phrase found nowhere else in the demo, so the hit is ours whatever other journeys add.
const PHRASE = 'water reached the bakery ceiling';

async function apiToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/signin', { data: { email: demo.manager, password: DEMO_PASSWORD } });
  expect(response.ok()).toBe(true);
  return `Bearer ${(await response.json()).token}`;
}

const said = (speaker: string, start: number, text: string) => {
  const words = text.split(' ').map((word, i) => ({ text: word, start: start + i * 0.6, end: start + i * 0.6 + 0.5 }));
  return { speaker, start, end: (words.at(-1)?.end ?? start) + 0.1, children: [{ text, words }] };
};

/** The id of a demo story of the project, found through the search-all-stories API. */
async function storyIdOf(request: APIRequestContext, token: string, title: string): Promise<string> {
  const found = await request.get(`/api/stories/all?search=${encodeURIComponent(title)}&pageSize=5&page=1`, {
    headers: { authorization: token },
  });
  expect(found.ok()).toBe(true);
  const story = ((await found.json()).items as { _id: string; title: string }[]).find((s) => s.title === title);
  expect(story, title).toBeTruthy();
  return story?._id ?? '';
}

async function screens(page: Page, name: string) {
  for (const width of [1400, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SCREENS}/${name}-${width}.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1400, height: 900 });
}

test('a phrase searched across a project opens its interview at the moment it is said', async ({ page, request }) => {
  const token = await apiToken(request);
  const storyId = await storyIdOf(request, token, SEARCHED);
  const paragraphs = [
    said('Irene', 0, 'We heard the sirens after midnight'),
    said('Interviewer', 40, 'How high did it come'),
    said('Irene', 95, `By morning the ${PHRASE} and we sat on the roof`),
  ];
  expect((await request.post(`/api/transcripts/${storyId}/edit`, { headers: { authorization: token }, data: paragraphs })).ok()).toBe(true);

  await signIn(page, demo.manager);
  await page.goto('/search');
  await expect(page.getByRole('heading', { name: 'Search interviews' })).toBeVisible();
  await page.getByLabel('Project', { exact: true }).selectOption({ label: PROJECT });
  await page.getByRole('searchbox', { name: 'Words or phrase' }).fill('bakery ceiling');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const hit = page.getByRole('listitem', { name: SEARCHED });
  await expect(hit).toBeVisible();
  await expect(hit.locator('mark', { hasText: 'bakery' })).toBeVisible();
  await expect(page.getByText('Search is by words only', { exact: false })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('transcriptSearch')).toBe('bakery ceiling');
  await expectNoSeriousA11yViolations(page);
  await screens(page, 'search-across');

  await hit.getByRole('link', { name: 'Open at 01:35' }).click();
  await expect(page.getByRole('heading', { name: SEARCHED })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('t')).toBe('95');
  const transcript = page.getByRole('region', { name: 'Transcript' });
  await expect(transcript.locator('mark', { hasText: 'bakery' }).first()).toBeVisible();
});

test('a shared interview asks first, then its public page serves metadata to crawlers and fits a phone', async ({
  page,
  browser,
  request,
}) => {
  const token = await apiToken(request);
  const { storyId } = await interviewWithoutRecording(request, token.replace(/^Bearer /, ''), PROJECT, SHARED);
  const headers = { authorization: token };
  const paragraphs = [
    said('Interviewer', 0, 'Whose letters are these'),
    said('Agnes', 5, 'My grandmother wrote them from the mill dormitory every week'),
    said('Agnes', 30, 'She saved every penny for the passage home'),
  ];
  expect((await request.post(`/api/transcripts/${storyId}/edit`, { headers, data: paragraphs })).ok()).toBe(true);
  const index = await request.put(`/api/stories/${storyId}/index`, {
    headers,
    data: {
      title: 'Chapters',
      metadata: [
        { title: 'The letters', synopsis: 'Where the letters were found', keywords: ['letters', 'dormitory'], time: { start: 0 } },
        { title: 'Saving for home', synopsis: 'Wages and the passage home', keywords: ['wages'], time: { start: 30 } },
      ],
    },
  });
  expect(index.ok()).toBe(true);
  await request.get(`/api/stories/${storyId}/unshare/public`, { headers });

  await signIn(page, demo.manager);
  await page.goto('/projects');
  await page.getByRole('link', { name: PROJECT }).click();
  await page.getByRole('link', { name: SHARED }).click();
  const control = page.getByRole('region', { name: 'Public page' });
  await control.getByRole('button', { name: 'Share a public page' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this interview publicly?' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Share publicly' }).click();
  const link = control.getByRole('link', { name: /\/share\// });
  await expect(link).toBeVisible();
  const address = new URL((await link.getAttribute('href')) ?? '');
  expect(address.pathname).toMatch(/^\/share\/[A-Za-z0-9_-]{16,64}$/);

  // What a crawler sees: the HTML itself, no script run.
  const html = await (await request.get(address.pathname)).text();
  expect(html).toContain(`<meta property="og:title" content="${SHARED}">`);
  const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}');
  expect(jsonLd['@type']).toMatch(/^(Audio|Video)Object$/);
  expect(jsonLd.transcript).toContain('Agnes: My grandmother wrote them from the mill dormitory every week');

  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await visitor.newPage();
  await phone.goto(address.pathname);
  await expect(phone.getByRole('heading', { name: SHARED })).toBeVisible();
  // The page's header names the organization; featured testimonials below may name it again.
  await expect(phone.locator('header').getByText('Riverbend Oral History Project')).toBeVisible();
  await expect(phone.getByText('Agnes', { exact: true }).first()).toBeVisible();
  const chapters = phone.getByRole('region', { name: 'Chapters' });
  await expect(chapters.getByRole('heading', { name: 'Saving for home' })).toBeVisible();
  await expect(chapters.getByText('Wages and the passage home')).toBeVisible();
  await phone.getByRole('searchbox', { name: 'Find in the transcript' }).fill('passage home');
  await expect(phone.getByRole('region', { name: 'Transcript' }).locator('mark', { hasText: 'passage' })).toBeVisible();
  const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'the public page scrolls sideways at 390 px').toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(phone);
  await screens(phone, 'public-interview');
  await phone.goto(address.pathname.replace('/share/', '/public/stories/'));
  await expect(phone.getByRole('heading', { name: SHARED })).toBeVisible();
  await visitor.close();
});
