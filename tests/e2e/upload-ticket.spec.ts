import type { Browser, Page } from '@playwright/test';
import { apiGet, apiPost, apiToken } from './support/api.js';
import { expect as baseExpect, test } from './support/csp.js';
import { makeRecording } from './support/recording.js';
import { checkScreen, DESKTOP, PHONE } from './support/screens.js';
import { demo, signIn } from './support/sign-in.js';

const RUN = Date.now().toString(36);
// The upload runs through the server's processing while the page is read; a busy machine needs more than 5 s.
const expect = baseExpect.configure({ timeout: 20_000 });

async function newPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  return (await browser.newContext({ baseURL: baseURL ?? '' })).newPage();
}

test('a manager asks for recordings by link; a guest sends one and describes it; it lands in the project, and the link is theirs alone', async ({
  page,
  browser,
  baseURL,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  // A project of our own, so no other journey's list changes.
  const token = await apiToken(request, demo.manager);
  const name = `Sent in ${RUN}`;
  const project = await apiPost<{ _id: string }>(request, token, '/projects/create', { name, org_code: 'riverbend' });

  await signIn(page, demo.manager);
  await page.goto(`/projects/${project._id}`);
  await page.getByRole('button', { name: 'Ask for recordings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask for recordings' });
  await dialog.getByRole('button', { name: 'Make a link' }).click();
  const link = dialog.getByRole('textbox', { name: 'Link to send' });
  await expect(link).toHaveValue(/\/ticket\/[A-Za-z0-9_-]+$/);
  const ticketPath = new URL(await link.inputValue()).pathname;
  await dialog.getByRole('button', { name: 'Done' }).click();

  const guest = await newPage(browser, baseURL);
  await guest.setViewportSize(DESKTOP);
  await signIn(guest, demo.guest, { expectWorkspace: false });
  await guest.waitForURL((url) => url.pathname === '/');
  await guest.goto(ticketPath);
  await expect(guest.getByRole('heading', { level: 1, name: 'Send your recordings' })).toBeVisible();
  await expect(guest.getByText(`becomes an interview in the ${name} collection`, { exact: false })).toBeVisible();
  await checkScreen(guest, 'ticket-upload');

  const recording = makeRecording(
    testInfo.outputPath('media'),
    'grandmother',
    'We carried the looms up the hill when the river rose',
    'slt',
  );
  await guest.getByLabel('Choose files').setInputFiles(recording);
  const row = guest.getByRole('listitem', { name: 'grandmother.mp4' });
  const details = guest.getByRole('group', { name: 'Details of grandmother.mp4' });
  await details.getByLabel('Title').fill(`Grandmother's looms ${RUN}`);
  await details.getByLabel('Narrator').fill('Ada Lane');
  await guest.getByRole('button', { name: 'Save details' }).click();
  await expect(guest.getByText('No unsaved changes')).toBeVisible();
  // The file's own state, and beside it what the server is doing with it.
  await expect(row.getByRole('status').filter({ hasText: /^Complete$/ })).toBeVisible({ timeout: 120_000 });
  await expect(row.getByRole('status').filter({ hasText: /^(Processing|Transcribing|Ready)/ })).toBeVisible({ timeout: 120_000 });
  // Nothing leads the guest into the project.
  await expect(guest.getByRole('link', { name: 'Back to the project' })).toHaveCount(0);
  await expect(row.getByRole('link', { name: /^Open / })).toHaveCount(0);
  await guest.setViewportSize(PHONE);
  await checkScreen(guest, 'ticket-upload-sent');

  // The guest's home keeps the way back; the link opens the upload page again for them.
  await guest.goto('/');
  await guest
    .getByRole('list', { name: 'Your tickets' })
    .getByRole('link', { name: `Send recordings to ${name}` })
    .click();
  await expect(guest.getByRole('heading', { level: 1, name: 'Send your recordings' })).toBeVisible();
  await guest.context().close();

  // The recording is an interview of the project, described as the guest described it.
  const stories = await apiGet<{ items: { title: string; narrator?: string }[] }>(request, token, `/projects/${project._id}/stories`);
  expect(stories.items.map((s) => [s.title, s.narrator])).toEqual([[`Grandmother's looms ${RUN}`, 'Ada Lane']]);
  await page.reload();
  await expect(page.getByRole('link', { name: `Grandmother's looms ${RUN}` }).first()).toBeVisible();

  // Anyone else who opens the link finds it used.
  const other = await newPage(browser, baseURL);
  await signIn(other, demo.user);
  await other.goto(ticketPath);
  await expect(other).toHaveURL(/\/ticketUsed$/);
  await other.context().close();
});
