import { expect, test } from '@playwright/test';
import { apiGet, apiToken, projectNamed } from './support/api.js';
import { interviewLink } from './support/interview-list.js';
import { checkScreen, DESKTOP, PHONE } from './support/screens.js';
import { demo, signIn } from './support/sign-in.js';

// The pages the "every capability reachable" work changed, as a person sees them at 1400 and 390 px: the home page
// with its "Go to" links, a project's and a folder's ways of adding interviews, an interview list with a row's menu
// open, a demo interview's hub with its actions, and the archival package built from the hub.

test.use({ actionTimeout: 15_000 });

test('home, project, folder, list menu, hub and the archival package, at 1400 and 390 px', async ({ page, request }) => {
  test.setTimeout(600_000);
  const token = await apiToken(request, demo.manager);
  const mill = await projectNamed(request, token, 'Mill Town Memories');
  // The demo's recordings arrive after start-up: the hub shown is one that has its recording, transcript and index.
  // Asked by title: other journeys add interviews to the project, which push the demo's off the first page.
  await expect
    .poll(
      async () =>
        (
          await apiGet<{ items: { title?: string; thumbnailURL?: string | null }[] }>(
            request,
            token,
            `/projects/${mill._id}/stories?search=${encodeURIComponent('Clara Whitfield on the weaving floor')}`,
          )
        ).items.some((s) => s.title === 'Clara Whitfield on the weaving floor' && Boolean(s.thumbnailURL)),
      { timeout: 420_000, intervals: [2000] },
    )
    .toBe(true);
  await signIn(page, demo.manager);
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    const phone = size === PHONE;
    const menu = async (name: string | RegExp) => {
      if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();
    };
    const home = async () => {
      if (phone)
        await page
          .getByRole('banner')
          .getByRole('link', { name: /, home$/ })
          .click();
      else
        await page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: /, home$/ })
          .click();
    };
    await menu('Interviews');
    await home();
    await expect(page.getByRole('navigation', { name: 'Go to' })).toBeVisible();
    await checkScreen(page, 'reach-home');

    await page.getByRole('link', { name: 'All projects' }).click();
    await page.getByRole('link', { name: 'Mill Town Memories' }).click();
    await expect(page.getByRole('region', { name: 'Add interviews' })).toBeVisible();
    await checkScreen(page, 'reach-project');

    // Other journeys add interviews to the project, so the demo's one is found by its title, as a person would.
    await page.getByRole('searchbox', { name: 'Search interviews' }).fill('Clara Whitfield');
    const row = page
      .getByRole('table', { name: 'Interviews' })
      .getByRole('row')
      .filter({ hasText: 'Clara Whitfield on the weaving floor' });
    await row.getByRole('button', { name: 'More actions for Clara Whitfield on the weaving floor', exact: true }).click();
    await expect(page.getByRole('menuitem', { name: 'Archival package' })).toBeVisible();
    await page.screenshot({ path: `tests/.artifacts/screens/reach-row-menu-${size.width}.png` });
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: /^Mill workers \(/ }).click();
    await expect(page.getByRole('region', { name: 'Add interviews' })).toBeVisible();
    await checkScreen(page, 'reach-folder');

    await (await interviewLink(page, 'Clara Whitfield on the weaving floor')).click();
    const actions = page.getByRole('region', { name: 'Interview actions' });
    await expect(actions.getByRole('link', { name: 'Open the editor' })).toBeVisible();
    await expect(actions.getByRole('link', { name: 'Edit the index' })).toBeVisible();
    await expect(page.getByLabel('Player')).toBeVisible();
    await checkScreen(page, 'reach-hub');

    await actions.getByRole('button', { name: 'Archival package' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Make the archival package' }).click();
    const download = dialog.getByRole('link', { name: 'Download the archival package' });
    await expect(download).toBeVisible({ timeout: 120_000 });
    const tar = await page.request.get((await download.getAttribute('href')) ?? '');
    expect(tar.ok()).toBe(true);
    // A tar's first entry is the package's folder and file: ustar names the manifest's neighbours.
    expect((await tar.body()).subarray(257, 262).toString()).toBe('ustar');
    await checkScreen(page, 'reach-archive-dialog');
    await dialog.getByRole('button', { name: 'Close' }).click();
  }
});
