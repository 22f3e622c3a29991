import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { apiGet, apiPost, apiToken } from './support/api.js';
import { expect, test } from './support/csp.js';
import { checkScreen, DESKTOP, PHONE } from './support/screens.js';
import { demo, signIn } from './support/sign-in.js';

// Each run plans in a project of its own, so no other journey's demo data changes.
async function newProject(page: Page, name: string): Promise<string> {
  const token = await apiToken(page.request, demo.manager);
  const project = await apiPost<{ _id: string }>(page.request, token, '/projects/create', { name, org_code: 'riverbend' });
  return project._id;
}

/**
 * Runs `journey` with the demo organization not requiring session passwords, then puts the rule back as it was: the
 * organizations journey turns it on, and a campaign person may then be invited only through a password-locked call plan.
 */
async function withoutRequiredPasswords(page: Page, journey: () => Promise<void>): Promise<void> {
  const token = await apiToken(page.request, demo.admin);
  const edit = async (required: boolean) => {
    const response = await page.request.put('/api/organization/riverbend/edit', {
      headers: { authorization: `Bearer ${token}` },
      data: { require_session_passwords: required },
    });
    expect(response.ok(), 'PUT /organization/riverbend/edit').toBe(true);
  };
  const before = await apiGet<{ require_session_passwords?: boolean }>(page.request, token, '/organization/riverbend');
  await edit(false);
  try {
    await journey();
  } finally {
    await edit(before.require_session_passwords === true);
  }
}

async function newPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  return (await browser.newContext({ baseURL: baseURL ?? '' })).newPage();
}

test('a manager lists a person to interview and invites them; the guest redeems the ticket into the call, once', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await withoutRequiredPasswords(page, async () => {
    const name = `Campaign ${randomUUID().slice(0, 8)}`;
    const projectId = await newProject(page, name);
    await signIn(page, demo.manager);
    await page.goto(`/projects/${projectId}`);
    await page.getByRole('region', { name: 'Add interviews' }).getByRole('link', { name: 'Plan a campaign' }).click();
    await expect(page).toHaveURL(new RegExp(`/plan_campaign/projects/${projectId}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Interview campaign: ${name}` })).toBeVisible();
    await page.getByRole('textbox', { name: 'Name' }).fill('Gus Guest');
    await page.getByRole('textbox', { name: /E-mail/ }).fill(demo.guest);
    await page.getByRole('textbox', { name: /Questions to ask/ }).fill('How did the ferry cross in winter?\nWho kept the landing?');
    await page.getByRole('button', { name: 'Add person' }).click();
    const card = page.getByRole('listitem', { name: 'Gus Guest' });
    await expect(card.getByRole('list', { name: 'Questions for Gus Guest' })).toContainText('Who kept the landing?');
    await card.getByRole('button', { name: 'Invite Gus Guest' }).click();
    const link = card.getByRole('textbox', { name: 'Invitation link for Gus Guest' });
    await expect(link).toHaveValue(/\/ticket\/[A-Za-z0-9_-]+$/);
    await expect(card).toContainText('Invited');
    await expect(page.getByRole('list', { name: 'People by status' })).toContainText('Invited: 1');
    const ticketPath = new URL(await link.inputValue()).pathname;

    const guest = await newPage(browser, baseURL);
    await signIn(guest, demo.guest, { expectWorkspace: false });
    await guest.waitForURL((url) => url.pathname === '/');
    await guest.goto(ticketPath);
    await guest.waitForURL(/\/room\/session\/[A-Za-z0-9_-]+$/);
    await expect(guest.getByRole('heading', { level: 1, name: 'Interview with Gus Guest' })).toBeVisible();
    await expect(guest.getByLabel('Your name')).toBeVisible();
    // Opened again by its guest, the link leads back into the call.
    await guest.goto(ticketPath);
    await guest.waitForURL(/\/room\/session\/[A-Za-z0-9_-]+$/);

    await page.reload();
    await expect(page.getByRole('listitem', { name: 'Gus Guest' })).toContainText('The invitation has been used.');
    await guest.context().close();
  });
});

