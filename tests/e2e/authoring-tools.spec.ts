import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
// @ts-expect-error webvtt-parser ships no types; it is the W3C's own WebVTT validator (CommonJS).
import webvtt from 'webvtt-parser';
import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import { interviewLink } from './support/interview-list.js';
import { DEMO_PASSWORD, demo, signIn } from './support/sign-in.js';

// This journey's own interview (the demo's get a recording after start-up), named apart from the demo's.
const TITLE = 'Union hall minutes, 1968';
/** A minimal, valid one-page PDF, as a scanned release form would be. */
const RELEASE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const SCREENS = 'tests/.artifacts/screens';

/** A session token for API calls that set up what the page then shows. */
async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/signin', { data: { email, password: DEMO_PASSWORD } });
  expect(response.ok()).toBe(true);
  return (await response.json()).token;
}

const said = (speaker: string, start: number, text: string) => {
  const words = text.split(' ').map((word, i) => ({ text: word, start: start + i * 0.6, end: start + i * 0.6 + 0.5 }));
  return { speaker, start, end: (words.at(-1)?.end ?? start) + 0.1, children: [{ text, words }] };
};

const PARAGRAPHS = [
  said('Walter', 0, 'We met at the union hall every Thursday night'),
  said('Interviewer', 12, 'Who called the strike in the end'),
  said('Walter', 20, 'Nobody did & everybody did <all at once>'),
];

/**
 * A new interview without a recording, as a call or a started upload leaves one (the demo's own interviews all get a
 * recording after start-up), and its hub.
 */
async function openHub(page: Page, request: APIRequestContext): Promise<string> {
  const token = await apiToken(request, demo.manager);
  const projects = await request.get('/api/projects?pageSize=100', { headers: { authorization: `Bearer ${token}` } });
  const mill = ((await projects.json()).items as { _id: string; name: string }[]).find((p) => p.name === 'Mill Town Memories');
  const started = await request.post('/api/stories/start', {
    headers: { authorization: `Bearer ${token}` },
    data: { project: mill?._id, title: TITLE, upload: true, file_name: 'union-hall.mp4' },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const storyId = (await started.json())._id as string;
  await page.goto(`/projects/${mill?._id}/stories/${storyId}/hub`);
  await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
  return storyId;
}

async function screens(page: Page, name: string) {
  for (const width of [1400, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SCREENS}/${name}-${width}.png`, fullPage: true });
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
        .slice(0, 5)
        .map((el) => `${el.tagName}.${el.className}`.slice(0, 80)),
    );
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${name} scrolls sideways at ${width} px: ${wide.join(' | ')}`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1400, height: 900 });
  const expand = page.getByRole('button', { name: 'Expand menu' });
  if (await expand.isVisible()) await expand.click();
}

async function exported(page: Page, item: string): Promise<{ name: string; text: string }> {
  await page.getByRole('button', { name: 'Export' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: item }).click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), text: await readFile(path, 'utf8') };
}

