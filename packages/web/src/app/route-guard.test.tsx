// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServices, renderApp, settled } from '../testing/test-services.fixture.js';

afterEach(cleanup);

describe('route guards', () => {
  it('sends a visitor who is not signed in to the marketing page and remembers where they were going', async () => {
    const services = createTestServices();
    renderApp(services, '/projects?page=2');
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeTruthy();
    expect(services.auth.getSnapshot().context.requestedLocation).toBe('/projects?page=2');
  });

  it('sends a guest away from a signed-in page to the marketing page', async () => {
    const services = createTestServices('guest');
    await settled(services);
    renderApp(services, '/myInterviews');
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeTruthy();
  });

  it('keeps a signed-in guest on their own home, not the signed-out page', async () => {
    const services = createTestServices('guest');
    await settled(services);
    renderApp(services, '/');
    expect(await screen.findByRole('heading', { name: 'Welcome, Gus Guest' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your interviews' })).toBeTruthy();
    expect(document.title).toBe('Storykeep');
  }, 20_000);

  it('sends a user who fails the page level home', async () => {
    const services = createTestServices('user');
    await settled(services);
    renderApp(services, '/organizations');
    expect(await screen.findByRole('heading', { name: 'Welcome back, Uma User' })).toBeTruthy();
    expect(document.title).toBe('Storykeep');
    expect(screen.queryByRole('heading', { name: 'Organizations' })).toBeNull();
  });

  it('keeps a manager out of an admin page', async () => {
    const services = createTestServices('manager');
    await settled(services);
    renderApp(services, '/admin/playground');
    expect(await screen.findByRole('heading', { name: 'Welcome back, Max Manager' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Search playground' })).toBeNull();
  });

  it('lets a user into a user page, titled by the rule', async () => {
    const services = createTestServices('user');
    await settled(services);
    renderApp(services, '/clips');
    expect(await screen.findByRole('heading', { name: 'Clips' })).toBeTruthy();
    expect(document.title).toBe('Clips - Storykeep');
  });

  it('shows public pages to anyone', async () => {
    const services = createTestServices();
    renderApp(services, '/password_recovery');
    expect(await screen.findByRole('heading', { name: 'Password recovery' })).toBeTruthy();
  });

  it('shows the not-found page for any other path', async () => {
    const services = createTestServices('user');
    renderApp(services, '/nothing/here/at/all/really');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
