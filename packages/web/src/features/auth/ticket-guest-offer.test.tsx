// @vitest-environment jsdom
import { messages } from '@storykeep/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServices, people, renderApp } from '../../testing/test-services.fixture.js';

afterEach(cleanup);

function withTicket(ticket: string) {
  const services = createTestServices();
  services.account.ticketCodes.add(ticket);
  services.home.tickets.set(ticket, { projectId: 'p1', projectName: 'River voices', storyId: null, storyTitle: null });
  return services;
}

function fillRegistration(email: string) {
  fireEvent.change(screen.getByLabelText(/Full name/), { target: { value: 'Grace Guest' } });
  fireEvent.change(screen.getByLabelText(/Email/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'long enough pw' } });
  fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('guest registration on the way to a ticket link', () => {
  it('on the welcome page, registers a guest with the ticket as code, then redeems the ticket', async () => {
    const services = withTicket('tk1');
    const { router } = renderApp(services, '/ticket/tk1');
    await screen.findByRole('heading', { name: 'Welcome' });
    expect(screen.getByText(messages.ticketGuestPrompt)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: messages.ticketGuestOffer }));
    await screen.findByRole('heading', { name: 'Create a guest account' });
    fillRegistration('grace@example.org');
    // The account waits for its address: nothing is redeemed until the e-mailed link is opened.
    expect(await screen.findByText(messages.registrationVerificationSent)).toBeTruthy();
    expect(services.account.registrations.map((r) => [r.code, r.email, r.fullname])).toEqual([['tk1', 'grace@example.org', 'Grace Guest']]);
    expect(services.home.redeemed).toEqual([]);
    expect(router.state.location.pathname).toBe('/welcome');
    cleanup();
    // The confirmation link signs in and leads on to the ticket, which redeems it.
    const opened = renderApp(services, '/magic-link?token=grace%40example.org&next=%2Fticket%2Ftk1');
    await waitFor(() => expect(services.home.redeemed.map((r) => r.ticket)).toEqual(['tk1']));
    expect(services.auth.getSnapshot().context.role).toBe('guest');
    await waitFor(() => expect(opened.router.state.location.pathname).toBe('/'));
  }, 15_000);

  it('on the sign-in page, offers the guest account beside the sign-in and goes back to it', async () => {
    const services = withTicket('tk2');
    renderApp(services, '/ticket/tk2');
    await screen.findByRole('heading', { name: 'Welcome' });
    cleanup();
    renderApp(services, '/login');
    await screen.findByRole('heading', { name: 'Sign in' });
    fireEvent.click(screen.getByRole('button', { name: messages.ticketGuestOffer }));
    await screen.findByRole('heading', { name: 'Create a guest account' });
    fireEvent.click(screen.getByRole('button', { name: 'I already have an account' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(services.account.registrations).toEqual([]);
  });

  it('says the e-mail is taken (422) and stays, leaving the ticket unredeemed', async () => {
    const services = withTicket('tk3');
    renderApp(services, '/ticket/tk3');
    await screen.findByRole('heading', { name: 'Welcome' });
    cleanup();
    const { router } = renderApp(services, '/login');
    fireEvent.click(await screen.findByRole('button', { name: messages.ticketGuestOffer }));
    await screen.findByRole('heading', { name: 'Create a guest account' });
    fillRegistration(people.user.email);
    expect((await screen.findByRole('alert')).textContent).toBe(messages.registrationEmailTaken);
    expect(router.state.location.pathname).toBe('/login');
    expect(services.home.redeemed).toEqual([]);
  });

  it('after registering from the sign-in page, goes on to the ticket rather than home', async () => {
    const services = withTicket('tk4');
    renderApp(services, '/ticket/tk4');
    await screen.findByRole('heading', { name: 'Welcome' });
    cleanup();
    renderApp(services, '/login');
    fireEvent.click(await screen.findByRole('button', { name: messages.ticketGuestOffer }));
    await screen.findByRole('heading', { name: 'Create a guest account' });
    fillRegistration('ida@example.org');
    expect(await screen.findByText(messages.registrationVerificationSent)).toBeTruthy();
    cleanup();
    renderApp(services, '/magic-link?token=ida%40example.org&next=%2Fticket%2Ftk4');
    await waitFor(() => expect(services.home.redeemed.map((r) => r.ticket)).toEqual(['tk4']));
  });

  it('follows no other address a confirmation link names', async () => {
    const services = withTicket('tk5');
    await services.account.register({ email: 'eve@example.org', fullname: 'Eve', password: 'long enough pw', code: 'tk5' }, 'user');
    const { router } = renderApp(services, '/magic-link?token=eve%40example.org&next=%2F%2Fevil.example%2Fx');
    await waitFor(() => expect(services.auth.getSnapshot().context.authenticated).toBe(true));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(services.home.redeemed).toEqual([]);
  });

  it('offers nothing when the visitor was going anywhere else', async () => {
    const services = createTestServices();
    renderApp(services, '/clips');
    await screen.findByRole('heading', { name: 'Welcome' });
    expect(screen.queryByRole('button', { name: messages.ticketGuestOffer })).toBeNull();
    cleanup();
    renderApp(services, '/login');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(screen.queryByRole('button', { name: messages.ticketGuestOffer })).toBeNull();
  });
});
