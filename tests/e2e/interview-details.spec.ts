import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { languageNotTranscribed, languageTranscribed, SPEECH_SERVICE_LABELS } from '@storykeep/core';
import { XMLParser } from 'fast-xml-parser';
import { strFromU8, unzipSync } from 'fflate';
import { apiGet, apiToken, projectNamed } from './support/api.js';
import { checkScreen, DESKTOP, PHONE } from './support/screens.js';
import { demo, signIn } from './support/sign-in.js';

// This journey's own interview, named apart from the demo's.
const TITLE = 'Weavers of the north mill, 1952';

const said = (speaker: string, start: number, text: string) => {
  const words = text.split(' ').map((word, i) => ({ text: word, start: start + i * 0.6, end: start + i * 0.6 + 0.5 }));
  return { speaker, start, end: (words.at(-1)?.end ?? start) + 0.1, children: [{ text, words }] };
};

/** Two minutes of speech, so the OHMS file has sync points. */
const PARAGRAPHS = [
  said('Interviewer', 0, 'When did you start at the north mill'),
  said('Clara', 30, 'I started in the spring of nineteen fifty two on the looms'),
  said('Clara', 75, 'The noise was the first thing you learned to live with'),
  said('Interviewer', 130, 'And the strike'),
];

async function both(page: Page, name: string): Promise<void> {
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await checkScreen(page, name);
  }
  await page.setViewportSize(DESKTOP);
}

async function exported(page: Page, item: string): Promise<{ name: string; bytes: Buffer; text: string }> {
  await page.getByRole('button', { name: 'Export' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: item }).click()]);
  const bytes = await readFile(await download.path());
  return { name: download.suggestedFilename(), bytes, text: bytes.toString('utf8') };
}

/** The words of a Word document's body, its runs joined ("Narrator: " and "Clara Whitfield" are two runs). */
function documentText(docx: Buffer): string {
  const body = unzipSync(new Uint8Array(docx))['word/document.xml'];
  expect(body, 'the document has a body').toBeDefined();
  return strFromU8(body as Uint8Array)
    .replace(/<\/w:p>/g, '\n')
    .replace(/<[^>]+>/g, '');
}

