import { type Browser, expect, type Page, test } from '@playwright/test';
import { paragraph, spoken, storyWithTranscript } from './support/authoring.js';
import { checkScreen, DESKTOP, PHONE } from './support/screens.js';
import { demo, signIn } from './support/sign-in.js';

// The editor saves on its own and two people editing one transcript do not overwrite each other: checked on the
// server through the API, not only on the page.

const status = (page: Page) => page.getByRole('status', { name: 'Save status' });

interface StoredTranscript {
  transcript: { version: number; paragraphs: { id: string; children: { text: string }[] }[] };
}

/** What the server holds: each paragraph's text, read through the API. */
async function serverTexts(page: Page, storyId: string, token: string): Promise<string[]> {
  const answer = await page.request.get(`/api/transcripts/${storyId}`, { headers: { authorization: token } });
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as StoredTranscript;
  return body.transcript.paragraphs.map((p) => p.children.map((c) => c.text).join(' '));
}

/** Replaces a word of a paragraph by typing over it, as a person would. */
async function retype(page: Page, n: number, word: string, typed: string): Promise<void> {
  await paragraph(page, n).getByText(word, { exact: true }).dblclick();
  await page.keyboard.type(typed);
}

async function editorOf(browser: Browser, email: string, storyId: string): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await signIn(page, email);
  await page.goto(`/stories/${storyId}/author`);
  await expect(paragraph(page, 1)).toBeVisible({ timeout: 30_000 });
  return page;
}

test('typing is saved on its own: reloaded without pressing anything, or left at once by the way back, the server has it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await signIn(page, demo.manager);
  const texts = ['The river came up over the bank that night', 'Where were you when it came', 'We were up in the attic with the dog'];
  const { storyId, token } = await storyWithTranscript(
    page,
    'When the river rose, told again',
    texts.map((text, i) => spoken(i % 2 ? 'Interviewer' : 'Ruth', i * 6, text)),
  );
  // The hub links to the editor elsewhere; here the address is opened, as from a bookmark.
  await page.goto(`/stories/${storyId}/author`);
  const header = page.getByRole('region', { name: 'Editor header' });
  await expect(header.getByRole('heading', { level: 1, name: 'When the river rose, told again' })).toBeVisible({ timeout: 30_000 });
  await checkScreen(page, 'editor');

  await retype(page, 1, 'bank', 'levee');
  await expect(status(page)).toHaveText('Unsaved changes');
  // Nothing pressed: the status says saved a few seconds after typing stops.
  await expect(status(page)).toHaveText(/^All changes saved at /, { timeout: 15_000 });
  await page.reload();
  await expect(paragraph(page, 1)).toHaveText('The river came up over the levee that night', { timeout: 30_000 });
  expect((await serverTexts(page, storyId, token))[0]).toBe('The river came up over the levee that night');

  // Typed and left at once by the way back to the interview: the editor saves before it goes.
  await retype(page, 3, 'dog', 'cat');
  await header.getByRole('link', { name: 'Back to the interview' }).click();
  await expect(page).toHaveURL(new RegExp(`/stories/${storyId}/hub$`));
  expect((await serverTexts(page, storyId, token))[2]).toBe('We were up in the attic with the cat');

  await page.goto(`/stories/${storyId}/author`);
  await expect(paragraph(page, 1)).toBeVisible({ timeout: 30_000 });
  await page.setViewportSize(PHONE);
  await checkScreen(page, 'editor');
  await page.getByRole('tab', { name: 'Transcription and layout' }).click();
  await expect(page.getByRole('radiogroup', { name: 'Layout' })).toBeVisible();
  await checkScreen(page, 'editor-tools');
});