test('the hub of a story without a recording says what to do next; with a transcript it exports WebVTT, SRT and OHMS that parse', async ({
  page,
  request,
}) => {
  await signIn(page, demo.manager);
  const storyId = await openHub(page, request);
  const next = page.getByLabel('Next steps');
  await expect(next.getByText('No recording yet')).toBeVisible();
  await expect(next.getByRole('button', { name: 'Upload a recording' })).toBeVisible();
  await expect(page.getByLabel('Player')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await screens(page, 'hub-next-steps');

  const token = await apiToken(request, demo.manager);
  const headers = { authorization: `Bearer ${token}` };
  expect((await request.post(`/api/transcripts/${storyId}/edit`, { headers, data: PARAGRAPHS })).ok()).toBe(true);
  const index = await request.put(`/api/stories/${storyId}/index`, {
    headers,
    data: {
      title: 'Main',
      metadata: [
        { title: 'The strike', synopsis: 'Who called it', keywords: ['strike', 'union'], subjects: ['Labor'], time: { start: 12 } },
        { title: 'Thursdays', synopsis: 'Meetings & beer', keywords: ['hall'], time: { start: 0 } },
      ],
    },
  });
  expect(index.ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Transcript' }).getByText('Thursday', { exact: false }).first()).toBeVisible();

  const vtt = await exported(page, 'WebVTT subtitles (.vtt)');
  expect(vtt.name).toBe('union_hall_minutes__1968.vtt');
  const tree = new webvtt.WebVTTParser().parse(vtt.text, 'subtitles');
  expect(tree.errors).toEqual([]);
  const spoken = tree.cues.map((cue: { text: string }) => cue.text.replace(/<[^>]*>/g, '')).join(' ');
  expect(spoken).toContain('We met at the union hall every Thursday night');
  expect(spoken).toContain('Nobody did &amp; everybody did &lt;all at once&gt;');

  const srt = await exported(page, 'SRT subtitles (.srt)');
  expect(srt.name).toBe('union_hall_minutes__1968.srt');
  const blocks = srt.text.trim().split(/\n\n/);
  blocks.forEach((block, i) => {
    const [number, timing] = block.split('\n');
    expect(number).toBe(String(i + 1));
    expect(timing).toMatch(/^\d{2}:\d{2}:\d{2},\d{3} --> \d{2}:\d{2}:\d{2},\d{3}$/);
  });
  expect(srt.text).toContain('Walter: We met at the union hall');

  const ohms = await exported(page, 'OHMS index (.xml)');
  expect(ohms.name).toBe('union_hall_minutes__1968.xml');
  expect(XMLValidator.validate(ohms.text)).toBe(true);
  const parsed = new XMLParser({ ignoreAttributes: false, parseTagValue: false, isArray: (n) => n === 'point' }).parse(ohms.text);
  expect(parsed.ROOT['@_xmlns']).toBe('https://www.weareavp.com/nunncenter/ohms');
  expect(parsed.ROOT.record['@_id']).toBe(storyId);
  const points = parsed.ROOT.record.index.point;
  expect(points.map((p: { title: string }) => p.title)).toEqual(['Thursdays', 'The strike']);
  expect(points[1]).toMatchObject({ time: '12', keywords: 'strike;union', subjects: 'Labor' });
  expect(points[1].partial_transcript).toMatch(/^Who called the strike/);

  const docx = await exported(page, 'Word document (.docx)');
  expect(docx.name).toBe('union_hall_minutes__1968.docx');
  expect(docx.text.startsWith('PK')).toBe(true);

  await page.getByRole('button', { name: 'Export' }).click();
  await expect(page.getByRole('menuitem', { name: 'OHMS index (.xml)' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screens(page, 'hub-export-menu');
});

test("a story's details are edited on its edit page and kept", async ({ page }) => {
  await signIn(page, demo.manager);
  await page.goto('/projects');
  await page.getByRole('link', { name: 'Mill Town Memories' }).click();
  await (await interviewLink(page, 'Last shift at the mill')).click();
  const match = /\/projects\/([^/]+)\/stories\/([^/]+)\/hub/.exec(page.url());
  expect(match).not.toBeNull();
  const editPath = `/projects/${match?.[1]}/stories/${match?.[2]}/edit`;
  await page.goto(editPath);
  const form = page.getByRole('form', { name: 'Story details' });
  await expect(form.getByLabel('Title')).toHaveValue('Last shift at the mill');
  await form.getByLabel('Title').fill('The last shift at the mill');
  await form.getByLabel('Description').fill('The closing day in 1985, told by the night foreman.');
  await form.getByLabel('Record date').fill('2023-10-02');
  await form.getByRole('checkbox', { name: 'Family histories' }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Edit The last shift at the mill' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Release forms and files' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screens(page, 'story-edit');

  // A signed release form goes in as a real PDF and comes back byte for byte.
  const files = page.getByRole('region', { name: 'Release forms and files' });
  await files
    // A file input is a button named by its field's label.
    .getByRole('button', { name: 'File', exact: true })
    .setInputFiles({ name: 'deed-of-gift.pdf', mimeType: 'application/pdf', buffer: RELEASE_PDF });
  await files.getByLabel('File title').fill('Deed of gift, Walter');
  await files.getByLabel('This is a signed release form').check();
  await files.getByRole('button', { name: 'Upload file' }).click();
  await expect(page.getByText('File uploaded successfully.').first()).toBeVisible();
  await expect(files.getByRole('cell', { name: 'Deed of gift, Walter', exact: true })).toBeVisible();
  await expect(files.getByRole('checkbox', { name: 'Deed of gift, Walter is a release form' })).toBeChecked();
  const downloading = page.waitForEvent('download');
  await files.getByRole('button', { name: 'Download Deed of gift, Walter' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('deed-of-gift.pdf');
  expect((await readFile(await download.path())).equals(RELEASE_PDF)).toBe(true);
  await screens(page, 'story-edit-files');

  await page.reload();
  await expect(files.getByRole('cell', { name: 'Deed of gift, Walter', exact: true })).toBeVisible();
  await expect(form.getByLabel('Title')).toHaveValue('The last shift at the mill');
  await expect(form.getByLabel('Description')).toHaveValue('The closing day in 1985, told by the night foreman.');
  await expect(form.getByLabel('Record date')).toHaveValue('2023-10-02');
  await expect(form.getByRole('checkbox', { name: 'Family histories' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'Mill workers' })).toBeChecked();
});
