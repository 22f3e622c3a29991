import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { apiPost, apiToken } from './support/api.js';
import { expect, test } from './support/csp.js';
import { confirmationPath } from './support/outbox.js';
import { checkScreen, DESKTOP, PHONE } from './support/screens.js';
import { demo } from './support/sign-in.js';

const OFFER = 'New here? Create a guest account';
const PROMPT = 'You were sent an invitation link. Sign in to open it, or create a guest account if you have none.';

/** A project of this run's own with a call in it, and a manager's single-use ticket into that call. */
async function ticketIntoCall(page: Page, title: string) {
  const token = await apiToken(page.request, demo.manager);
  const project = await apiPost<{ _id: string }>(page.request, token, '/projects/create', {
    name: `Tickets ${title}`,
    org_code: 'riverbend',
  });
  // With a session password: the organizations journey may have made Riverbend require one.
  const room = await apiPost<{ storyId: string; roomKey: string }>(page.request, token, `/projects/${project._id}/room/start`, {
    title,
    sessionPassword: 'landing-1984',
  });
  const { ticket } = await apiPost<{ ticket: string }>(page.request, token, `/projects/${project._id}/tickets`, { story_id: room.storyId });
  return { ticket, roomKey: room.roomKey };
}

test('someone without an account opens a ticket link, creates a guest account and lands in the call', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const title = `Ferry call ${randomUUID().slice(0, 8)}`;
  // A context of its own: no session, as for a person opening the link from an e-mail.
  const context = await browser.newContext({ baseURL: baseURL ?? '' });
  const page = await context.newPage();
  const { ticket, roomKey } = await ticketIntoCall(page, title);

  await page.goto(`/ticket/${ticket}`);
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByText(PROMPT)).toBeVisible();
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await checkScreen(page, 'ticket-welcome-offer');
  }

  // The sign-in page keeps the sign-in for people with an account and offers the guest account beside it.
  await page.setViewportSize(DESKTOP);
  await page.getByRole('button', { name: 'Sign in' }).first().click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('button', { name: OFFER })).toBeVisible();
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await checkScreen(page, 'ticket-sign-in-offer');
  }
  await page.getByRole('button', { name: OFFER }).click();
  await expect(page.getByRole('heading', { name: 'Create a guest account' })).toBeVisible();
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await checkScreen(page, 'ticket-guest-registration');
  }

  const email = `guest-${randomUUID().slice(0, 8)}@example.org`;
  await page.getByLabel('Full name').fill('Greta Newcomer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a long enough password');
  await page.getByRole('button', { name: 'Create account' }).click();
  // The account waits for its address: the confirmation link signs in and leads on to the ticket, then the call.
  await expect(page.getByText('We have sent you a link. Open it to finish creating your account.')).toBeVisible();
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await checkScreen(page, 'ticket-guest-confirmation-sent');
  }
  await page.setViewportSize(DESKTOP);
  await expect.poll(() => confirmationPath(email), { timeout: 20_000 }).not.toBeNull();
  await page.goto(confirmationPath(email) ?? '');
  await expect(page).toHaveURL(new RegExp(`/room/session/${roomKey}$`));
  await expect(page.getByLabel('Your name')).toBeVisible();

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Greta Newcomer' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your tickets' }).getByRole('link', { name: `Join the call: ${title}` })).toBeVisible();
  // The link is now the new guest's own way back into the call.
  await page.goto(`/ticket/${ticket}`);
  await expect(page).toHaveURL(new RegExp(`/room/session/${roomKey}$`));
  await context.close();
});

test('a used ticket registers no one: the form says so and the visitor stays signed out', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL: baseURL ?? '' });
  const page = await context.newPage();
  const { ticket } = await ticketIntoCall(page, `Used call ${randomUUID().slice(0, 8)}`);
  const guest = await apiToken(page.request, demo.guest);
  const redeemed = await page.request.post(`/api/ticket/${ticket}`, { headers: { authorization: `Bearer ${guest}` }, data: {} });
  expect(redeemed.ok()).toBe(true);

  await page.goto(`/ticket/${ticket}`);
  await page.getByRole('button', { name: OFFER }).click();
  await expect(page.getByRole('heading', { name: 'Create a guest account' })).toBeVisible();
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await checkScreen(page, 'ticket-welcome-registration');
  }
  await page.getByLabel('Full name').fill('Late Comer');
  await page.getByLabel('Email').fill(`late-${randomUUID().slice(0, 8)}@example.org`);
  await page.getByLabel('Password').fill('a long enough password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toHaveText('There was an error creating your account.');
  await expect(page).toHaveURL(/\/welcome$/);
  await context.close();
});
