import { apiPost, apiToken, projectNamed } from './support/api.js';
import { expect, test } from './support/csp.js';
import { checkScreen, DESKTOP, PHONE } from './support/screens.js';
import { demo, signIn } from './support/sign-in.js';

test('a guest who signs in lands on the guest home, not the signed-out page', async ({ page }) => {
  await signIn(page, demo.guest, { expectWorkspace: false });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Gus Guest' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your interviews' })).toBeVisible();
  await expect(page).toHaveTitle('Storykeep');
  await checkScreen(page, 'guest-home');
});

test('a ticket a manager sends takes the guest into the call, for them only, and stays on their home', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const manager = await apiToken(request, demo.manager);
  const project = await projectNamed(request, manager, 'River Voices');
  const room = await apiPost<{ storyId: string; roomKey: string }>(request, manager, `/projects/${project._id}/room/start`, {
    title: 'Ticket journey call',
  });
  const { ticket } = await apiPost<{ ticket: string }>(request, manager, `/projects/${project._id}/tickets`, { story_id: room.storyId });

  await signIn(page, demo.guest, { expectWorkspace: false });
  await expect(page.getByRole('heading', { name: 'Welcome, Gus Guest' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Invitation link or ticket' }).fill(`http://127.0.0.1/ticket/${ticket}`);
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page).toHaveURL(new RegExp(`/room/session/${room.roomKey}$`));

  await page.goto('/');
  await expect(
    page.getByRole('list', { name: 'Your tickets' }).getByRole('link', { name: 'Join the call: Ticket journey call' }),
  ).toBeVisible();
  // Its guest comes back to the call through the same link; anyone else finds it used.
  await page.goto(`/ticket/${ticket}`);
  await expect(page).toHaveURL(new RegExp(`/room/session/${room.roomKey}$`));
  const other = await (await browser.newContext({ baseURL: baseURL ?? '' })).newPage();
  await signIn(other, demo.user);
  await other.goto(`/ticket/${ticket}`);
  await expect(other).toHaveURL(/\/ticketUsed$/);
  await expect(other.getByRole('heading', { name: 'This invitation has been used' })).toBeVisible();
  await other.context().close();
});

for (const size of [DESKTOP, PHONE]) {
  test(`the home, ticket, guest and tutorial pages fit ${size.width} px and pass axe`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    await signIn(page, demo.manager, { expectWorkspace: false });
    await expect(page.getByRole('heading', { name: 'Welcome back, Manny Manager' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Quick actions' })).toBeVisible();
    await checkScreen(page, 'home');
    await page.goto('/tutorials');
    await expect(page.getByRole('list', { name: 'Guides' })).toBeVisible();
    await checkScreen(page, 'tutorials');
    await page.goto('/tutorials/first-upload');
    await expect(page.getByRole('heading', { level: 1, name: 'Your first upload' })).toBeVisible();
    await checkScreen(page, 'tutorial');
    await page.goto('/ticketUsed');
    await expect(page.getByRole('heading', { name: 'This invitation has been used' })).toBeVisible();
    await checkScreen(page, 'ticket-used');
    await page.goto('/ticket/no-such-ticket');
    await expect(page.getByText('This ticket does not exist. Check the link you were sent.')).toBeVisible();
    await checkScreen(page, 'ticket-unknown');
    await page.goto('/stories/any/thank-you');
    await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible();
    await checkScreen(page, 'thank-you');
    await page.goto('/stories/any/link-expired');
    await expect(page.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
    await checkScreen(page, 'link-expired');
  });
}
