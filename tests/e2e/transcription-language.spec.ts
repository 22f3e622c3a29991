import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { languageTranscribed, messages, SPEECH_SERVICE_LABELS } from '@storykeep/core';
import { apiToken, interviewWithoutRecording } from './support/api.js';
import { type FakeWhisper, startFakeWhisper } from './support/fake-whisper.js';
import { toast } from './support/notice.js';
import { OwnServer } from './support/own-server.js';
import { makeRecording } from './support/recording.js';
import { demo, signIn } from './support/sign-in.js';

// This journey's own interview, in its own server's demo data.
const TITLE = 'Les tisserandes de Lyon, 1961';
/** What the fake transcription server "hears", whatever the audio says: words no demo interview has. */
const HEARD = ['Bonjour', 'les', 'tisserandes', 'de', 'la', 'Croix-Rousse'];
const WORDS = HEARD.map((word, i) => ({ word, start: 0.2 + i * 0.5, end: 0.6 + i * 0.5 }));

let whisper: FakeWhisper;
let server: OwnServer;

// A server of its own, told to use the OpenAI-compatible engine at the loopback fake (the shared server has only the
// embedded English engine); its first start (migrations, demo data) takes a while on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 300_000 });
test.beforeAll(async () => {
  test.setTimeout(240_000);
  whisper = await startFakeWhisper(WORDS);
  server = new OwnServer(Number(process.env.E2E_PORT ?? 18080) + 50, mkdtempSync(join(tmpdir(), 'storykeep-e2e-whisper-')), {
    env: { WHISPER_API_URL: whisper.url, WHISPER_MODEL: 'e2e-whisper-model' },
  });
  // A server left on the port (an earlier run cut short) would answer in its place, without the fake.
  expect(await fetch(`${server.url}/api/health`).catch(() => null)).toBeNull();
  await server.start();
});
test.afterAll(async () => {
  await server?.stop();
  await whisper?.close();
  if (server) rmSync(server.dataDir, { recursive: true, force: true });
});

test("the language set on an interview's edit page is said before transcribing and reaches the OpenAI-compatible service", async ({
  browser,
}, testInfo) => {
  const whisperLabel = SPEECH_SERVICE_LABELS.whisper;

  // The organization's administrator names the OpenAI-compatible service in its settings.
  const administrator = await browser.newContext({ baseURL: server.url });
  const settings = await administrator.newPage();
  await signIn(settings, demo.admin);
  await settings.goto('/admin/organization/riverbend');
  await settings.getByLabel('Transcription service').selectOption('whisper');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(toast(settings, messages.organizationSettingsSaved)).toBeVisible();
  await administrator.close();

  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();

  // An interview without a recording yet, as a started upload leaves one (that path has its own journey).
  const token = await apiToken(page.request, demo.manager);
  const { projectId, storyId } = await interviewWithoutRecording(page.request, token, 'Mill Town Memories', TITLE);

  // Its manager sets the language on the edit page, and is told there which service will transcribe it in it.
  await signIn(page, demo.manager);
  await page.goto(`/projects/${projectId}/stories/${storyId}/hub`);
  await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
  await page.getByRole('link', { name: 'Edit details' }).first().click();
  const form = page.getByRole('form', { name: 'Story details' });
  await form.getByLabel('Language').fill('French');
  await expect(form.getByText(languageTranscribed(whisperLabel, 'French'), { exact: true })).toBeVisible();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  // Said before anything ran: nothing has been sent to the transcription service yet.
  expect(whisper.requests).toEqual([]);

  // The recording is added on the hub as a person does; its processing transcribes it.
  await page.goto(`/projects/${projectId}/stories/${storyId}/hub`);
  const next = page.getByLabel('Next steps');
  const recording = makeRecording(testInfo.outputPath('media'), 'lyon-weavers', 'The looms of the hill were loud every day');
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    next.getByRole('button', { name: messages.attachRecording }).click(),
  ]);
  await chooser.setFiles(recording);

  // The transcript shown is the fake service's words, in order (the hub moves on from its next steps by itself once
  // the file is in, so their passing "sent" line is not waited for).
  const transcript = page.getByRole('region', { name: 'Transcript' });
  await expect(transcript).toBeVisible({ timeout: 240_000 });
  await expect
    .poll(async () => (await transcript.locator('[data-w]').allInnerTexts()).map((w) => w.trim()), { timeout: 30_000 })
    .toEqual(HEARD);

  // One request reached the service, in French (its ISO 639-1 code), with the configured model and the audio.
  expect(whisper.requests).toHaveLength(1);
  expect(whisper.requests[0]).toMatchObject({
    path: '/v1/audio/transcriptions',
    language: 'fr',
    model: 'e2e-whisper-model',
    responseFormat: 'verbose_json',
  });
  expect(whisper.requests[0]?.fileBytes).toBeGreaterThan(1000);
  await context.close();
});
