// @vitest-environment jsdom
import { apiFailure, messages } from '@storykeep/core';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { createTestServices, people, renderApp } from '../../testing/test-services.fixture.js';

afterEach(cleanup);

function signIn(email: string, password: string) {
  fireEvent.change(screen.getByLabelText(/Email/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in page', () => {
  it('says "Unknown email or invalid password" on a 401', async () => {
    const services = createTestServices();
    renderApp(services, '/login');
    await screen.findByRole('heading', { name: 'Sign in' });
    signIn(people.user.email, 'wrong');
    expect((await screen.findByRole('alert')).textContent).toBe(messages.signInUnauthorized);
  });

  it('adds the server reason to the general failure text', async () => {
    const services = createTestServices();
    services.account.failWith = apiFailure(503, 'UNAVAILABLE', 'Down for maintenance');
    renderApp(services, '/auth/login');
    await screen.findByRole('heading', { name: 'Sign in' });
    signIn(people.user.email, people.user.password);
    expect((await screen.findByRole('alert')).textContent).toBe(messages.signInFailed('Down for maintenance'));
  });

  it('goes to the requested page after signing in', async () => {
    const services = createTestServices();
    renderApp(services, '/clips');
    await screen.findByRole('heading', { name: 'Welcome' });
    cleanup();
    renderApp(services, '/login');
    await screen.findByRole('heading', { name: 'Sign in' });
    signIn(people.user.email, people.user.password);
    expect(await screen.findByRole('heading', { name: 'Clips' }, { timeout: 5000 })).toBeTruthy();
    const snapshot = await waitFor(services.auth, (s) => s.context.authenticated);
    expect(services.storage.getAuthTokens()?.access_token).toBe(snapshot.context.token);
  });

  it('asks for the two-factor code when the session owes one', async () => {
    const services = createTestServices();
    const forced = services.account.accounts.get(people.user.email);
    if (forced) Object.assign(forced, { forceTwoFactor: true, totpCode: '123456' });
    renderApp(services, '/login');
    await screen.findByRole('heading', { name: 'Sign in' });
    signIn(people.user.email, people.user.password);
    expect(await screen.findByRole('heading', { name: /two-factor/i })).toBeTruthy();
  });
});
