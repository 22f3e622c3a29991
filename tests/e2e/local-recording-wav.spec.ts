import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, test } from '@playwright/test';
import {
  launchWithMicrophone,
  speechWav,
  startInPersonRecording,
  storedRecordings,
  waitForStoredBytes,
} from './support/local-recording.js';
import { toast } from './support/notice.js';
import { ADMIN_PASSWORD, DEMO_PASSWORD, demo, signIn } from './support/sign-in.js';

const SCRIPT = 'The ferry ran twice a day in summer and once on Sundays, and everybody knew the captain by name';

async function session(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/signin', { data: { email, password } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { token: string; user_id: string };
}

/** ffprobe's account of the one stream object the server stored for a story. */
function probeServerStream(storyId: string): { codec_name: string; channels: number; sample_rate: string } {
  const dataDir = process.env.E2E_DATA;
  if (!dataDir) throw new Error('E2E_DATA is not set');
  const dir = join(dataDir, 'media', 'objects', 'stories', storyId, 'streams');
  const [name, ...others] = readdirSync(dir);
  if (!name || others.length > 0) throw new Error(`The server holds ${others.length + (name ? 1 : 0)} stream objects, not one`);
  const answer = execFileSync('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'stream=codec_name,channels,sample_rate',
    '-of',
    'json',
    join(dir, name),
  ]);
  return (JSON.parse(answer.toString()) as { streams: Array<{ codec_name: string; channels: number; sample_rate: string }> })
    .streams[0] as never;
}

test('with the WAV flag on, a recording is made as mono 16-bit WAV and the server receives a valid WAV file', async ({
  baseURL,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  // The WAV recorder is turned on for the manager alone, so other specs see the workspace as it is.
  const admin = await session(request, demo.admin, ADMIN_PASSWORD);
  const manager = await session(request, demo.manager, DEMO_PASSWORD);
  const setFlag = (value: boolean | null) =>
    request.put(`/api/feature_flags/user/${manager.user_id}`, {
      headers: { authorization: `Bearer ${admin.token}` },
      data: { flags: { localRecordingsPolyfill: value } },
    });
  expect((await setFlag(true)).ok()).toBe(true);
  try {
    const browser = await launchWithMicrophone(speechWav(testInfo.outputPath('speech'), SCRIPT));
    const page = await (await browser.newContext({ baseURL })).newPage();
    await signIn(page, demo.manager);
    await startInPersonRecording(page, 'The ferry captain');
    await waitForStoredBytes(page, 44);
    await expect(page.getByRole('timer', { name: 'Recording time' })).toHaveText(/^0:(0[8-9]|[1-5]\d)/, { timeout: 30_000 });
    const [stored] = await storedRecordings(page);
    await page.getByRole('button', { name: 'Stop recording' }).click();
    await expect(toast(page, 'Your locally recorded media has uploaded.')).toBeVisible({ timeout: 60_000 });
    // Only after the server confirmed every byte is the recording removed from the device.
    await expect.poll(() => storedRecordings(page)).toEqual([]);
    const probed = probeServerStream(stored?.storyId ?? '');
    expect(probed).toMatchObject({ codec_name: 'pcm_s16le', channels: 1 });
    expect(Number(probed.sample_rate)).toBeGreaterThanOrEqual(8000);
    await browser.close();
  } finally {
    await setFlag(null);
  }
});