test('a call plan with a password: its session link takes a guest to the call, which asks for the password', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const projectId = await newProject(page, `Call plan ${randomUUID().slice(0, 8)}`);
  await signIn(page, demo.manager);
  await page.goto(`/projects/${projectId}`);
  await page.getByRole('region', { name: 'Add interviews' }).getByRole('link', { name: 'Plan a call' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill('Songs from the landing');
  await page.getByLabel('Date and time').fill('2031-05-04T15:30');
  await page.getByRole('textbox', { name: 'Session password' }).fill('tide-table');
  await page.getByRole('textbox', { name: /Questions to ask/ }).fill('Which song came first?');
  await page.getByRole('button', { name: 'Plan the call' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Songs from the landing' })).toBeVisible();
  await expect(page.getByText('Guests need the session password')).toBeVisible();
  const sessionUrl = await page.getByRole('textbox', { name: 'Session link' }).inputValue();
  expect(new URL(sessionUrl).pathname).toMatch(/^\/riverbend\/songs-from-the-landing\/s\/[A-Za-z0-9_-]+\/call$/);

  const guest = await newPage(browser, baseURL);
  await guest.goto(new URL(sessionUrl).pathname);
  await guest.waitForURL(/\/room\/session\/[A-Za-z0-9_-]+$/);
  await expect(guest.getByRole('heading', { level: 1, name: 'Songs from the landing' })).toBeVisible();
  await guest.getByLabel('Your name').fill('Nora Narrator');
  await guest.getByLabel('Session password').fill('wrong-one');
  await guest.getByRole('checkbox', { name: /I accept the/ }).check();
  await guest.getByRole('button', { name: 'Continue' }).click();
  await expect(guest.getByText('That session password is not right.')).toBeVisible();
  await guest.getByLabel('Session password').fill('tide-table');
  await guest.getByRole('button', { name: 'Continue' }).click();
  await expect(guest.getByRole('heading', { name: 'Check your camera and microphone' })).toBeVisible();

  await guest.goto('/riverbend/songs-from-the-landing/s/no-such-key-1/call');
  await expect(guest.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
  await guest.context().close();

  // Starting the call from the plan opens its room, with the plan's questions, for the host.
  await page.getByRole('button', { name: 'Start the call' }).click();
  await page.waitForURL(/\/room\/session\/[A-Za-z0-9_-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Songs from the landing' })).toBeVisible();
});

for (const size of [DESKTOP, PHONE]) {
  test(`the planning pages and /sso fit ${size.width} px and pass axe`, async ({ page, browser, baseURL }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(size);
    const projectId = await newProject(page, `Planning screens ${randomUUID().slice(0, 8)}`);
    const token = await apiToken(page.request, demo.manager);
    const plan = await apiPost<{ _id: string }>(page.request, token, `/projects/${projectId}/prepsessions`, {
      title: 'A planned call with a rather long title to wrap on a phone',
      password: 'tide-table',
      questions: ['Where were you born?', 'What did the river give you?'],
      scheduled_at: '2031-05-04T15:30:00.000Z',
    });
    const person = await apiPost<{ _id: string }>(page.request, token, `/projects/${projectId}/campaign/people`, {
      name: 'Ada Narrator',
      email: 'ada.narrator.with.a.long.address@example.org',
      questions: ['Tell me about the ferry'],
      prepsession_id: plan._id,
    });
    await apiPost(page.request, token, `/campaign/people/${person._id}/invite`, {});
    // On a phone the main navigation is behind the menu button, so the home page says that sign-in is done.
    await signIn(page, demo.manager, { expectWorkspace: false });
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(`/plan_campaign/projects/${projectId}`);
    await expect(page.getByRole('listitem', { name: 'Ada Narrator' })).toBeVisible();
    await checkScreen(page, 'plan-campaign');
    await page.goto(`/plan_campaign/organizations/riverbend/projects/${projectId}`);
    await expect(page.getByRole('listitem', { name: 'Ada Narrator' })).toBeVisible();
    await checkScreen(page, 'plan-campaign-organization');
    await page.goto(`/plan_campaign/projects/${projectId}/prepsession/${plan._id}`);
    await expect(page.getByRole('heading', { level: 1, name: /^People for the call: A planned call/ })).toBeVisible();
    await checkScreen(page, 'plan-campaign-prepsession');
    await page.goto(`/plan_call/projects/${projectId}`);
    await expect(page.getByRole('list', { name: 'Planned calls' })).toContainText('Password set');
    await checkScreen(page, 'plan-call');
    await page.goto(`/plan_call/organizations/riverbend/projects/${projectId}`);
    await expect(page.getByRole('list', { name: 'Planned calls' })).toBeVisible();
    await checkScreen(page, 'plan-call-organization');
    await page.goto(`/plan_call/projects/${projectId}/prepsession/${plan._id}`);
    await expect(page.getByRole('textbox', { name: 'Session link' })).toBeVisible();
    await checkScreen(page, 'plan-call-prepsession');
    // /sso is for the signed out: a browser of its own, since signing out finishes after the next page has loaded.
    const visitor = await (await browser.newContext({ baseURL: baseURL ?? '' })).newPage();
    await visitor.setViewportSize(size);
    await visitor.goto('/sso');
    await expect(visitor.getByRole('heading', { level: 1, name: 'Single sign-on' })).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'Sign in with e-mail and password' })).toBeVisible();
    await checkScreen(visitor, 'sso');
    await visitor.context().close();
  });
}
