// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServices, renderWithServices, settled } from '../../testing/test-services.fixture.js';
import { CallPlanPage } from './call-plan-page.js';
import { CallPlansPage } from './call-plans-page.js';
import { CampaignPage } from './campaign-page.js';

afterEach(cleanup);

async function open(path: string, as: 'admin' | 'user', setup?: (s: ReturnType<typeof createTestServices>) => void) {
  const services = createTestServices(as);
  services.projects.projects.set('p1', { _id: 'p1', name: 'River Voices', org_code: 'riverbend', invites: [] });
  setup?.(services);
  await settled(services);
  const routes: ReactNode = (
    <Routes>
      <Route path="/plan_campaign/projects/:projectId" element={<CampaignPage />} />
      <Route path="/plan_campaign/projects/:projectId/prepsession/:prepsessionId" element={<CampaignPage />} />
      <Route path="/plan_call/projects/:projectId" element={<CallPlansPage />} />
      <Route path="/plan_call/projects/:projectId/prepsession/:prepsessionId" element={<CallPlanPage />} />
      <Route path="*" element={<p>Elsewhere</p>} />
    </Routes>
  );
  const view = renderWithServices(services, routes, path);
  return { services, router: view.router };
}

describe('CampaignPage', () => {
  it('adds a person with questions, invites them by e-mail and shows the single-use link', { timeout: 30_000 }, async () => {
    const { services } = await open('/plan_campaign/projects/p1', 'admin');
    fireEvent.change(await screen.findByRole('textbox', { name: /^Name/ }), { target: { value: 'Ada Narrator' } });
    fireEvent.change(screen.getByRole('textbox', { name: /E-mail/ }), { target: { value: 'ada@example.org' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Questions to ask/ }), {
      target: { value: 'Tell me about the ferry\n\nAnd the floods' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add person' }));
    const card = await screen.findByRole('listitem', { name: 'Ada Narrator' });
    expect(services.planning.people[0]).toMatchObject({
      name: 'Ada Narrator',
      email: 'ada@example.org',
      questions: ['Tell me about the ferry', 'And the floods'],
    });
    expect(within(card).getByRole('list', { name: 'Questions for Ada Narrator' }).textContent).toContain('And the floods');
    fireEvent.click(within(card).getByRole('button', { name: 'Invite Ada Narrator' }));
    const link = await screen.findByRole('textbox', { name: 'Invitation link for Ada Narrator' });
    expect((link as HTMLInputElement).value).toBe('http://storykeep.test/ticket/ticket-1');
    expect(services.planning.invites).toEqual([{ personId: 'person-1', sendEmail: true }]);
    expect(within(screen.getByRole('list', { name: 'People by status' })).getByText('Invited: 1')).toBeTruthy();
  });

  it('refuses a person without a name and shows only the list to a member who cannot manage', async () => {
    const admin = await open('/plan_campaign/projects/p1', 'admin');
    fireEvent.click(await screen.findByRole('button', { name: 'Add person' }));
    expect(await screen.findByText('Fill this in.')).toBeTruthy();
    expect(admin.services.planning.people).toEqual([]);
    cleanup();
    await open('/plan_campaign/projects/p1', 'user', (s) => void s.planning.addPerson('p1', { name: 'Bo Boatman' }));
    expect(await screen.findByRole('listitem', { name: 'Bo Boatman' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add person' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Invite/ })).toBeNull();
  });
});

describe('call plans', () => {
  it('shows the server’s password rule on the field, then plans the call and opens it', async () => {
    const { services, router } = await open('/plan_call/projects/p1', 'admin', (s) => {
      s.planning.requirePasswords = true;
    });
    fireEvent.change(await screen.findByRole('textbox', { name: /^Title/ }), { target: { value: 'Call with Ada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Plan the call' }));
    expect(await screen.findByText('Your organization requires a session password')).toBeTruthy();
    expect(services.planning.plans).toEqual([]);
    fireEvent.change(screen.getByRole('textbox', { name: /Session password/ }), { target: { value: 'tide-table' } });
    fireEvent.click(screen.getByRole('button', { name: 'Plan the call' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/plan_call/projects/p1/prepsession/plan-1'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Call with Ada' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Session link' }) as HTMLInputElement).value).toBe(
      'http://storykeep.test/org/call/s/key-1/call',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Start the call' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/room/session/room-key-000000000001'));
  });
});
