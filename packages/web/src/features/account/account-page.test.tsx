// @vitest-environment jsdom
import { messages } from '@storykeep/core';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { createTestServices, people, renderApp } from '../../testing/test-services.fixture.js';

afterEach(cleanup);

/** A field by its whole label (Fluent adds an asterisk to a required field's). */
const field = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);
const type = (label: string, value: string, scope: HTMLElement = document.body) =>
  fireEvent.change(within(scope).getByLabelText(field(label)), { target: { value } });

describe('the account page', { timeout: 30_000 }, () => {
  it('is reached from the account menu and changes the name the menu shows', async () => {
    const services = createTestServices('user');
    renderApp(services, '/');
    fireEvent.click(await screen.findByRole('button', { name: /Account menu/ }, { timeout: 5000 }));
    fireEvent.click(await screen.findByRole('menuitem', { name: messages.accountMenuItem }));
    await screen.findByRole('heading', { name: messages.accountPageTitle, level: 1 }, { timeout: 5000 });
    const name = screen.getByRole('region', { name: messages.accountNameHeading });
    type(messages.accountNameLabel, 'Uma Okafor', name);
    fireEvent.click(within(name).getByRole('button', { name: messages.accountNameSave }));
    expect((await within(name).findByRole('status')).textContent).toBe(messages.accountNameSaved);
    expect(services.accountSettings.fullName).toBe('Uma Okafor');
    expect(screen.getAllByRole('button', { name: 'Account menu: Uma Okafor' }).length).toBeGreaterThan(0);
  });

  it('changes the password only with the current one, and only when the new one is typed the same twice', async () => {
    const services = createTestServices('user');
    renderApp(services, '/account');
    const section = await screen.findByRole('region', { name: messages.accountPasswordHeading }, { timeout: 5000 });
    type(messages.currentPasswordLabel, people.user.password, section);
    type(messages.newPasswordLabel, 'a new long password', section);
    type(messages.newPasswordAgainLabel, 'a new long passwort', section);
    fireEvent.click(within(section).getByRole('button', { name: messages.passwordChangeSubmit }));
    expect((await within(section).findByRole('alert')).textContent).toBe(messages.passwordsDiffer);
    expect(services.accountSettings.changes).toEqual([]);

    type(messages.currentPasswordLabel, 'not my password', section);
    type(messages.newPasswordAgainLabel, 'a new long password', section);
    fireEvent.click(within(section).getByRole('button', { name: messages.passwordChangeSubmit }));
    expect((await within(section).findByRole('alert')).textContent).toBe('Your current password is not right');

    type(messages.currentPasswordLabel, people.user.password, section);
    fireEvent.click(within(section).getByRole('button', { name: messages.passwordChangeSubmit }));
    expect((await within(section).findByRole('status')).textContent).toBe(messages.passwordChanged);
    expect(services.accountSettings.password).toBe('a new long password');
  });

  it('states the rule of a new password, names a short one once the field is left, and sends none shorter than 12', async () => {
    const services = createTestServices('user');
    renderApp(services, '/account');
    const section = await screen.findByRole('region', { name: messages.accountPasswordHeading }, { timeout: 5000 });
    expect(within(section).getByText(messages.newPasswordHint)).toBeTruthy();
    type(messages.currentPasswordLabel, people.user.password, section);
    type(messages.newPasswordLabel, 'eleven char', section);
    type(messages.newPasswordAgainLabel, 'eleven char', section);
    fireEvent.blur(within(section).getByLabelText(field(messages.newPasswordLabel)));
    expect(await within(section).findByText(messages.passwordTooShort)).toBeTruthy();
    const submit = within(section).getByRole('button', { name: messages.passwordChangeSubmit }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    type(messages.newPasswordLabel, 'twelve chars', section);
    type(messages.newPasswordAgainLabel, 'twelve chars', section);
    expect(within(section).queryByText(messages.passwordTooShort)).toBeNull();
    expect(submit.disabled).toBe(false);
  });

  it('sets up two-factor with the first code, and turns it off only with a current code', async () => {
    const services = createTestServices('user');
    renderApp(services, '/account');
    const section = await screen.findByRole('region', { name: messages.twoFactorHeading }, { timeout: 5000 });
    expect(within(section).getByText(messages.twoFactorOffNote)).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: messages.twoFactorSetUp }));
    expect(await within(section).findByText('JBSWY3DPEHPK3PXPJBSWY3DP')).toBeTruthy();
    type(messages.twoFactorCodeLabel, '123456', section);
    fireEvent.click(within(section).getByRole('button', { name: messages.twoFactorTurnOn }));
    expect((await within(section).findByRole('status')).textContent).toBe(messages.twoFactorEnabled);
    expect(within(section).getByText(messages.twoFactorOnNote)).toBeTruthy();

    type(messages.twoFactorCodeLabel, '000000', section);
    fireEvent.click(within(section).getByRole('button', { name: messages.twoFactorTurnOff }));
    expect((await within(section).findByRole('alert')).textContent).toBe('Wrong code');
    type(messages.twoFactorCodeLabel, '123456', section);
    fireEvent.click(within(section).getByRole('button', { name: messages.twoFactorTurnOff }));
    expect((await within(section).findByRole('status')).textContent).toBe(messages.twoFactorDisabled);
    expect(services.auth.getSnapshot().context.twofactorAuthenticationEnabled).toBe(false);
  });
});

describe('signing in with a password made for the account', { timeout: 30_000 }, () => {
  it('asks for a new password before any page, then goes on', async () => {
    const services = createTestServices();
    const made = services.account.accounts.get(people.admin.email);
    if (made) made.mustChangePassword = true;
    services.accountSettings.password = people.admin.password;
    renderApp(services, '/login');
    await screen.findByRole('heading', { name: 'Sign in' }, { timeout: 5000 });
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: people.admin.email } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: people.admin.password } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { name: messages.passwordChangeRequiredTitle }, { timeout: 5000 });
    expect(services.auth.getSnapshot().context.authenticated).toBe(false);
    type(messages.givenPasswordLabel, people.admin.password);
    type(messages.newPasswordLabel, 'chosen by the admin');
    type(messages.newPasswordAgainLabel, 'chosen by the admin');
    fireEvent.click(screen.getByRole('button', { name: messages.passwordChangeSubmit }));
    const snapshot = await waitFor(services.auth, (s) => s.context.authenticated);
    expect(snapshot.matches('authenticated')).toBe(true);
    expect(services.accountSettings.password).toBe('chosen by the admin');
  });
});
