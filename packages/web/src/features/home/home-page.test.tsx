// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServices, renderWithServices, settled } from '../../testing/test-services.fixture.js';
import { ticketFrom } from './guest-home.js';
import { HomePage } from './home-page.js';

afterEach(cleanup);

async function home(as: 'manager' | 'user' | 'guest') {
  const services = createTestServices(as);
  await settled(services);
  const view = renderWithServices(
    services,
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="*" element={<p>Elsewhere</p>} />
    </Routes>,
    '/',
  );
  return { services, view };
}

describe('HomePage for members', () => {
  it('lists the interviews worked on last, each opening its hub', async () => {
    const services = createTestServices('user');
    services.home.recent = [
      { _id: 's1', title: 'Boats on Main Street', created_at: '2026-01-01T00:00:00.000Z', project_id: 'p1', duration: 3725 },
      { _id: 's2', title: '', created_at: '2026-01-02T00:00:00.000Z' },
    ];
    await settled(services);
    renderWithServices(services, <HomePage />, '/');
    const list = await screen.findByRole('list', { name: 'Recent interviews' });
    const boats = within(list).getByRole('link', { name: 'Boats on Main Street' });
    expect(boats.getAttribute('href')).toBe('/projects/p1/stories/s1/hub');
    expect(within(list).getByText(/01:02:05/)).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'Untitled' }).getAttribute('href')).toBe('/myInterviews/stories/s2/hub');
    expect(document.title).toBe('Storykeep');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Uma User' })).toBeTruthy();
    // The first test of the file also compiles the page and Fluent, which takes a while on a busy machine.
  }, 20_000);

  it('says plainly when the recent interviews cannot be loaded', async () => {
    const services = createTestServices('user');
    services.home.failure = new Error('offline');
    await settled(services);
    renderWithServices(services, <HomePage />, '/');
    expect(await screen.findByText('Your recent interviews could not be loaded.')).toBeTruthy();
  });

  it('shows tasks running on interviews, live, and drops them when they finish', async () => {
    const { services } = await home('user');
    // Stories exist only after render here, so reload: a fresh page reads them.
    cleanup();
    services.tasks.stories = [
      { id: 's1', title: 'Boats on Main Street', state: {} },
      { id: 's2', title: 'Quiet one', state: {} },
    ];
    renderWithServices(services, <HomePage />, '/');
    const tasks = await screen.findByRole('list', { name: 'Running tasks' });
    await screen.findByText('Nothing is running right now.');
    services.tasks.emitActiveTasks({ storyId: 's1', tasks: [{ id: 't1', type: 'transcribe', status: 'pending' }] });
    await waitFor(() => expect(within(tasks).getByText('Transcribing')).toBeTruthy());
    expect(within(tasks).getByRole('link', { name: 'Boats on Main Street' }).getAttribute('href')).toBe('/myInterviews/stories/s1/hub');
    services.tasks.emitActiveTasks({ storyId: 's1', tasks: [{ id: 't1', type: 'transcribe', status: 'completed' }] });
    await waitFor(() => expect(within(tasks).queryByText('Transcribing')).toBeNull());
  });

  it('starts an upload, a call, an import or a new project from the quick actions', async () => {
    const services = createTestServices('manager');
    services.projects.projects.set('p1', { _id: 'p1', name: 'Mill', org_code: 'river', invites: [] });
    services.projects.projects.set('p2', { _id: 'p2', name: 'Harbour', org_code: 'river', invites: [] });
    await settled(services);
    const { router } = renderWithServices(
      services,
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="*" element={<p>Elsewhere</p>} />
      </Routes>,
      '/',
    );
    const project = await screen.findByRole('combobox', { name: 'Project' });
    await waitFor(() => expect((project as HTMLSelectElement).value).toBe('p1'));
    fireEvent.change(project, { target: { value: 'p2' } });
    fireEvent.click(screen.getByRole('link', { name: 'Upload files' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/p2/upload_files'));
    await router.navigate('/');
    fireEvent.click(await screen.findByRole('link', { name: 'Start a call' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/projects\/p\d\/room\/start$/));
    await router.navigate('/');
    fireEvent.click(await screen.findByRole('link', { name: 'Import from a link or Box' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/select_cloud_files'));
    expect(router.state.location.search).toMatch(/^\?project=p\d$/);
    await router.navigate('/');
    fireEvent.click(await screen.findByRole('button', { name: 'New project' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/projects?new=1'));
  }, 15_000);

  it('offers no new project to a user, who cannot make one', async () => {
    await home('user');
    await screen.findByRole('heading', { name: 'Quick actions' });
    await screen.findByText('Ask a manager to add you to a project.');
    expect(screen.queryByRole('button', { name: 'New project' })).toBeNull();
  });
});

describe('HomePage for guests', () => {
  it('lists the rooms their tickets opened and opens a pasted ticket link', async () => {
    const services = createTestServices('guest');
    services.home.tickets.set('tk1', {
      projectId: 'p1',
      projectName: 'Riverbend',
      storyId: 's1',
      storyTitle: 'Grandma Ada',
      roomKey: 'rk1',
    });
    await services.home.redeemTicket('tk1');
    await settled(services);
    const { router } = renderWithServices(
      services,
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="*" element={<p>Elsewhere</p>} />
      </Routes>,
      '/',
    );
    const tickets = await screen.findByRole('list', { name: 'Your tickets' });
    expect(within(tickets).getByRole('link', { name: 'Join the call: Grandma Ada' }).getAttribute('href')).toBe('/room/session/rk1');
    expect(screen.queryByRole('heading', { name: 'Quick actions' })).toBeNull();
    const open = screen.getByRole('button', { name: 'Open' });
    expect((open as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Invitation link or ticket' }), {
      target: { value: ' https://archive.example/ticket/abc%20d ' },
    });
    fireEvent.click(open);
    await waitFor(() => expect(router.state.location.pathname).toBe('/ticket/abc%20d'));
  });

  it('reads a ticket from a link or a bare code', () => {
    expect(ticketFrom('https://x.org/ticket/T1?utm=1')).toBe('T1');
    expect(ticketFrom('  T2 ')).toBe('T2');
    expect(ticketFrom('')).toBe('');
  });
});
