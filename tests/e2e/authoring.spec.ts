import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import { paragraph, spoken, storyWithTranscript } from './support/authoring.js';
import { demo, signIn } from './support/sign-in.js';

const PARAGRAPHS = [
  spoken('Speaker 1', 0, 'I started at the mill when I was fourteen years old'),
  spoken('Speaker 2', 6, 'What was your first job there'),
  spoken('Speaker 1', 10, 'I carried bobbins to the weavers all day long'),
];

/** The interview these journeys edit: their own, so the demo's recording, transcript and index stay out of it. */
const TITLE = 'Sunday dinners, the second visit';

test('a manager corrects a word, names a speaker, splits a paragraph, undoes and redoes, indexes, saves, and gets a lost draft back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, demo.manager);
  const { storyId } = await storyWithTranscript(page, TITLE, PARAGRAPHS);
  await page.goto(`/stories/${storyId}/author`);
  await expect(page.getByRole('heading', { name: TITLE })).toBeVisible({ timeout: 30_000 });
  await expect(paragraph(page, 1)).toHaveText(PARAGRAPHS[0]?.children[0]?.text ?? '');
  await expectNoSeriousA11yViolations(page);

  // Correct a word: select it and type over it.
  await paragraph(page, 1).getByText('fourteen', { exact: true }).dblclick();
  await page.keyboard.type('fifteen');
  await expect(paragraph(page, 1)).toHaveText('I started at the mill when I was fifteen years old');
  await expect(page.getByRole('status', { name: 'Save status' })).toHaveText('Unsaved changes');

  // Rename the first speaker everywhere.
  await page.getByRole('button', { name: 'Speaker Speaker 1, change' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Speaker' });
  await dialog.getByLabel('Speaker name').fill('Walter Brandt');
  await dialog.getByRole('button', { name: 'Rename everywhere' }).click();
  await expect(page.getByRole('button', { name: 'Speaker Walter Brandt, change' })).toHaveCount(2);

  // Split the third paragraph before "all", undo, redo.
  await paragraph(page, 3)
    .getByText('all', { exact: true })
    .click({ position: { x: 0, y: 5 } });
  await page.keyboard.press('Enter');
  await expect(paragraph(page, 4)).toHaveText(/^all day long$/);
  await page.keyboard.press('Control+z');
  await expect(paragraph(page, 4)).toHaveCount(0);
  await page.keyboard.press('Control+Shift+z');
  await expect(paragraph(page, 4)).toHaveText('all day long');

  // An index with a segment at the current time, with keywords.
  await page.getByRole('button', { name: 'Create an index' }).click();
  await page.getByRole('button', { name: 'Add segment at current time' }).click();
  const segment = page.getByRole('group', { name: /^Segment at / });
  await segment.getByLabel('Title').fill('Starting at the mill');
  await segment.getByLabel('Keywords').fill('bobbins, weavers');
  await segment.getByLabel('Title').click();

  // Saving happens on its own; Ctrl+S saves at once.
  await page.keyboard.press('Control+s');
  await expect(page.getByRole('status', { name: 'Save status' })).toHaveText(/^All changes saved at /);
  await page.reload();
  // A loaded machine can take more than the default 5 s to open a page again.
  await expect(paragraph(page, 1)).toHaveText('I started at the mill when I was fifteen years old', { timeout: 30_000 });
  // Both of the first speaker's paragraphs, and the one split off the second.
  await expect(page.getByRole('button', { name: 'Speaker Walter Brandt, change' })).toHaveCount(3);
  await expect(paragraph(page, 4)).toHaveText('all day long');
  await expect(page.getByRole('group', { name: /^Segment at / }).getByLabel('Keywords')).toHaveValue('bobbins, weavers');
  await expect(page.getByText('Unsaved changes kept on this device were restored.')).toHaveCount(0);

  // Close the page with a change the server could not take (saves fail, as offline); opening the editor again
  // brings the draft back, says so, and saves it on its own.
  await page.route('**/api/transcripts/*', (route) => (route.request().method() === 'PATCH' ? route.abort() : route.fallback()));
  await paragraph(page, 2).getByText('first', { exact: true }).dblclick();
  await page.keyboard.type('very first');
  await expect(paragraph(page, 2)).toHaveText('What was your very first job there');
  // The draft is written a moment after the last change; wait until the device has the whole correction.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            const open = indexedDB.open('storykeep-authoring-drafts');
            open.onerror = () => resolve('');
            open.onsuccess = () => {
              const db = open.result;
              if (!db.objectStoreNames.contains('transcripts')) return resolve('');
              const all = db.transaction('transcripts').objectStore('transcripts').getAll();
              all.onsuccess = () => resolve(JSON.stringify(all.result));
            };
          }),
      ),
    )
    .toContain('What was your very first job there');
  const context = page.context();
  page.on('dialog', (d) => d.accept());
  await page.close({ runBeforeUnload: false });
  const again = await context.newPage();
  await again.goto(`/stories/${storyId}/author`);
  await expect(again.getByText('Unsaved changes kept on this device were restored.')).toBeVisible({ timeout: 30_000 });
  await expect(paragraph(again, 2)).toHaveText('What was your very first job there');
  await expect(again.getByRole('status', { name: 'Save status' })).toHaveText(/^All changes saved at /, { timeout: 15_000 });
});
