import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import { toast } from './support/notice.js';
import { makeRecording } from './support/recording.js';
import { DEMO_PASSWORD, demo, signIn } from './support/sign-in.js';

// These journeys work on a story of their own, uploaded by the first one, so no other spec's story is changed.
const TITLE = 'The weir at Kettle Lane';
const SCRIPT = 'The water came over the weir at night and the whole street carried sandbags down to the lane';
const TYPED = 'The water came over the weir at night and the whole street carried sandbags down to the lane.';

async function apiHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post('/api/signin', { data: { email: demo.manager, password: DEMO_PASSWORD } });
  expect(response.ok()).toBe(true);
  return { authorization: `Bearer ${(await response.json()).token}` };
}

interface SavedWord {
  text: string;
  start: number;
  end: number;
}

async function savedWords(request: APIRequestContext, storyId: string): Promise<SavedWord[]> {
  const response = await request.get(`/api/transcripts/${storyId}`, { headers: await apiHeaders(request) });
  expect(response.ok()).toBe(true);
  const { transcript } = (await response.json()) as { transcript: { paragraphs: { children: { words: SavedWord[] }[] }[] } };
  return transcript.paragraphs.flatMap((p) => p.children.flatMap((c) => c.words));
}

const SCREENS = 'tests/.artifacts/screens';

/** Screenshots at a desktop and a phone width; neither may scroll sideways. */
async function screens(page: Page, name: string) {
  for (const width of [1400, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SCREENS}/${name}-${width}.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1400, height: 900 });
}

const paragraph = (page: Page, n: number) => page.getByRole('textbox', { name: new RegExp(`^Paragraph ${n},`) });

async function openEditor(page: Page, storyId: string) {
  await signIn(page, demo.manager);
  await page.goto(`/stories/${storyId}/author`);
  // The editor loads the whole story first; a shared two-core machine can take longer than the default 5 s.
  await expect(page.getByRole('heading', { name: TITLE })).toBeVisible({ timeout: 30_000 });
  await expect(paragraph(page, 1)).toBeVisible();
}

