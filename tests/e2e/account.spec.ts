import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { messages } from '@storykeep/core';
import { OwnServer } from './support/own-server.js';
import { checkScreen, DESKTOP, PHONE } from './support/screens.js';
import { totpCode } from './support/totp.js';

// A production install of its own: plain `serve` (no --demo) on an empty folder, on a port next to the shared server's.
const port = Number(process.env.E2E_PORT ?? 18080) + 1;
const server = new OwnServer(port, mkdtempSync(join(tmpdir(), 'storykeep-e2e-install-')), {
  demo: false,
  env: { STORYKEEP_ADMIN_PASSWORD: undefined },
});
const ADMIN = 'admin@storykeep.local';
const OWN_PASSWORD = 'the archive keeper chose this';

// A second server's first start (migrations on a new embedded database) takes a while on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.beforeAll(async () => {
  test.setTimeout(240_000);
  await server.start();
});
test.afterAll(async () => {
  await server.stop();
  rmSync(server.dataDir, { recursive: true, force: true });
});

/** Whole-label matcher for a form field (Fluent marks a required one with an asterisk). */
const label = (text: string) => new RegExp(`^${text}\\s*\\*?$`);

async function signIn(page: Page, password: string): Promise<void> {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Email').fill(ADMIN);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a new install prints one administrator password, whose first sign-in asks for a new one, and has no demo account', async ({
  page,
}) => {
  const printed = [...server.output.matchAll(/Administrator admin@storykeep\.local: password ([A-Za-z0-9_-]{24})\n/g)].map((m) => m[1]);
  expect(printed).toHaveLength(1);
  expect(server.output).not.toContain('Demo accounts');
  for (const email of ['admin@demo.storykeep.test', 'user@demo.storykeep.test']) {
    const answer = await fetch(`${server.url}/api/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'storykeep-demo' }),
    });
    expect(answer.status, email).toBe(401);
  }

  await page.setViewportSize(DESKTOP);
  await signIn(page, printed[0] ?? '');
  await expect(page.getByRole('heading', { name: messages.passwordChangeRequiredTitle })).toBeVisible();
  // Until the new password is chosen, no page of the app opens.
  await page.goto(`${server.url}/admin`);
  await expect(page.getByRole('heading', { name: messages.passwordChangeRequiredTitle })).toBeVisible();
  await checkScreen(page, 'account-forced-change');
  await page.setViewportSize(PHONE);
  await checkScreen(page, 'account-forced-change');
  await page.setViewportSize(DESKTOP);

  await page.getByLabel(label(messages.givenPasswordLabel)).fill(printed[0] ?? '');
  await page.getByLabel(label(messages.newPasswordLabel)).fill(OWN_PASSWORD);
  await page.getByLabel(label(messages.newPasswordAgainLabel)).fill(OWN_PASSWORD);
  await page.getByRole('button', { name: messages.passwordChangeSubmit }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page).toHaveURL(`${server.url}/admin`);
});

test('the account page, from the account menu, changes the name, the password and two-factor authentication', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, OWN_PASSWORD);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page
    .getByRole('button', { name: /^Account menu/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: messages.accountMenuItem }).click();
  await expect(page.getByRole('heading', { name: messages.accountPageTitle, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(`${server.url}/account`);
  await checkScreen(page, 'account');

  const name = page.getByRole('region', { name: messages.accountNameHeading });
  await name.getByLabel(label(messages.accountNameLabel)).fill('Ada Keeper');
  await name.getByRole('button', { name: messages.accountNameSave }).click();
  await expect(name.getByRole('status')).toHaveText(messages.accountNameSaved);
  await expect(page.getByRole('button', { name: 'Account menu: Ada Keeper' }).first()).toBeVisible();

  const twoFactor = page.getByRole('region', { name: messages.twoFactorHeading });
  await twoFactor.getByRole('button', { name: messages.twoFactorSetUp }).click();
  const key = (await twoFactor.locator('code').textContent()) ?? '';
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await page.setViewportSize(PHONE);
  await checkScreen(page, 'account-two-factor-setup');
  await page.setViewportSize(DESKTOP);
  await twoFactor.getByLabel(label(messages.twoFactorCodeLabel)).fill(totpCode(key));
  await twoFactor.getByRole('button', { name: messages.twoFactorTurnOn }).click();
  await expect(twoFactor.getByRole('status')).toHaveText(messages.twoFactorEnabled);
  await expect(twoFactor.getByText(messages.twoFactorOnNote)).toBeVisible();
  await checkScreen(page, 'account-two-factor-on');
  // Turning it off takes a current code (the next step's, which the server's window accepts and is not the one used).
  await twoFactor.getByLabel(label(messages.twoFactorCodeLabel)).fill(totpCode(key, Date.now() / 1000 + 30));
  await twoFactor.getByRole('button', { name: messages.twoFactorTurnOff }).click();
  await expect(twoFactor.getByRole('status')).toHaveText(messages.twoFactorDisabled);

  const password = page.getByRole('region', { name: messages.accountPasswordHeading });
  await password.getByLabel(label(messages.currentPasswordLabel)).fill('not the password');
  await password.getByLabel(label(messages.newPasswordLabel)).fill('another long password');
  await password.getByLabel(label(messages.newPasswordAgainLabel)).fill('another long password');
  await password.getByRole('button', { name: messages.passwordChangeSubmit }).click();
  await expect(password.getByRole('alert')).toHaveText('Your current password is not right');
  await password.getByLabel(label(messages.currentPasswordLabel)).fill(OWN_PASSWORD);
  await password.getByRole('button', { name: messages.passwordChangeSubmit }).click();
  await expect(password.getByRole('status')).toHaveText(messages.passwordChanged);
  await page.setViewportSize(PHONE);
  await checkScreen(page, 'account');
});
