import { expect, test } from '@playwright/test';
import { apiGet, apiPost, apiToken, projectNamed } from './support/api.js';
import { demo, signIn } from './support/sign-in.js';

// The tutorials' pictures are screenshots of the real app, kept in the repository. This spec takes them again when
// asked (TUTORIAL_PICTURES=1, e.g. after the screens changed) and is skipped otherwise, so a normal run leaves the
// committed pictures alone.
const PICTURES = 'packages/web/public/tutorial-images';
const SIZE = { width: 1280, height: 800 };

const said = (speaker: string, start: number, text: string) => {
  const words = text.split(' ').map((word, i) => ({ text: word, start: start + i * 0.6, end: start + i * 0.6 + 0.5 }));
  return { speaker, start, end: (words.at(-1)?.end ?? start) + 0.1, children: [{ text, words }] };
};

test.skip(!process.env.TUTORIAL_PICTURES, 'takes the tutorial pictures only when TUTORIAL_PICTURES is set');

test('takes the pictures of the tutorials from the running app', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(SIZE);
  const token = await apiToken(page.request, demo.manager);
  const project = await projectNamed(page.request, token, 'Mill Town Memories');
  const stories = await apiGet<{ items: { _id: string; title: string }[] }>(
    page.request,
    token,
    `/projects/${project._id}/stories?pageSize=25`,
  );
  const story = stories.items.find((s) => s.title === 'Clara Whitfield on the weaving floor') ?? stories.items[0];
  if (!story) throw new Error('No demo interview');
  await apiPost(page.request, token, `/transcripts/${story._id}/edit`, [
    said('Clara', 0, 'I started at the mill in nineteen forty one as a bobbin girl'),
    said('Interviewer', 8, 'What was the weaving floor like then'),
    said('Clara', 12, 'Loud, hot and full of lint, and we sang to keep the rhythm of the looms'),
  ]);

  await signIn(page, demo.manager);
  await expect(page.getByRole('heading', { name: 'Quick actions' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${PICTURES}/home.png` });

  await page.goto(`/projects/${project._id}/upload_files`);
  await expect(page.getByRole('button', { name: 'Choose files' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${PICTURES}/upload.png` });

  await page.goto(`/projects/${project._id}/stories/${story._id}/hub`);
  await expect(page.getByText('bobbin girl').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${PICTURES}/hub.png` });

  await page.goto(`/stories/${story._id}/author`);
  await expect(page.getByRole('heading', { name: story.title })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${PICTURES}/editor.png` });
  await page.getByRole('tab', { name: 'Indexes' }).click();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${PICTURES}/indexing.png` });

  await page.goto(`/projects/${project._id}/room/start`);
  await expect(page.getByRole('heading').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${PICTURES}/room-start.png` });
});