test.describe
  .serial('authoring a story of its own', () => {
    let storyId = '';

    test('a manager uploads an interview, regenerates its transcript and is told "Transcription Completed!"', async ({
      page,
    }, testInfo) => {
      // Processing and pocketsphinx run in the server's background jobs, twice.
      test.setTimeout(600_000);
      const recording = makeRecording(testInfo.outputPath('media'), 'kettle-lane', SCRIPT, 'slt');
      await signIn(page, demo.manager);
      await page.goto('/projects');
      await page.getByRole('link', { name: 'Mill Town Memories' }).click();
      await page.getByRole('link', { name: 'Upload files' }).click();
      await page.getByLabel('Choose files').setInputFiles(recording);
      const state = page.getByRole('listitem', { name: 'kettle-lane.mp4' }).getByRole('status');
      await page.getByRole('link', { name: 'All uploads and their details' }).click();
      await page.getByRole('group', { name: 'Details of kettle-lane.mp4' }).getByLabel('Title').fill(TITLE);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(toast(page, 'Story updated successfully')).toBeVisible();
      await expect(state).toHaveText('Complete', { timeout: 120_000 });
      await page.getByRole('link', { name: 'Back to the project' }).click();
      await page.getByRole('link', { name: TITLE }).click();
      await expect(page.getByRole('region', { name: 'Transcript' })).toBeVisible({ timeout: 240_000 });
      storyId = /\/stories\/([^/]+)/.exec(page.url())?.[1] ?? '';
      expect(storyId).not.toBe('');

      await page.goto(`/stories/${storyId}/author`);
      await expect(paragraph(page, 1)).toBeVisible({ timeout: 30_000 });
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('tab', { name: 'Transcription and layout' }).click();
      // The server's pocketsphinx has an advanced mode of its own (a wider search): asked for here, run for real.
      const panel = page.getByRole('region', { name: 'Transcription' });
      await panel.getByRole('radio', { name: 'Advanced' }).check();
      await screens(page, 'transcription-advanced');
      await page.getByRole('button', { name: 'Regenerate transcript' }).click();
      await expect(panel.getByText('Transcription Completed!')).toBeVisible({
        timeout: 360_000,
      });
      await expect(paragraph(page, 1)).toBeVisible();
      // Regenerating kept the transcript it replaced as a version (a fresh story had none).
      await page.getByRole('tab', { name: 'Versions' }).click();
      await expect(page.getByRole('list', { name: 'Transcript versions' }).getByRole('listitem').first()).toBeVisible();
    });

    test('restoring an earlier version brings its words back and keeps the current transcript as a version', async ({ page }) => {
      test.skip(!storyId, 'needs the uploaded story');
      test.setTimeout(120_000);
      await openEditor(page, storyId);
      await paragraph(page, 1).locator('[data-w]').first().dblclick();
      await page.keyboard.type('Kettlewell');
      await expect(paragraph(page, 1)).toContainText('Kettlewell');
      await page.keyboard.press('Control+s');
      await expect(page.getByRole('status', { name: 'Save status' })).toHaveText(/^All changes saved at /);

      await page.getByRole('tab', { name: 'Versions' }).click();
      const versions = page.getByRole('list', { name: 'Transcript versions' }).getByRole('listitem');
      await expect(versions.first()).toBeVisible();
      const kept = await versions.count();
      await page
        .getByRole('button', { name: /^Restore the version of / })
        .first()
        .click();
      // The restored version is the transcript the advanced regeneration replaced: its words, not the correction's
      // (and not necessarily the advanced transcript's, which may differ from it).
      await expect(paragraph(page, 1)).not.toContainText('Kettlewell');
      await expect(paragraph(page, 1)).not.toHaveText('');
      await expect(versions).toHaveCount(kept + 1);
      // The newest version is the corrected transcript the restore replaced.
      await page
        .getByRole('button', { name: /^Preview the version of / })
        .first()
        .click();
      await expect(page.getByRole('region', { name: /^Preview of the version of / })).toContainText('Kettlewell');
      expect((await savedWords(page.request, storyId)).map((w) => w.text)).not.toContain('Kettlewell');
    });

    test('words selected in the transcript become a clip, which becomes ready with a thumbnail and an archive', async ({ page }) => {
      test.skip(!storyId, 'needs the uploaded story');
      test.setTimeout(180_000);
      await openEditor(page, storyId);
      await page.getByRole('tab', { name: 'Clips' }).click();
      const words = paragraph(page, 1).locator('[data-w]');
      await words.nth(1).click();
      await page.keyboard.down('Shift');
      await words.nth(3).click();
      await page.keyboard.up('Shift');
      await page.getByRole('button', { name: 'Create a clip from the selection' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create a clip' });
      await dialog.getByLabel('Title').fill('Over the weir');
      await dialog.getByRole('button', { name: 'Create' }).click();
      const item = page.getByRole('listitem', { name: 'Over the weir' });
      await expect(item.getByText('Ready')).toBeVisible({ timeout: 120_000 });

      const headers = await apiHeaders(page.request);
      const list = await page.request.get(`/api/stories/${storyId}/list_clip`, { headers });
      const clip = ((await list.json()) as { _id: string; title: string; thumbnailURL?: string; archiveURL?: string }[]).find(
        (c) => c.title === 'Over the weir',
      );
      expect(clip?.thumbnailURL).toBeTruthy();
      expect(clip?.archiveURL).toBeTruthy();
      for (const url of [clip?.thumbnailURL, clip?.archiveURL]) {
        const file = await page.request.get(url ?? '', { headers });
        expect(file.status(), url).toBe(200);
        expect((await file.body()).length).toBeGreaterThan(0);
      }
    });

    test('a typed plain text imported onto the recording has every word timed', async ({ page }) => {
      test.skip(!storyId, 'needs the uploaded story');
      test.setTimeout(120_000);
      await openEditor(page, storyId);
      await page.getByRole('tab', { name: 'Versions' }).click();
      await page.getByRole('button', { name: 'Import a typed transcript' }).click();
      const dialog = page.getByRole('dialog', { name: 'Import a typed transcript' });
      await dialog.getByLabel('Typed transcript').fill(TYPED);
      await dialog.getByRole('button', { name: 'Import' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(paragraph(page, 1)).toContainText('sandbags down to the lane.');
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('tab', { name: 'Indexes' }).click();
      await page.getByRole('button', { name: 'Create an index' }).click();
      await page.getByRole('button', { name: 'Add segment at current time' }).click();
      await expect(page.getByRole('group', { name: /^Segment at / }).getByLabel('Start')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await screens(page, 'editor-speed-and-segment-start');

      const words = await savedWords(page.request, storyId);
      expect(words.map((w) => w.text).join(' ')).toBe(TYPED);
      for (const word of words) {
        expect(Number.isFinite(word.start) && Number.isFinite(word.end), word.text).toBe(true);
        expect(word.end, word.text).toBeGreaterThanOrEqual(word.start);
      }
      const starts = words.map((w) => w.start);
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
      expect(starts.at(-1) ?? 0).toBeGreaterThan(starts[0] ?? 0);
    });
  });
