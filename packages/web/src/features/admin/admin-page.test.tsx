// @vitest-environment jsdom
import { type AdminAccount, messages, type OrganizationResponse } from '@storykeep/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor as waitForActor } from 'xstate';
import { createTestServices, findNotice, people, renderWithServices, settled } from '../../testing/test-services.fixture.js';
import { AdminPage } from './admin-page.js';

afterEach(cleanup);

const account = (person: (typeof people)[keyof typeof people], organizations: string[]): AdminAccount => ({
  id: person.user_id,
  email: person.email,
  full_name: person.full_name,
  role: person.role,
  organizations,
  created_at: '2026-01-01T00:00:00.000Z',
});

const organization = (code: string, name: string): OrganizationResponse => ({
  _id: `id-${code}`,
  organizational_code: code,
  organization_name: name,
  require_session_passwords: false,
  force_two_factor: code === 'harbour',
  settings: { transcription_service: 'default', filler_words: false, vocabulary: [], auto_chaptering: false },
});

async function adminServices() {
  const services = createTestServices('admin');
  services.organizations.organizations.set('mill', organization('mill', 'Mill Town'));
  services.organizations.organizations.set('harbour', organization('harbour', 'Harbour Folk'));
  services.admin.accounts = [
    account(people.admin, []),
    account(people.manager, ['mill']),
    account(people.user, ['mill', 'harbour']),
    account(people.guest, []),
  ];
  await settled(services);
  return services;
}

describe('admin page', () => {
  it('lists every organization and account', async () => {
    const services = await adminServices();
    renderWithServices(services, <AdminPage />, '/admin');
    const organizations = await screen.findByRole('table', { name: messages.labels.organizations });
    expect(within(organizations).getByRole('link', { name: 'Harbour Folk' }).getAttribute('href')).toBe('/admin/organization/harbour');
    const accounts = await screen.findByRole('table', { name: 'Accounts' });
    expect(within(accounts).getByText('Uma User')).toBeTruthy();
    expect(within(accounts).getByText('mill, harbour')).toBeTruthy();
    expect(screen.getByText('4 accounts')).toBeTruthy();
    // The admin's own row can neither change its role nor sign in as itself.
    expect((within(accounts).getByRole('combobox', { name: 'Role of Ada Admin' }) as HTMLSelectElement).disabled).toBe(true);
    expect(within(accounts).queryByRole('button', { name: 'Sign in as Ada Admin' })).toBeNull();
  });

  it('searches accounts by name or e-mail', async () => {
    const services = await adminServices();
    renderWithServices(services, <AdminPage />, '/admin');
    await screen.findByRole('table', { name: 'Accounts' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search accounts' }), { target: { value: 'manager@' } });
    await waitFor(() => expect(screen.getByText('1 account')).toBeTruthy());
    const accounts = screen.getByRole('table', { name: 'Accounts' });
    expect(within(accounts).getByText('Max Manager')).toBeTruthy();
    expect(within(accounts).queryByText('Uma User')).toBeNull();
    expect(services.admin.queries.at(-1)).toMatchObject({ search: 'manager@', page: 1 });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search accounts' }), { target: { value: 'nobody-here' } });
    expect(await screen.findByText('No accounts match')).toBeTruthy();
  });

  it("changes an account's role and says so; a failure is told", async () => {
    const services = await adminServices();
    renderWithServices(services, <AdminPage />, '/admin');
    const select = (await screen.findByRole('combobox', { name: 'Role of Uma User' })) as HTMLSelectElement;
    fireEvent.change(select, { target: { value: 'manager' } });
    await findNotice(messages.accountRoleChanged);
    expect(services.admin.accounts.find((a) => a.id === people.user.user_id)?.role).toBe('manager');
    expect(select.value).toBe('manager');
    services.admin.failing = true;
    fireEvent.change(select, { target: { value: 'guest' } });
    await findNotice(messages.roleChangeFailed);
    expect(services.admin.accounts.find((a) => a.id === people.user.user_id)?.role).toBe('manager');
  });

  it('signs in as another account, keeping the admin session to return to', async () => {
    const services = await adminServices();
    renderWithServices(services, <AdminPage />, '/admin');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in as Max Manager' }));
    const snapshot = await waitForActor(services.auth, (s) => s.context.email === people.manager.email);
    expect(snapshot.context.role).toBe('manager');
    expect(snapshot.context.superToken).not.toBeNull();
  });
});
