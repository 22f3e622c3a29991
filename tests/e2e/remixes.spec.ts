import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import { expect, test } from './support/csp.js';
import { makeRecording } from './support/recording.js';
import { ADMIN_PASSWORD, DEMO_PASSWORD, demo, signIn } from './support/sign-in.js';

const SCRIPT = 'The weavers sang on the night shift while the looms ran until morning';

async function session(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/signin', { data: { email, password } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { token: string; user_id: string };
}

test('a manager makes a remix from a clip of an interview they uploaded, it renders and plays', async ({ page, request }, testInfo) => {
  test.setTimeout(360_000);
  const recording = makeRecording(testInfo.outputPath('media'), 'night-shift', SCRIPT, 'slt');
  // Remixes are a beta: turned on for the manager alone, so other specs see the workspace as it is.
  const admin = await session(request, demo.admin, ADMIN_PASSWORD);
  const manager = await session(request, demo.manager, DEMO_PASSWORD);
  const flag = await request.put(`/api/feature_flags/user/${manager.user_id}`, {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { flags: { enableRemixer: true } },
  });
  expect(flag.ok()).toBe(true);

  // Every message the page sends on the task service's websocket (the socket may open on an earlier page).
  const sent: string[] = [];
  const received: string[] = [];
  page.on('websocket', (socket) => {
    if (new URL(socket.url()).pathname !== '/api/graphql') return;
    socket.on('framesent', ({ payload }) => sent.push(String(payload)));
    socket.on('framereceived', ({ payload }) => received.push(String(payload)));
  });
  await signIn(page, demo.manager);
  await page.goto('/projects');
  await page.getByRole('link', { name: 'Mill Town Memories' }).click();
  await page.getByRole('link', { name: 'Upload files' }).click();
  await page.getByLabel('Choose files').setInputFiles(recording);
  // The row shows the upload's state and, once it is in, the processing stage: each a status of its own.
  await expect(
    page.getByRole('listitem', { name: 'night-shift.mp4' }).getByRole('status').getByText('Complete', { exact: true }),
  ).toBeVisible({
    timeout: 120_000,
  });

  await page.goto('/projects');
  await page.getByRole('link', { name: 'Mill Town Memories' }).click();
  await page.getByRole('link', { name: 'night-shift' }).first().click();
  const storyId = /\/stories\/([^/]+)\//.exec(page.url())?.[1] ?? '';
  expect(storyId).not.toBe('');
  // The clip is cut once the server has processed the media (until then it answers 409).
  const headers = { authorization: `Bearer ${manager.token}` };
  await expect
    .poll(
      async () =>
        (
          await request.post(`/api/stories/${storyId}/create_clip`, { headers, data: { title: 'Night shift', start: 0.5, end: 3 } })
        ).status(),
      {
        timeout: 120_000,
        intervals: [2000],
      },
    )
    .toBe(200);

  await page.goto('/remixes');
  await expect(page.getByRole('heading', { name: 'Remixes', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Project' }).click();
  await page.getByRole('option', { name: 'Mill Town Memories' }).click();
  const form = page.getByRole('form', { name: 'New remix' });
  await form
    .getByRole('checkbox', { name: /Night shift/ })
    .first()
    .check();
  await form.getByRole('textbox', { name: /Title/ }).fill('Looms at night');
  // The page follows the render over the task service's websocket, and reads the remix again only when it ends.
  const reads: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'GET' && /\/api\/remixes\/[^/?]+$/.test(new URL(r.url()).pathname)) reads.push(r.url());
  });
  await form.getByRole('button', { name: 'Create remix' }).click();

  await expect(page.getByRole('heading', { name: 'Looms at night' })).toBeVisible();
  const rendering = page.getByRole('status').filter({ hasText: 'The remix is being rendered.' });
  const player = page.getByLabel('Player');
  // A short remix may finish rendering before the page is first read; while it renders, the page says what comes next.
  await expect(rendering.or(player)).toBeVisible({ timeout: 120_000 });
  if (await rendering.isVisible()) await expect(rendering).toContainText('the player appears here as soon as the render is done');
  // Marks this document, so its presence after the render shows the page was never reloaded.
  await page.evaluate(() => document.body.setAttribute('data-remix-watch', 'same-page'));
  await expect(player).toBeVisible({ timeout: 120_000 });
  await expect(rendering).toHaveCount(0);
  expect(await page.evaluate(() => document.body.getAttribute('data-remix-watch'))).toBe('same-page');
  const watched = sent.filter((frame) => frame.includes('WatchAsyncTask'));
  expect(watched.length, 'the remix page subscribed to its render task').toBeGreaterThan(0);
  // The task service told the page how far the render was, up to its completion.
  const updates = received.flatMap((frame) => {
    const task = (JSON.parse(frame) as { payload?: { data?: { watchAsyncTask?: { status: string; progress: number | null } } } }).payload
      ?.data?.watchAsyncTask;
    return task ? [task] : [];
  });
  expect(updates.at(-1)).toEqual(expect.objectContaining({ status: 'completed', progress: 1 }));
  // One read on opening, one when the task ended: no reading on a timer while it rendered.
  expect(reads.length).toBeLessThanOrEqual(2);
  const duration = await player.evaluate(
    (el) =>
      new Promise<number>((resolve) => {
        const media = el as HTMLMediaElement;
        if (media.readyState >= 1) resolve(media.duration);
        else media.addEventListener('loadedmetadata', () => resolve(media.duration), { once: true });
      }),
  );
  expect(duration).toBeGreaterThan(2);
  expect(duration).toBeLessThan(3);
  await player.evaluate(async (el) => {
    const media = el as HTMLMediaElement;
    media.muted = true;
    await media.play();
  });
  await expect.poll(() => player.evaluate((el) => (el as HTMLMediaElement).currentTime)).toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(page);
  for (const width of [1400, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `tests/.artifacts/screens/remix-${width}.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `the remix page scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
  }
  await page.goto('/remixes');
  await page.getByRole('combobox', { name: 'Project' }).click();
  await page.getByRole('option', { name: 'Mill Town Memories' }).click();
  await expect(page.getByRole('link', { name: 'Looms at night' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 390, height: 900 });
  await page.screenshot({ path: 'tests/.artifacts/screens/remixes-390.png', fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await request.put(`/api/feature_flags/user/${manager.user_id}`, {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { flags: { enableRemixer: null } },
  });
});
