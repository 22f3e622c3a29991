// @vitest-environment jsdom
import { messages } from '@storykeep/core';
import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServices, people, renderApp } from '../../testing/test-services.fixture.js';

configure({ asyncUtilTimeout: 5000 });
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
    await waitFor(() => expect(services.home.redeemed.map((r) => r.ticket)).toEqual(['tk1']));
    expect(services.account.registrations.map((r) => [r.code, r.email, r.fullname])).toEqual([['tk1', 'grace@example.org', 'Grace Guest']]);
    expect(services.auth.getSnapshot().context.role).toBe('guest');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

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
    await waitFor(() => expect(services.home.redeemed.map((r) => r.ticket)).toEqual(['tk4']));
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
