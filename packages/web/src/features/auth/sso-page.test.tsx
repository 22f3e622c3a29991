// @vitest-environment jsdom
import { messages } from '@storykeep/core';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { createTestServices, people, renderApp } from '../../testing/test-services.fixture.js';

afterEach(cleanup);

function withSso() {
  const services = createTestServices();
  services.account.sso = { enabled: true, name: 'Riverbend ID' };
  return services;
}

describe('single sign-on page', () => {
  it('says single sign-on is not set up when the server has none, and offers the other ways in', async () => {
    renderApp(createTestServices(), '/sso');
    expect(await screen.findByText(/is not set up on this Storykeep server/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Continue with/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in with e-mail and password' })).toBeTruthy();
  });

  it('leaves for the server’s start address with "Continue with {name}"', async () => {
    renderApp(withSso(), '/sso');
    const button = await screen.findByRole('link', { name: 'Continue with Riverbend ID' });
    expect(button.getAttribute('href')).toBe('/api/auth/sso/start');
    expect(screen.queryByText(/is not set up/)).toBeNull();
  });

  it.each([
    ['unknown_account', messages.ssoUnknownAccount],
    ['state_invalid', messages.ssoStateInvalid],
    ['email_unverified', messages.ssoEmailUnverified],
    ['something-else', messages.ssoFailed],
  ])('explains ?error=%s', async (code, text) => {
    renderApp(withSso(), `/sso?error=${code}`);
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(await screen.findByRole('link', { name: 'Continue with Riverbend ID' })).toBeTruthy();
  });

  it('exchanges ?code= for a session through the auth machine, once', async () => {
    const services = withSso();
    services.account.ssoCodes.set('login-code-1234567890', people.user.email);
    renderApp(services, '/sso?code=login-code-1234567890');
    const snapshot = await waitFor(services.auth, (s) => s.context.authenticated);
    expect(snapshot.context.email).toBe(people.user.email);
    expect(services.storage.getAuthTokens()?.access_token).toBe(snapshot.context.token);
    expect(services.account.ssoCodes.size).toBe(0);
  });

  it('asks for the two-factor code when the account owes one', async () => {
    const services = withSso();
    const forced = services.account.accounts.get(people.user.email);
    if (forced) Object.assign(forced, { forceTwoFactor: true, totpCode: '123456' });
    services.account.ssoCodes.set('login-code-2fa-1234567', people.user.email);
    renderApp(services, '/sso?code=login-code-2fa-1234567');
    expect(await screen.findByRole('heading', { name: /two-factor/i })).toBeTruthy();
  });

  it('says so when the login code was already used', async () => {
    renderApp(withSso(), '/sso?code=used-code-1234567890');
    expect((await screen.findByRole('alert')).textContent).toBe(messages.ssoCodeInvalid);
    expect(screen.getByRole('link', { name: 'Continue with Riverbend ID' })).toBeTruthy();
  });

  it('is linked from the sign-in page only when set up', async () => {
    renderApp(withSso(), '/login');
    expect((await screen.findByRole('link', { name: 'Sign in with Riverbend ID' })).getAttribute('href')).toBe('/sso');
    cleanup();
    renderApp(createTestServices(), '/login');
    await screen.findByRole('heading', { name: 'Sign in' });
    await screen.findByRole('link', { name: 'Email me a sign-in link' });
    expect(screen.queryByRole('link', { name: /Sign in with/ })).toBeNull();
  });
});
