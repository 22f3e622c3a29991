import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { apiPost, apiToken } from './support/api.js';
import { expect as baseExpect, test } from './support/csp.js';
import { checkScreen, DESKTOP, PHONE } from './support/screens.js';
import { demo, signIn } from './support/sign-in.js';

// Titles unique to this run, so the library's search finds only this journey's clips.
const RUN = Date.now().toString(36);
const expect = baseExpect.configure({ timeout: 20_000 });

/** Six seconds of tone, as a small m4a the server processes quickly. */
function makeAudio(dir: string): Buffer {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'tone.m4a');
  execFileSync('ffmpeg', ['-y', '-loglevel', 'error', '-f', 'lavfi', '-i', 'sine=frequency=330:duration=6', '-c:a', 'aac', file]);
  return readFileSync(file);
}

/** A story of our own with its audio uploaded through the API, as the upload page does it. */
async function storyWithAudio(request: APIRequestContext, token: string, project: string, audio: Buffer): Promise<string> {
  const headers = { authorization: `Bearer ${token}` };
  const started = await request.post('/api/stories/start', {
    headers,
    data: { project, title: `Clip paging ${RUN}`, upload: true, file_name: 'tone.m4a' },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const storyId = (await started.json())._id as string;
  const config = await request.get(`/api/stories/${storyId}/upload-config?type=audio/mp4&numUploadParts=1&fileName=tone.m4a`, { headers });
  const { Parts, Key, UploadId } = await config.json();
  const target = new URL(Parts[0].signedUrl, 'http://127.0.0.1');
  expect((await request.put(`${target.pathname}${target.search}`, { data: audio })).ok()).toBe(true);
  const done = await request.post(`/api/stories/${storyId}/media/upload/completion`, { headers, data: { key: Key, uploadId: UploadId } });
  expect(done.ok(), await done.text()).toBe(true);
  return storyId;
}

test('the clips library shows one numbered page at a time, its page and search kept in the address', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  // A project of our own, so no other journey's clips change.
  const token = await apiToken(request, demo.admin);
  const project = await apiPost<{ _id: string }>(request, token, '/projects/create', { name: `Clip paging ${RUN}`, org_code: 'riverbend' });
  const storyId = await storyWithAudio(request, token, project._id, makeAudio(testInfo.outputPath('media')));
  const headers = { authorization: `Bearer ${token}` };
  // The first cut waits until the media is processed (409 until then); the other fifteen follow at once.
  await expect
    .poll(
      async () =>
        (
          await request.post(`/api/stories/${storyId}/create_clip`, { headers, data: { title: `Take 01 ${RUN}`, start: 0, end: 1 } })
        ).status(),
      { timeout: 120_000, intervals: [1000] },
    )
    .toBe(200);
  for (let i = 2; i <= 16; i += 1) {
    const made = await request.post(`/api/stories/${storyId}/create_clip`, {
      headers,
      data: { title: `Take ${String(i).padStart(2, '0')} ${RUN}`, start: 0, end: 1 + i / 10 },
    });
    expect(made.ok(), await made.text()).toBe(true);
  }

  await signIn(page, demo.admin);
  await page.goto('/clips');
  await page.getByRole('searchbox', { name: 'Search clips' }).fill(RUN);
  await page.getByRole('searchbox', { name: 'Search clips' }).press('Enter');
  const list = page.getByRole('list', { name: 'Clips' });
  const pager = page.getByRole('navigation', { name: 'Pages of clips' });
  await expect(pager).toContainText('1–15 of 16 clips');
  await expect(list.getByRole('listitem')).toHaveCount(15);
  await expect(page.getByRole('button', { name: /show more/i })).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${RUN}`));

  await pager.getByRole('button', { name: 'Page 2' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(pager).toContainText('16–16 of 16 clips');
  await expect(page).toHaveURL(/[?&]page=2/);

  // A reload (or a shared link) opens the same page of the same search.
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Pages of clips' }).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('list', { name: 'Clips' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('searchbox', { name: 'Search clips' })).toHaveValue(RUN);
  await page.getByRole('navigation', { name: 'Pages of clips' }).getByRole('button', { name: 'Previous page' }).click();
  await expect(page.getByRole('list', { name: 'Clips' }).getByRole('listitem')).toHaveCount(15);
  await page.setViewportSize(DESKTOP);
  await checkScreen(page, 'clips-paging');
  await page.setViewportSize(PHONE);
  await checkScreen(page, 'clips-paging');
});

test('the Interviews page leads to the people, places and dates said across the interviews', async ({ page }) => {
  await signIn(page, demo.user);
  await page.goto('/myInterviews');
  await expect(page.getByRole('heading', { name: 'Interviews', level: 1 })).toBeVisible();
  await page.setViewportSize(DESKTOP);
  await checkScreen(page, 'interviews-header');
  await page.setViewportSize(PHONE);
  await checkScreen(page, 'interviews-header');
  await page.getByRole('link', { name: 'People, places and dates' }).click();
  await expect(page).toHaveURL(/\/entities$/);
  await expect(page.getByRole('heading', { name: 'Entities', level: 1 })).toBeVisible();
});