test('two people edit one transcript: different paragraphs both land, the same paragraph asks, and neither loses a word', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const setup = await (await browser.newContext()).newPage();
  await signIn(setup, demo.manager);
  const texts = [
    'My father ran the dye house for thirty years',
    'What colours did they make',
    'Mostly indigo and a red they called mill red',
    'Did the river change colour',
  ];
  const { storyId, token } = await storyWithTranscript(
    setup,
    'Clara at the looms, told again',
    texts.map((text, i) => spoken(i % 2 ? 'Interviewer' : 'Clara', i * 6, text)),
  );
  const ann = await editorOf(browser, demo.manager, storyId);
  const ben = await editorOf(browser, demo.manager, storyId);

  // Different paragraphs, both typed before either saved: Ann's first, Ben's third. Both land, and Ben's save brings
  // Ann's change into his editor.
  await retype(ann, 1, 'thirty', 'forty');
  await retype(ben, 3, 'indigo', 'madder');
  await ann.keyboard.press('Control+s');
  await expect(status(ann)).toHaveText(/^All changes saved at /);
  await ben.keyboard.press('Control+s');
  await expect(status(ben)).toHaveText(/^All changes saved at /);
  await expect
    .poll(() => serverTexts(setup, storyId, token))
    .toEqual(['My father ran the dye house for forty years', texts[1], 'Mostly madder and a red they called mill red', texts[3]]);
  await expect(paragraph(ben, 1)).toHaveText('My father ran the dye house for forty years');

  // The same paragraph: Ann saves first; Ben, who had not seen it, is asked, sees both, and merges.
  await ann.reload();
  await ben.reload();
  await expect(paragraph(ann, 2)).toBeVisible({ timeout: 30_000 });
  await expect(paragraph(ben, 2)).toBeVisible({ timeout: 30_000 });
  await retype(ann, 2, 'colours', 'dyes');
  await ann.keyboard.press('Control+s');
  await expect(status(ann)).toHaveText(/^All changes saved at /);
  await retype(ben, 2, 'make', 'sell');
  await retype(ben, 4, 'river', 'water');
  await ben.keyboard.press('Control+s');
  const bar = ben.getByRole('alert').filter({ hasText: 'Someone else saved some of the same paragraphs' });
  await expect(bar).toBeVisible();
  await bar.getByRole('button', { name: 'See their changes' }).click();
  const comparison = ben.getByRole('dialog', { name: 'See their changes' });
  await expect(comparison.getByText('What dyes did they make')).toBeVisible();
  await expect(comparison.getByText('What colours did they sell')).toBeVisible();
  await checkScreen(ben, 'editor-conflict');
  await ben.setViewportSize(PHONE);
  await checkScreen(ben, 'editor-conflict');
  await ben.setViewportSize(DESKTOP);
  await comparison.getByRole('button', { name: 'Merge, keeping theirs where we both changed a paragraph' }).click();
  await expect(ben.getByText('A copy of your version was kept in Versions.')).toBeVisible();
  await expect(status(ben)).toHaveText(/^All changes saved at /);

  // On the server: Ann's words in the paragraph both changed, Ben's everywhere else, and Ben's own wording kept as a version.
  await expect
    .poll(() => serverTexts(setup, storyId, token))
    .toEqual([
      'My father ran the dye house for forty years',
      'What dyes did they make',
      'Mostly madder and a red they called mill red',
      'Did the water change colour',
    ]);
  const versions = await setup.request.get(`/api/transcripts/${storyId}/versions`, { headers: { authorization: token } });
  const [newest] = (await versions.json()) as { path: string }[];
  const kept = await setup.request.get(`/api/transcripts/${storyId}/version/file/${newest?.path.split('/').at(-1)}`, {
    headers: { authorization: token },
  });
  const keptTexts = ((await kept.json()) as StoredTranscript).transcript.paragraphs.map((p) => p.children[0]?.text);
  expect(keptTexts).toEqual([
    'My father ran the dye house for forty years',
    'What colours did they sell',
    'Mostly madder and a red they called mill red',
    'Did the water change colour',
  ]);
  await expect(paragraph(ben, 2)).toHaveText('What dyes did they make');
});
