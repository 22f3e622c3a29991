import { expect, test } from '@playwright/test';
import { spoken, storyWithTranscript } from './support/authoring.js';
import { checkScreen, DESKTOP, PHONE } from './support/screens.js';
import { demo, signIn } from './support/sign-in.js';

// Speakers told apart by voice arrive as "Speaker 1", "Speaker 2": the editor offers the interview's people for them.
const TITLE = 'Weaving floor, speakers by voice';
const PARAGRAPHS = [
  spoken('Speaker 1', 0, 'Where did you work'),
  spoken('Speaker 2', 4, 'At the mill on the river where my mother worked before me'),
  spoken('Speaker 1', 12, 'How loud was it'),
  spoken('Speaker 2', 16, 'Like thunder the looms never stopped and we learned to read lips'),
];

test('names the separated speakers from the interviewer and narrator, renaming every paragraph', async ({ page }) => {
  await signIn(page, demo.manager);
  const { storyId, token } = await storyWithTranscript(page, TITLE, PARAGRAPHS);
  const people = await page.request.put('/api/stories/update_bulk_upload', {
    headers: { authorization: token },
    data: { stories: [{ _id: storyId, narrator: 'Clara Byrne', interviewer: 'Tom Hale' }] },
  });
  expect(people.ok(), await people.text()).toBe(true);
  await page.goto(`/stories/${storyId}/author`);
  await page.getByRole('tab', { name: 'Transcription and layout' }).click();
  await page.getByRole('button', { name: 'Name speakers' }).click();
  const dialog = page.getByRole('dialog', { name: 'Name speakers' });
  await expect(dialog.getByLabel('Speaker 1')).toHaveValue('Tom Hale');
  await expect(dialog.getByLabel('Speaker 2')).toHaveValue('Clara Byrne');
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await checkScreen(page, 'name-speakers');
  }
  await dialog.getByRole('button', { name: 'Apply names' }).click();
  await expect(page.getByRole('button', { name: 'Speaker Tom Hale, change' })).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Speaker Clara Byrne, change' })).toHaveCount(2);
});
