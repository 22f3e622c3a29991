import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import { apiToken } from './support/api.js';
import { expect as baseExpect, test } from './support/csp.js';
import { startFakeBox } from './support/fake-box.js';
import { toast } from './support/notice.js';
import { demo, signIn } from './support/sign-in.js';

const SCREENS = 'tests/.artifacts/screens';
// A file name unique to this run, so a rerun on the same data finds only its own interview.
const RUN = Date.now().toString(36);
const FILE = `ferry-landing-${RUN}.wav`;
// Processing the imported file takes a while on a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

let box: Server;

test.beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'storykeep-box-'));
  const wav = join(dir, 'speech.wav');
  execFileSync('flite', ['-voice', 'rms', '-t', 'The ferry left the landing at six every morning', '-o', wav]);
  const bytes = readFileSync(wav);
  box = await startFakeBox(Number(process.env.E2E_BOX_PORT), {
    '2001': { name: FILE, bytes },
    '2002': { name: `untouched-${RUN}.wav`, bytes },
  });
});

test.afterAll(async () => {
  await new Promise((resolve) => box.close(resolve));
});

test('a manager connects Box on the import page, picks a file, and it becomes an interview of the project', async ({ page, request }) => {
  test.setTimeout(180_000);
  await signIn(page, demo.manager);
  await page.goto('/projects/select_cloud_files');
  await page.getByRole('combobox', { name: 'Project' }).selectOption({ label: 'Mill Town Memories' });
  // With a Box app configured there is no token to paste: the person connects their Box account.
  await expect(page.getByLabel('Box access token')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Connect Box' }).click();

  // Box's consent page (the loopback fake) sends the browser back to the import page, which finishes connecting with
  // the manager's own session and drops Box's answer from the address.
  await expect(page.getByRole('heading', { name: 'Allow Storykeep to read your Box files?' })).toBeVisible();
  await page.getByRole('link', { name: 'Allow' }).click();
  await expect(page.getByText('Box is connected.')).toBeVisible();
  await expect(page).toHaveURL(/\/projects\/select_cloud_files\?project=[^&#]+$/);
  await expect(page.getByRole('combobox', { name: 'Project' })).toHaveValue(/.+/);
  await expect(page.getByRole('combobox', { name: 'Project' }).locator('option:checked')).toHaveText('Mill Town Memories');

  await page.getByRole('button', { name: 'List Box files' }).click();
  const files = page.getByRole('list', { name: 'Box files' });
  await files.getByRole('checkbox', { name: FILE }).check();
  await expectNoSeriousA11yViolations(page);
  for (const width of [1400, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SCREENS}/box-picker-${width}.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `the Box picker scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.getByRole('button', { name: 'Import 1 file' }).click();
  await expect(toast(page, 'The import has started.')).toBeVisible();
  await expect(page).toHaveURL(/\/projects\/[^/?]+/);
  const title = FILE.replace(/\.wav$/, '');
  await expect(page.getByRole('link', { name: title })).toBeVisible();

  // The server downloaded the file from Box and processed it: the interview has its media.
  const token = await apiToken(request, demo.manager);
  const projectId = /\/projects\/([^/?]+)/.exec(page.url())?.[1] ?? '';
  const list = await (
    await request.get(`/api/projects/${projectId}/stories?search=${encodeURIComponent(title)}`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json();
  const storyId = (list.items as { _id: string; title: string }[]).find((s) => s.title === title)?._id ?? '';
  expect(storyId).not.toBe('');
  await expect
    .poll(
      async () => {
        const story = await (await request.get(`/api/stories/${storyId}`, { headers: { authorization: `Bearer ${token}` } })).json();
        return Number(story.duration ?? 0);
      },
      { timeout: 120_000, intervals: [2000] },
    )
    .toBeGreaterThan(1);
  await expect(page.getByRole('link', { name: `untouched-${RUN}` })).toHaveCount(0);
});