test("an interview's narrator and language are edited, told before transcribing, shown on the hub and public page, and written and read back as OHMS", async ({
  page,
  browser,
  request,
}) => {
  // A long journey (edit, hub, list and search filters, OHMS both ways, public page), each page checked at two widths,
  // beside the server's own work on a busy machine.
  test.setTimeout(240_000);
  const token = await apiToken(request, demo.manager);
  const headers = { authorization: `Bearer ${token}` };
  const mill = await projectNamed(request, token, 'Mill Town Memories');
  const started = await request.post('/api/stories/start', {
    headers,
    data: { project: mill._id, title: TITLE, upload: true, file_name: 'north-mill.mp4' },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const storyId = (await started.json())._id as string;
  expect((await request.post(`/api/transcripts/${storyId}/edit`, { headers, data: PARAGRAPHS })).ok()).toBe(true);
  const index = {
    title: 'Topics',
    metadata: [{ title: 'Starting out', time: { start: 30 }, keywords: ['looms'], synopsis: 'The first day' }],
  };
  expect((await request.put(`/api/stories/${storyId}/index`, { headers, data: index })).ok()).toBe(true);
  const services = await apiGet<{ services: { service: string; available: boolean; languages: string[] | null }[] }>(
    request,
    token,
    '/speech_services',
  );
  const pocketsphinx = services.services.find((s) => s.service === 'pocketsphinx');

  await signIn(page, demo.manager);
  await page.goto(`/projects/${mill._id}/stories/${storyId}/hub`);
  await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
  await page.getByRole('link', { name: 'Edit details' }).first().click();
  const form = page.getByRole('form', { name: 'Story details' });
  await form.getByLabel('Narrator').fill('Clara Whitfield');
  await form.getByLabel('Interviewer').fill('Tom Reyes');
  await form.getByLabel('Place').fill('Lowell, Massachusetts');
  await form.getByLabel('Language').fill('Spanish');
  // Before anything runs: the server's English-only engine has no model for Spanish.
  if (pocketsphinx?.available) {
    await expect(form.getByText(languageNotTranscribed(SPEECH_SERVICE_LABELS.pocketsphinx, 'Spanish'), { exact: true })).toBeVisible();
  }
  await form.getByLabel('Language').fill('English');
  if (pocketsphinx?.available) {
    await expect(form.getByText(languageTranscribed(SPEECH_SERVICE_LABELS.pocketsphinx, 'English'), { exact: true })).toBeVisible();
  }
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await both(page, 'interview-details-edit');

  await page.goto(`/projects/${mill._id}/stories/${storyId}/hub`);
  const details = page.getByLabel('Interview details');
  await expect(details).toContainText('Clara Whitfield');
  await expect(details).toContainText('Tom Reyes');
  await expect(details).toContainText('English');
  await both(page, 'interview-details-hub');

  // The project's interview list and the search across interviews narrow to the catalogued narrator.
  await page.goto(`/projects/${mill._id}`);
  const list = page.getByRole('region', { name: 'Interview list' });
  // Found through the search (journeys before this one add interviews to the project, newest first, and one renames
  // it 'The last shift at the mill'), then the narrator filter leaves it out; with the search emptied, the newly
  // catalogued interview is what the filter shows.
  await list.getByRole('searchbox', { name: 'Search interviews' }).fill('Last shift at the mill');
  await expect(list.getByText('Last shift at the mill').first()).toBeVisible();
  await list.getByRole('searchbox', { name: 'Narrator' }).fill('whitfield');
  await expect(list.getByText('Last shift at the mill')).toHaveCount(0);
  await list.getByRole('searchbox', { name: 'Search interviews' }).fill('');
  await expect(list.getByText(TITLE)).toBeVisible();
  await expect(page).toHaveURL(/[?&]narrator=whitfield/);
  await both(page, 'interview-list-narrator-filter');
  await page.goto('/search');
  await page.getByRole('searchbox', { name: 'Words or phrase' }).fill('looms');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('listitem', { name: 'Last shift at the mill' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Narrator' }).fill('Clara Whitfield');
  await expect(page.getByRole('listitem', { name: 'Last shift at the mill' })).toHaveCount(0);
  await expect(page.getByRole('listitem', { name: TITLE })).toBeVisible();
  await expect(page).toHaveURL(/[?&]narrator=Clara(\+|%20)Whitfield/);
  await both(page, 'search-narrator-filter');
  await page.goto(`/projects/${mill._id}/stories/${storyId}/hub`);

  // The OHMS record names the narrator and carries the index and the transcript's sync points.
  const ohms = await exported(page, 'OHMS index (.xml)');
  const parsed = new XMLParser({ ignoreAttributes: false, parseTagValue: false, isArray: (n) => n === 'point' }).parse(ohms.text);
  const record = parsed.ROOT.record;
  expect(record).toMatchObject({ interviewee: 'Clara Whitfield', interviewer: 'Tom Reyes', language: 'English' });
  expect(record.sync).toBe('1:|5(1)|7(1)');
  expect(record.transcript).toContain('Clara: I started in the spring');
  expect(record.index.point).toMatchObject([{ time: '30', title: 'Starting out', keywords: 'looms', synopsis: 'The first day' }]);

  // The Word document names them under its title.
  const docx = await exported(page, 'Word document (.docx)');
  const lines = documentText(docx.bytes).split('\n');
  expect(lines.slice(0, 5)).toEqual([
    TITLE,
    'Narrator: Clara Whitfield',
    'Interviewer: Tom Reyes',
    'Place: Lowell, Massachusetts',
    'Language: English',
  ]);

  // Imported back, it becomes a second index with the same points, and a transcript version.
  await page.getByRole('link', { name: 'Edit details' }).first().click();
  await page
    .getByLabel('Import an OHMS file', { exact: true })
    .and(page.locator('input'))
    .setInputFiles({
      name: ohms.name,
      mimeType: 'application/xml',
      buffer: Buffer.from(ohms.text),
    });
  await expect(
    page.getByText('The OHMS file has been imported: an index of 1 points and a transcript version of 4 paragraphs.'),
  ).toBeVisible();
  const indexes = await apiGet<{ title: string; metadata: { title: string; time: { start: number }; keywords: string[] }[] }[]>(
    request,
    token,
    `/stories/${storyId}/index`,
  );
  expect(indexes.map((i) => i.metadata.map((m) => [m.time.start, m.title, m.keywords]))).toEqual([
    [[30, 'Starting out', ['looms']]],
    [[30, 'Starting out', ['looms']]],
  ]);

  // The public page names the catalogued narrator.
  await page.goto(`/projects/${mill._id}/stories/${storyId}/hub`);
  const control = page.getByRole('region', { name: 'Public page' });
  await control.getByRole('button', { name: 'Share a public page' }).click();
  await page.getByRole('dialog', { name: 'Share this interview publicly?' }).getByRole('button', { name: 'Share publicly' }).click();
  const link = control.getByRole('link', { name: /\/share\// });
  await expect(link).toBeVisible();
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(new URL((await link.getAttribute('href')) ?? '').pathname);
  await expect(visitorPage.getByRole('heading', { name: TITLE })).toBeVisible();
  await expect(visitorPage.getByRole('definition').filter({ hasText: 'Clara Whitfield' })).toBeVisible();
  await expect(visitorPage.getByRole('definition').filter({ hasText: 'Lowell, Massachusetts' })).toBeVisible();
  await both(visitorPage, 'interview-details-public');
  await visitor.close();
  await control.getByRole('button', { name: 'Stop sharing' }).click();
});

test("the organization's transcription services are those this server can run; the others are disabled with the reason", async ({
  page,
  request,
}) => {
  const token = await apiToken(request, demo.admin);
  const here = await apiGet<{ services: { service: string; available: boolean }[] }>(request, token, '/speech_services');
  await signIn(page, demo.admin);
  await page.goto('/admin/organization/riverbend');
  const list = page.getByLabel('Transcription service');
  await expect(list).toBeVisible();
  for (const { service, available } of here.services) {
    const option = list.locator(`option[value="${service}"]`);
    if (available) await expect(option).toBeEnabled();
    else {
      await expect(option).toBeDisabled();
      await expect(option).toHaveText(/cannot be used: it is (not installed on this server|not set up in this server's configuration)\.$/);
    }
  }
  // A disabled option's long reason does not push the list out of its card on a phone.
  await page.setViewportSize(PHONE);
  const card = page.locator('form').filter({ has: list });
  const [listBox, cardBox] = [await list.boundingBox(), await card.boundingBox()];
  expect((listBox?.x ?? 0) + (listBox?.width ?? 0)).toBeLessThanOrEqual((cardBox?.x ?? 0) + (cardBox?.width ?? 0));
  await both(page, 'organization-transcription-services');
});
