import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import { apiToken } from './support/api.js';
import { expect, test } from './support/csp.js';
import { demo, signIn } from './support/sign-in.js';

const SCREENS = 'tests/.artifacts/screens';
// Titles unique to this run, so a rerun on the same data finds only its own stories.
const RUN = Date.now().toString(36);
const LOCKS = `Lock keeper’s winter ${RUN}`;
const BARGE = `Barge horns ${RUN}`;
const HORN = `The horn at the bend ${RUN}`;

/** Six seconds of tone, as a small m4a the server processes quickly. */
function makeAudio(dir: string): Buffer {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'tone.m4a');
  execFileSync('ffmpeg', ['-y', '-loglevel', 'error', '-f', 'lavfi', '-i', 'sine=frequency=330:duration=6', '-c:a', 'aac', file]);
  return readFileSync(file);
}

/** A story of our own with its audio uploaded as the upload page does it, then shared publicly. */
async function sharedStory(request: APIRequestContext, token: string, project: string, title: string, audio: Buffer): Promise<string> {
  const headers = { authorization: `Bearer ${token}` };
  const started = await request.post('/api/stories/start', { headers, data: { project, title, upload: true, file_name: 'tone.m4a' } });
  expect(started.ok(), await started.text()).toBe(true);
  const storyId = (await started.json())._id as string;
  const config = await request.get(`/api/stories/${storyId}/upload-config?type=audio/mp4&numUploadParts=1&fileName=tone.m4a`, { headers });
  const { Parts, Key, UploadId } = await config.json();
  const target = new URL(Parts[0].signedUrl, 'http://127.0.0.1');
  expect((await request.put(`${target.pathname}${target.search}`, { data: audio })).ok()).toBe(true);
  const done = await request.post(`/api/stories/${storyId}/media/upload/completion`, { headers, data: { key: Key, uploadId: UploadId } });
  expect(done.ok(), await done.text()).toBe(true);
  const shared = await request.get(`/api/stories/${storyId}/share/public`, { headers });
  expect(shared.ok(), await shared.text()).toBe(true);
  return storyId;
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

test('an admin features a clip and a shared story; a signed-out visitor plays them on the home page and beside a public page', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const token = await apiToken(request, demo.manager);
  const headers = { authorization: `Bearer ${token}` };
  const projects = await (await request.get('/api/projects?pageSize=100', { headers })).json();
  const project = (projects.items as { _id: string; name: string }[]).find((p) => p.name === 'Mill Town Memories')?._id ?? '';
  expect(project).not.toBe('');
  const audio = makeAudio(testInfo.outputPath('media'));
  const locks = await sharedStory(request, token, project, LOCKS, audio);
  const barge = await sharedStory(request, token, project, BARGE, audio);
  // The clip is cut once the story's media is processed (until then the server answers 409).
  await expect
    .poll(
      async () =>
        (await request.post(`/api/stories/${barge}/create_clip`, { headers, data: { title: HORN, start: 1, end: 4, tags: [] } })).status(),
      { timeout: 90_000, intervals: [1000] },
    )
    .toBe(200);

  // The admin chooses the public page and the clip on the testimonials controls.
  await signIn(page, demo.admin);
  await page.goto('/admin/testimonials-controls');
  await page.getByLabel('Organization').selectOption({ label: 'Riverbend Oral History Project' });
  const items = page.getByRole('list', { name: 'Public pages and clips' });
  // The list is read again when the organization changes, which resets its boxes: tick them once it has settled.
  await page.waitForLoadState('networkidle');
  await expect(async () => {
    await items.getByRole('checkbox', { name: `Public page: ${LOCKS}` }).check();
    await items.getByRole('checkbox', { name: new RegExp(`^Clip: ${HORN}`) }).check();
  }).toPass({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Save testimonials' }).click();
  await expect(items.getByRole('checkbox', { name: `Public page: ${LOCKS}` })).toBeChecked();
  await expect.poll(async () => (await (await request.get('/api/public/testimonials')).json()).items.length).toBeGreaterThanOrEqual(2);

  // A visitor who never signed in meets both on the welcome page.
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const visitor = await context.newPage();
  await visitor.goto('/welcome');
  const section = visitor.getByRole('region', { name: 'Heard in our archives' });
  await expect(section.getByRole('heading', { name: LOCKS, level: 3 })).toBeVisible();
  await expect(section.getByRole('heading', { name: HORN, level: 3 })).toBeVisible();
  // The clip plays its own range of the interview, and really plays.
  const clipPlayer = section.getByLabel(`Play the clip ${HORN}`);
  await expect(clipPlayer).toHaveAttribute('src', /#t=1,4$/);
  await clipPlayer.evaluate((el: HTMLMediaElement) => el.play());
  await expect.poll(() => clipPlayer.evaluate((el: HTMLMediaElement) => el.currentTime)).toBeGreaterThan(1);
  await expect(section.getByLabel(`Play the interview ${LOCKS}`)).toHaveAttribute('src', /\S/);
  await visitor.waitForLoadState('networkidle');
  await expectNoSeriousA11yViolations(visitor);
  await screens(visitor, 'testimonials-welcome');

  // The clip leads to its interview's public page, where the organization's other featured story waits.
  await section.getByRole('link', { name: `The whole interview: ${BARGE}` }).click();
  await expect(visitor.getByRole('heading', { name: BARGE, level: 1 })).toBeVisible();
  const beside = visitor.getByRole('region', { name: 'More from Riverbend Oral History Project' });
  await expect(beside.getByRole('heading', { name: LOCKS, level: 3 })).toBeVisible();
  // Never the page's own story or its clips.
  await expect(beside.getByRole('heading', { name: HORN })).toHaveCount(0);
  await expectNoSeriousA11yViolations(visitor);
  await screens(visitor, 'testimonials-public-page');

  // Withdrawing the public page takes it off the visitor's pages.
  expect((await request.get(`/api/stories/${locks}/unshare/public`, { headers })).ok()).toBe(true);
  await visitor.goto('/welcome');
  await expect(visitor.getByRole('region', { name: 'Heard in our archives' }).getByRole('heading', { name: HORN })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: LOCKS })).toHaveCount(0);
  await context.close();
});
