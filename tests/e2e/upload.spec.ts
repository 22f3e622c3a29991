import { expect, test } from './support/csp.js';
import { toast } from './support/notice.js';
import { makeRecording } from './support/recording.js';
import { demo, signIn } from './support/sign-in.js';

const SCRIPT = 'The river flooded the mill in the spring and the workers carried the looms up the hill';

test('a manager uploads a recording, titles it while it uploads, sees it complete, and plays a spoken word found in its transcript', async ({
  page,
}, testInfo) => {
  // Processing and pocketsphinx run in the server's background jobs.
  test.setTimeout(360_000);
  const recording = makeRecording(testInfo.outputPath('media'), 'river-interview', SCRIPT, 'rms');
  await signIn(page, demo.manager);
  await page.goto('/projects');
  await page.getByRole('link', { name: 'Mill Town Memories' }).click();
  await page.getByRole('link', { name: 'Upload files' }).click();
  await expect(page.getByRole('heading', { name: 'Upload files' })).toBeVisible();

  await page.getByLabel('Choose files').setInputFiles(recording);
  const row = page.getByRole('listitem', { name: 'river-interview.mp4' });
  const state = row.getByRole('status');
  await expect(state).toHaveText(/^(Queued|Uploading \d+%|Complete)$/);

  // While the file goes up, the uploadingMetadata page gives its story a title, which the project's list then shows.
  await page.getByRole('link', { name: 'All uploads and their details' }).click();
  await expect(page.getByRole('heading', { name: 'Uploading files' })).toBeVisible();
  const title = page.getByRole('group', { name: 'Details of river-interview.mp4' }).getByLabel('Title');
  await expect(title).toHaveValue('river-interview');
  await title.fill('The flooded mill');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Story updated successfully')).toBeVisible();
  await expect(state).toHaveText('Complete', { timeout: 120_000 });
  await page.getByRole('link', { name: 'Back to the project' }).click();
  await page.getByRole('link', { name: 'The flooded mill' }).click();
  await expect(page.getByRole('heading', { name: 'The flooded mill' })).toBeVisible();
  const transcript = page.getByRole('region', { name: 'Transcript' });
  await expect(transcript).toBeVisible({ timeout: 240_000 });

  // Search a word the recogniser heard (from the script when it heard one), beyond the first so playback moves.
  const heard = (await transcript.locator('[data-w]').allInnerTexts()).map((w) => w.trim().toLowerCase());
  const spoken = heard.slice(1).find((w) => SCRIPT.toLowerCase().split(' ').includes(w) && w.length > 3) ?? heard[heard.length - 1] ?? '';
  expect(spoken.length).toBeGreaterThan(0);
  await page.getByLabel('Search the interview').fill(spoken);
  await expect(page.getByText(/^1 of \d+$/)).toBeVisible();
  const match = transcript.locator('mark').first();
  await expect(match).toBeVisible();
  await match.click();
  const player = page.getByLabel('Player');
  await expect.poll(() => player.evaluate((media: HTMLMediaElement) => media.currentTime)).toBeGreaterThan(0);
  await expect(match.locator('xpath=ancestor::*[@data-w][1]')).toHaveAttribute('data-current', '');
});
