import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiToken, projectNamed } from './support/api.js';
import { expect, test } from './support/csp.js';
import { toast } from './support/notice.js';
import { checkScreen, DESKTOP, PHONE } from './support/screens.js';
import { demo, signIn } from './support/sign-in.js';

const RUN = Date.now().toString(36);
const TITLE = `Aunt Wilhelmina ${RUN}`;
const SAID = [
  'My aunt Wilhelmina Stroud took the train to Baltimore in June nineteen fifty one.',
  'Later Wilhelmina worked for General Motors in Baltimore.',
];

/** Twelve seconds of tone, a small m4a the server processes quickly. */
function makeAudio(dir: string): Buffer {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'tone.m4a');
  execFileSync('ffmpeg', ['-y', '-loglevel', 'error', '-f', 'lavfi', '-i', 'sine=frequency=330:duration=12', '-c:a', 'aac', file]);
  return readFileSync(file);
}

/** The lines as a transcript, a word every 0.4 s from the start. */
function transcript() {
  let at = 0;
  return SAID.map((text) => {
    const words = text.split(' ').map((w) => {
      const word = { text: w, start: Number(at.toFixed(1)), end: Number((at + 0.3).toFixed(1)) };
      at += 0.4;
      return word;
    });
    return { speaker: 'Edna', start: words[0]?.start ?? 0, end: words.at(-1)?.end ?? 0, children: [{ text, words }] };
  });
}

/**
 * A story of our own with audio and a transcript saved before the media is processed (so no speech-to-text runs),
 * uploaded through the API as the upload page does it; answers its id once its entities are extracted.
 */
async function namedStory(request: APIRequestContext, token: string, project: string, audio: Buffer): Promise<string> {
  const headers = { authorization: `Bearer ${token}` };
  const started = await request.post('/api/stories/start', {
    headers,
    data: { project, title: TITLE, upload: true, file_name: 'tone.m4a' },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const storyId = (await started.json())._id as string;
  const saved = await request.post(`/api/transcripts/${storyId}/edit`, { headers, data: transcript() });
  expect(saved.ok(), await saved.text()).toBe(true);
  const config = await request.get(`/api/stories/${storyId}/upload-config?type=audio/mp4&numUploadParts=1&fileName=tone.m4a`, { headers });
  const { Parts, Key, UploadId } = await config.json();
  const target = new URL(Parts[0].signedUrl, 'http://127.0.0.1');
  expect((await request.put(`${target.pathname}${target.search}`, { data: audio })).ok()).toBe(true);
  const done = await request.post(`/api/stories/${storyId}/media/upload/completion`, { headers, data: { key: Key, uploadId: UploadId } });
  expect(done.ok(), await done.text()).toBe(true);
  await expect
    .poll(
      async () => {
        const answer = await (await request.get(`/api/entities/${storyId}`, { headers })).json();
        return (answer.entities ?? []).map((e: { name: string }) => e.name).sort();
      },
      { timeout: 60_000, intervals: [1000] },
    )
    .toEqual(expect.arrayContaining(['Baltimore', 'General Motors', 'Wilhelmina', 'Wilhelmina Stroud']));
  // The hub plays the interview once its media is processed.
  await expect
    .poll(async () => Boolean((await (await request.get(`/api/stories/${storyId}`, { headers })).json()).archiveURL), {
      timeout: 60_000,
      intervals: [1000],
    })
    .toBe(true);
  return storyId;
}

async function changeEntity(page: Page, name: string, item: string) {
  await page.getByRole('button', { name: `Change ${name}`, exact: true }).click();
  await page.getByRole('menuitem', { name: item }).click();
  return page.getByRole('dialog');
}

test('an archivist opens an entity, jumps to where it is said, and renames and merges entities that stay so', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const token = await apiToken(request, demo.manager);
  const project = await projectNamed(request, token, 'Mill Town Memories');
  const storyId = await namedStory(request, token, project._id, makeAudio(testInfo.outputPath('media')));

  await signIn(page, demo.manager);
  await page.goto('/entities');
  await expect(page.getByRole('heading', { name: 'Entities', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Places' }).click();
  await page.getByRole('searchbox', { name: 'Search entities' }).fill('Baltimore');
  await page.getByRole('searchbox', { name: 'Search entities' }).press('Enter');
  const entities = page.getByRole('list', { name: 'Entities' });
  await entities.getByRole('button', { name: 'Baltimore', exact: true }).click();
  const story = entities.getByRole('region', { name: TITLE });
  // "Baltimore" is the ninth word (words 0.4 s apart) and the twenty-second.
  await expect(story.getByRole('link', { name: /“Baltimore/ })).toHaveCount(2);
  await page.setViewportSize(DESKTOP);
  await checkScreen(page, 'entities');
  await page.setViewportSize(PHONE);
  await checkScreen(page, 'entities');
  await page.setViewportSize(DESKTOP);

  await story
    .getByRole('link', { name: /“Baltimore/ })
    .last()
    .click();
  await expect(page).toHaveURL(new RegExp(`/stories/${storyId}/hub\\?t=8\\.4$`));
  const player = page.getByLabel('Player');
  await expect.poll(() => player.evaluate((el) => (el as HTMLMediaElement).currentTime), { timeout: 30_000 }).toBeCloseTo(8.4, 1);

  await page.getByRole('link', { name: 'People, places and dates' }).click();
  await expect(page.getByRole('heading', { name: `Entities in ${TITLE}`, level: 1 })).toBeVisible();
  let dialog = await changeEntity(page, 'Baltimore', 'Rename…');
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Baltimore, Maryland');
  await dialog.getByRole('button', { name: 'Rename' }).click();
  await expect(toast(page, 'The entity has been renamed.')).toBeVisible();

  dialog = await changeEntity(page, 'Wilhelmina', 'Merge into…');
  await dialog.getByRole('searchbox', { name: 'Find the entity to merge into' }).fill('Stroud');
  await dialog.getByRole('radio', { name: 'Wilhelmina Stroud' }).check();
  await dialog.getByRole('button', { name: 'Merge' }).click();
  await expect(toast(page, 'The entities have been merged.')).toBeVisible();

  await page.reload();
  const list = page.getByRole('list', { name: 'Entities' });
  await expect(list.getByRole('button', { name: 'Baltimore, Maryland', exact: true })).toBeVisible();
  await expect(list.getByRole('button', { name: 'Wilhelmina', exact: true })).toHaveCount(0);
  await expect(list.getByText('Also said as Wilhelmina')).toBeVisible();
  await checkScreen(page, 'entity');
  await page.setViewportSize(PHONE);
  await checkScreen(page, 'entity');
});
