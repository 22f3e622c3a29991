// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServices, renderWithServices, settled } from '../../testing/test-services.fixture.js';
import { MembersSection } from './members-section.js';

afterEach(cleanup);

const ann = { user_id: 'u1', full_name: 'Ann Archer', email: 'ann@example.org' };
const bob = { user_id: 'u2', full_name: 'Bob Baker', email: 'bob@example.org' };

async function render(scope: { kind: 'organization'; code: string } | { kind: 'project'; id: string }, canManage = true) {
  const services = createTestServices('manager');
  services.members.organizations.set('river', [
    { ...ann, role: 'manager' },
    { ...bob, role: 'user' },
  ]);
  services.members.projects.set('p1', [
    { ...ann, role: 'project_manager' },
    { ...bob, role: 'project_member' },
  ]);
  await settled(services);
  renderWithServices(services, <MembersSection scope={scope} canManage={canManage} />, '/');
  await screen.findByRole('cell', { name: 'Ann Archer' });
  return services;
}

// Fluent marks an open dialog aria-hidden in jsdom (focus never moves into it), so hidden elements are included.
const dialog = () => screen.findByRole('dialog', { hidden: true });
const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

describe('Members', () => {
  it("lists an organization's members with name, e-mail and role", async () => {
    await render({ kind: 'organization', code: 'river' });
    const table = screen.getByRole('table', { name: 'Members' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(rowOf('Bob Baker')).getByRole('cell', { name: 'bob@example.org' })).toBeTruthy();
    expect((screen.getByLabelText('Role of Bob Baker') as HTMLSelectElement).value).toBe('user');
  });

  it('invites by e-mail with a role, refusing an address that is not one', { timeout: 20_000 }, async () => {
    const services = await render({ kind: 'organization', code: 'river' });
    fireEvent.click(screen.getByRole('button', { name: 'Invite by e-mail' }));
    const form = await dialog();
    fireEvent.change(within(form).getByLabelText(/E-mail/, { selector: 'input' }), { target: { value: 'not-an-address' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send invitation', hidden: true }));
    expect(await within(form).findByText('Enter an e-mail address.')).toBeTruthy();
    expect(services.members.invites).toEqual([]);
    fireEvent.change(within(form).getByLabelText(/E-mail/, { selector: 'input' }), { target: { value: 'Cat@Example.org' } });
    fireEvent.change(within(form).getByLabelText('Role'), { target: { value: 'manager' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send invitation', hidden: true }));
    expect(await screen.findByText('An invitation is on its way to Cat@Example.org.')).toBeTruthy();
    expect(services.members.invites).toEqual([{ scope: 'river', email: 'cat@example.org', role: 'manager' }]);
  });

  it('changes a role and shows the list as the server has it', async () => {
    const services = await render({ kind: 'project', id: 'p1' });
    fireEvent.change(screen.getByLabelText('Role of Bob Baker'), { target: { value: 'project_manager' } });
    expect(await screen.findByText('Bob Baker is now project manager.')).toBeTruthy();
    expect(services.members.projects.get('p1')?.find((m) => m.user_id === 'u2')?.role).toBe('project_manager');
    await waitFor(() => expect((screen.getByLabelText('Role of Bob Baker') as HTMLSelectElement).value).toBe('project_manager'));
  });

  it('says why when the last manager would be demoted, and keeps their role', async () => {
    await render({ kind: 'project', id: 'p1' });
    fireEvent.change(screen.getByLabelText('Role of Ann Archer'), { target: { value: 'project_member' } });
    expect(await screen.findByText('The project needs at least one project manager')).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('Role of Ann Archer') as HTMLSelectElement).value).toBe('project_manager'));
  });

  it('removes a member only after asking, and the list refreshes', async () => {
    const services = await render({ kind: 'project', id: 'p1' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Bob Baker' }));
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Cancel', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    expect(services.members.projects.get('p1')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Bob Baker' }));
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Remove', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Bob Baker' })).toBeNull());
    expect(services.members.projects.get('p1')?.map((m) => m.user_id)).toEqual(['u1']);
  });

  it('shows members without controls to someone who does not manage', async () => {
    await render({ kind: 'project', id: 'p1' }, false);
    expect(screen.getByRole('cell', { name: 'Project member' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Invite by e-mail' })).toBeNull();
    expect(screen.queryByLabelText('Role of Bob Baker')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Bob Baker' })).toBeNull();
  });
});
