// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServices, renderApp, settled } from '../../testing/test-services.fixture.js';
import { joinedPath } from './join-organization-page.js';

afterEach(cleanup);

const mill = {
  _id: 'id-mill',
  organizational_code: 'mill',
  organization_name: 'Mill Town',
  require_session_passwords: false,
  force_two_factor: false,
};

describe('joining an organization', () => {
  it('accepts the invitation for a signed-in user and opens the organization', async () => {
    const services = createTestServices('user');
    services.organizations.organizations.set('mill', mill);
    await settled(services);
    renderApp(services, '/organization/mill/accept');
    await waitFor(() => expect(services.organizations.own.has('mill')).toBe(true));
    expect(await screen.findByRole('heading', { name: 'Projects' })).toBeTruthy();
  });

  it('says so when the invitation is unknown', async () => {
    const services = createTestServices('user');
    await settled(services);
    renderApp(services, '/organization/nowhere/accept');
    expect((await screen.findByRole('alert')).textContent).toContain('unknown or has already been used');
  });

  it('asks a visitor to register by invitation', async () => {
    const services = createTestServices();
    await settled(services);
    renderApp(services, '/organization/mill/accept');
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeTruthy();
    expect(services.organizations.own.has('mill')).toBe(false);
  });

  it('leads to the invitation project when there is one', () => {
    expect(joinedPath({ organizational_code: 'mill', project_id: 'p7' })).toBe('/organization/mill/projects/p7');
    expect(joinedPath({ organizational_code: 'mill', project_id: null })).toBe('/organization/mill/projects');
  });
});
