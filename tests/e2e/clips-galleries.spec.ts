import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import { expect, test } from './support/csp.js';
import { DEMO_PASSWORD, demo, signIn } from './support/sign-in.js';

const SCREENS = 'tests/.artifacts/screens';
// Titles unique to this run, so a rerun on the same data finds only its own clips.
const RUN = Date.now().toString(36);
const FOX = `Fox at dawn ${RUN}`;
const HOUND = `Hound at noon ${RUN}`;
const HERON = `Heron at dusk ${RUN}`;

/** Eight seconds of tone, as a small m4a the server processes quickly. */
function makeAudio(dir: string): Buffer {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'tone.m4a');
  execFileSync('ffmpeg', ['-y', '-loglevel', 'error', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=8', '-c:a', 'aac', file]);
  return readFileSync(file);
}

/** A story of our own in the project, its audio uploaded through the API as the upload page does it. */
async function storyWithAudio(request: APIRequestContext, token: string, project: string, title: string, audio: Buffer): Promise<string> {
  const headers = { authorization: `Bearer ${token}` };
  const started = await request.post('/api/stories/start', { headers, data: { project, title, upload: true, file_name: 'tone.m4a' } });
  expect(started.ok(), await started.text()).toBe(true);
  const storyId = (await started.json())._id as string;
  const config = await request.get(`/api/stories/${storyId}/upload-config?type=audio/mp4&numUploadParts=1&fileName=tone.m4a`, { headers });
  expect(config.ok(), await config.text()).toBe(true);
  const { Parts, Key, UploadId } = await config.json();
  const target = new URL(Parts[0].signedUrl, 'http://127.0.0.1');
  const put = await request.put(`${target.pathname}${target.search}`, { data: audio });
  expect(put.ok(), await put.text()).toBe(true);
  const done = await request.post(`/api/stories/${storyId}/media/upload/completion`, { headers, data: { key: Key, uploadId: UploadId } });
  expect(done.ok(), await done.text()).toBe(true);
  return storyId;
}

/** Cuts a clip once the story's media is processed (until then the server answers 409). */
async function clip(request: APIRequestContext, token: string, storyId: string, title: string, start: number, end: number) {
  const headers = { authorization: `Bearer ${token}` };
  await expect
    .poll(
      async () => {
        const made = await request.post(`/api/stories/${storyId}/create_clip`, {
          headers,
          data: { title, start, end, tags: ['birds-and-beasts'] },
        });
        return made.status();
      },
      { timeout: 90_000, intervals: [1000] },
    )
    .toBe(200);
}

/**
 * Every response a page receives, its address and (for text) its body, so a test can check that no public page
 * is handed an address of a whole interview.
 */
function recordResponses(page: Page): { url: string; body: string }[] {
  const seen: { url: string; body: string }[] = [];
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    const text = /json|text|javascript|html/.test(type) ? await response.text().catch(() => '') : '';
    seen.push({ url: response.url(), body: text });
  });
  return seen;
}

/** The responses (address or body) that mention any of these object keys, plain or URL-encoded. */
function mentioning(responses: { url: string; body: string }[], keys: string[]): string[] {
  const forms = keys.flatMap((key) => [key, encodeURIComponent(key), key.split('/').map(encodeURIComponent).join('/')]);
  return responses.filter((r) => forms.some((form) => r.url.includes(form) || r.body.includes(form))).map((r) => r.url);
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

test('clips from two stories are found on /clips, one is deleted, the rest become a refined gallery seen signed out', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(420_000);
  const signin = await request.post('/api/signin', { data: { email: demo.manager, password: DEMO_PASSWORD } });
  const token = (await signin.json()).token as string;
  await signIn(page, demo.manager);
  await page.goto('/projects');
  await page.getByRole('link', { name: 'Mill Town Memories' }).click();
  const project = /\/projects\/([^/?]+)/.exec(page.url())?.[1] ?? '';
  expect(project).not.toBe('');

  const audio = makeAudio(testInfo.outputPath('media'));
  const first = await storyWithAudio(request, token, project, `Birdsong walk ${RUN}`, audio);
  const second = await storyWithAudio(request, token, project, `Kennel yard ${RUN}`, audio);
  await clip(request, token, first, FOX, 1, 3);
  await clip(request, token, second, HOUND, 2, 5);
  await clip(request, token, second, HERON, 5, 7.5);

  // The library: every clip across stories, newest first, searched by this run's mark.
  await page.goto('/clips');
  await page.getByRole('searchbox', { name: 'Search clips' }).fill(RUN);
  await page.getByRole('searchbox', { name: 'Search clips' }).press('Enter');
  const list = page.getByRole('list', { name: 'Clips' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list.getByRole('heading')).toHaveText([HERON, HOUND, FOX]);
  await expect(list.getByRole('listitem', { name: FOX })).toContainText(`Birdsong walk ${RUN}`);
  await expect(list.getByRole('listitem', { name: HOUND })).toContainText(`Kennel yard ${RUN}`);
  await expectNoSeriousA11yViolations(page);
  await screens(page, 'clips');

  // Each clip plays in place once cut, and its audio is cut for download on demand.
  const houndCard = list.getByRole('listitem', { name: HOUND });
  await expect(houndCard.getByLabel(`Play ${HOUND}`)).toBeVisible({ timeout: 90_000 });
  await houndCard.getByRole('button', { name: `Download audio of ${HOUND}` }).click();
  const save = houndCard.getByRole('link', { name: `Save audio of ${HOUND}` });
  await expect(save).toBeVisible({ timeout: 90_000 });
  const downloaded = await request.get((await save.getAttribute('href')) ?? '');
  expect(downloaded.status()).toBe(200);
  expect(downloaded.headers()['content-type']).toMatch(/^audio\//);

  // Share publishes that clip alone, on its own page that plays only the clip's rendition.
  await houndCard.getByRole('button', { name: `Share ${HOUND}` }).click();
  const shareDialog = page.getByRole('dialog', { name: 'Share this clip publicly?' });
  await expect(shareDialog).toContainText('Only this clip is published');
  await shareDialog.getByRole('button', { name: 'Share publicly' }).click();
  const clipLink = houndCard.getByRole('link', { name: /\/public\/clips\// });
  await expect(clipLink).toBeVisible();
  const clipAddress = new URL((await clipLink.getAttribute('href')) ?? '');
  // Every object of either interview's whole recording: its web rendition, its original, its audio.
  const wholeInterviews = [first, second].flatMap((id) => ['web.m4a', 'original.m4a', 'audio.m4a'].map((name) => `stories/${id}/${name}`));
  const clipVisitor = await browser.newContext();
  const clipPage = await clipVisitor.newPage();
  const clipResponses = recordResponses(clipPage);
  await clipPage.goto(clipAddress.pathname);
  await expect(clipPage.getByRole('heading', { name: HOUND, level: 1 })).toBeVisible();
  const clipPlayer = clipPage.getByLabel(`Play ${HOUND}`);
  await expect(clipPlayer).toHaveAttribute('src', new RegExp(`/stories/${second}/clips/[^/]+/clip\\.m4a`));
  // The clip's own file plays whole: it lasts the clip's 3 seconds, not the interview's 8.
  await expect.poll(() => clipPlayer.evaluate((audio: HTMLAudioElement) => audio.duration), { timeout: 30_000 }).toBeLessThan(4);
  await expectNoSeriousA11yViolations(clipPage);
  await screens(clipPage, 'clip-public');
  expect(mentioning(clipResponses, wholeInterviews), 'a whole interview reached the clip page').toEqual([]);
  await clipVisitor.close();

  // Multi-select delete of one clip.
  await list.getByRole('checkbox', { name: `Select ${FOX}` }).check();
  await page.getByRole('region', { name: 'Selected clips' }).getByRole('button', { name: 'Delete selected' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem', { name: FOX })).toHaveCount(0);

  // Open a clip in its interview at the clip's time.
  await list.getByRole('listitem', { name: HOUND }).getByRole('link', { name: 'Open in interview' }).click();
  await expect(page).toHaveURL(new RegExp(`/stories/${second}/hub\\?t=2$`));
  await expect(page.getByRole('heading', { name: `Kennel yard ${RUN}` })).toBeVisible();

  // A gallery from the two remaining clips.
  await page.goto('/galleries');
  await expect(page.getByText('Beta', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'New gallery' }).click();
  await page.getByLabel('Title').fill(`Creatures ${RUN}`);
  await page.getByLabel('Description').fill('Animals heard around the mill.');
  // Pictures from the app's own origin, so the page's content policy lets them load in the test as anywhere else.
  const origin = new URL(page.url()).origin;
  await page.getByLabel('Background picture address').fill(`${origin}/tutorial-images/home.png`);
  await page.getByLabel('Thumbnail address').fill(`${origin}/tutorial-images/hub.png`);
  await page.getByRole('checkbox', { name: new RegExp(HOUND) }).check();
  await page.getByRole('checkbox', { name: new RegExp(HERON) }).check();
  await expectNoSeriousA11yViolations(page);
  await screens(page, 'gallery-new');
  await page.getByRole('button', { name: 'Create gallery' }).click();

  // Refine: Heron first, Hound trimmed and captioned.
  await expect(page.getByRole('heading', { name: `Refine “Creatures ${RUN}”` })).toBeVisible();
  const clips = page.getByRole('list', { name: 'Clips of the gallery' });
  await clips.getByRole('button', { name: `Move up: ${HERON}` }).click();
  const hound = clips.getByRole('listitem', { name: HOUND });
  await hound.getByLabel('Start (s)').fill('2.5');
  await hound.getByLabel('End (s)').fill('4.5');
  await hound.getByLabel('Caption').fill('The hound answers the noon whistle.');
  await expectNoSeriousA11yViolations(page);
  await screens(page, 'gallery-refine');
  await page.getByRole('button', { name: 'Save order, trims and captions' }).click();

  await expect(page.getByRole('heading', { name: `Creatures ${RUN}`, exact: true, level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Clips of the gallery' }).getByRole('heading')).toHaveText([HERON, HOUND]);
  // Private until published: the manager of the clips' project may publish it.
  await expect(page.getByText('This gallery is private')).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('button', { name: 'Make private' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screens(page, 'gallery');
  const address = new URL((await page.getByRole('link', { name: /\/public\/galleries\// }).getAttribute('href')) ?? '');

  // Signed out, on a phone, anyone with the address sees the gallery in its refined order, with its cover.
  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const visitorPage = await visitor.newPage();
  const visitorResponses = recordResponses(visitorPage);
  await visitorPage.goto(address.pathname);
  await expect(visitorPage.getByRole('heading', { name: `Creatures ${RUN}` })).toBeVisible();
  await expect(visitorPage.getByRole('list', { name: 'Clips' }).getByRole('heading')).toHaveText([HERON, HOUND]);
  await expect(visitorPage.getByText('The hound answers the noon whistle.')).toBeVisible();
  // The clip's own rendition (it starts at 2 s of its interview), over the gallery's trim 2.5–4.5 s.
  const player = visitorPage.getByLabel(`Play ${HOUND}`);
  await expect(player).toHaveAttribute('src', new RegExp(`/stories/${second}/clips/[^/]+/clip\\.m4a.*#t=0\\.5,2\\.5$`));
  const cover = visitorPage.getByRole('img', { name: `Cover of Creatures ${RUN}` });
  await expect(cover).toHaveAttribute('src', `${origin}/tutorial-images/hub.png`);
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const banner = await visitorPage
    .getByRole('heading', { name: `Creatures ${RUN}` })
    .locator('xpath=ancestor::header')
    .evaluate((header) => getComputedStyle(header).backgroundImage);
  expect(banner).toContain('linear-gradient');
  expect(banner).toContain('/tutorial-images/home.png');
  const sideways = await visitorPage.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(sideways, 'the public gallery scrolls sideways at 390 px').toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(visitorPage);
  await screens(visitorPage, 'gallery-public');
  // A link preview reads the thumbnail from the page's HTML, with no script run.
  const html = await (await request.get(address.pathname)).text();
  expect(html).toContain(`<meta property="og:image" content="${origin}/tutorial-images/hub.png">`);
  expect(html).toContain(`<meta property="og:title" content="Creatures ${RUN}">`);

  // A clip changed after publishing: the gallery says so until refreshed, and its public page keeps the published clip.
  await request.put(`/api/stories/${second}/edit_clip/${await clipId(request, token, second, HERON)}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { title: `${HERON} (renamed)` },
  });
  await page.reload();
  await expect(page.getByText(`The clip '${HERON} (renamed)' changed since the gallery was last refreshed.`)).toBeVisible({
    timeout: 30_000,
  });
  await visitorPage.reload();
  await expect(visitorPage.getByRole('list', { name: 'Clips' }).getByRole('heading')).toHaveText([HERON, HOUND]);
  await page.getByRole('button', { name: 'Refresh the gallery' }).click();
  await expect(page.getByText(/changed since the gallery was last refreshed/)).toHaveCount(0);
  await visitorPage.reload();
  await expect(visitorPage.getByRole('list', { name: 'Clips' }).getByRole('heading')).toHaveText([`${HERON} (renamed)`, HOUND]);
  // Signed out, every response of every visit: no address or object key of a whole interview.
  expect(visitorResponses.length).toBeGreaterThan(5);
  expect(mentioning(visitorResponses, wholeInterviews), 'a whole interview reached the public gallery').toEqual([]);
  await visitor.close();
});

async function clipId(request: APIRequestContext, token: string, storyId: string, title: string): Promise<string> {
  const listed = await request.get(`/api/stories/${storyId}/list_clip`, { headers: { authorization: `Bearer ${token}` } });
  const found = ((await listed.json()) as { _id: string; title: string }[]).find((c) => c.title === title);
  expect(found).toBeDefined();
  return found?._id ?? '';
}
