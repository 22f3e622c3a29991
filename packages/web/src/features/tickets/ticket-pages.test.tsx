// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { TicketUploadSlot, type TicketUploadSlotProps } from '../../components/ticket-upload-slot.js';
import { createTestServices, renderWithServices, settled } from '../../testing/test-services.fixture.js';
import { LinkExpiredPage, ThankYouPage, TicketUsedPage } from './guest-pages.js';
import { TicketPage } from './ticket-page.js';

afterEach(cleanup);

/** Stands in for the upload page the app puts in the slot, showing what it was given. */
function UploadStandIn({ ticket, projectId, projectName }: TicketUploadSlotProps) {
  return <p>{`Upload through ${ticket} into ${projectId} (${projectName})`}</p>;
}

async function openTicket(as: 'guest' | 'user', ticket: string, setup?: (s: ReturnType<typeof createTestServices>) => void) {
  const services = createTestServices(as);
  setup?.(services);
  await settled(services);
  const view = renderWithServices(
    services,
    <StrictMode>
      <TicketUploadSlot.Provider value={UploadStandIn}>
        <Routes>
          <Route path="/ticket/:ticket" element={<TicketPage />} />
          <Route path="/ticketUsed" element={<TicketUsedPage />} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
      </TicketUploadSlot.Provider>
    </StrictMode>,
    `/ticket/${ticket}`,
  );
  return { services, router: view.router };
}

describe('TicketPage', () => {
  it('redeems a room ticket once (even under StrictMode) and goes into the call', async () => {
    const { services, router } = await openTicket('guest', 'tk1', (s) =>
      s.home.tickets.set('tk1', { projectId: 'p1', projectName: 'River', storyId: 's1', storyTitle: 'Ada', roomKey: 'rk1' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/room/session/rk1'));
    expect(services.home.redeemed.map((r) => r.ticket)).toEqual(['tk1']);
  });

  it("takes a member to a story's room page when it has no call yet, and a guest home", async () => {
    const member = await openTicket('user', 'tk6', (s) =>
      s.home.tickets.set('tk6', { projectId: 'p1', projectName: 'River', storyId: 's6', storyTitle: 'Ada' }),
    );
    await waitFor(() => expect(member.router.state.location.pathname).toBe('/room/stories/s6'));
    cleanup();
    const guest = await openTicket('guest', 'tk7', (s) =>
      s.home.tickets.set('tk7', { projectId: 'p1', projectName: 'River', storyId: 's7', storyTitle: 'Ada' }),
    );
    await waitFor(() => expect(guest.router.state.location.pathname).toBe('/'));
  });

  it('takes a member into the project, and a guest home, for a project ticket', async () => {
    const member = await openTicket('user', 'tk2', (s) =>
      s.home.tickets.set('tk2', { projectId: 'p9', projectName: 'River', storyId: null, storyTitle: null }),
    );
    await waitFor(() => expect(member.router.state.location.pathname).toBe('/projects/p9'));
    cleanup();
    const guest = await openTicket('guest', 'tk3', (s) =>
      s.home.tickets.set('tk3', { projectId: 'p9', projectName: 'River', storyId: null, storyTitle: null }),
    );
    await waitFor(() => expect(guest.router.state.location.pathname).toBe('/'));
  });

  it('opens the upload page for an upload ticket, again when its redeemer comes back', async () => {
    const { services, router } = await openTicket('guest', 'tk8', (s) =>
      s.home.tickets.set('tk8', { projectId: 'p1', projectName: 'River', storyId: null, storyTitle: null, kind: 'upload' }),
    );
    expect(await screen.findByText('Upload through tk8 into p1 (River)')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/ticket/tk8');
    expect(services.home.redeemed.map((r) => [r.ticket, r.grant])).toEqual([['tk8', 'upload']]);
    cleanup();
    renderWithServices(
      services,
      <TicketUploadSlot.Provider value={UploadStandIn}>
        <Routes>
          <Route path="/ticket/:ticket" element={<TicketPage />} />
        </Routes>
      </TicketUploadSlot.Provider>,
      '/ticket/tk8',
    );
    expect(await screen.findByText('Upload through tk8 into p1 (River)')).toBeTruthy();
  });

  it('sends a ticket someone else used to /ticketUsed', async () => {
    const { router } = await openTicket('guest', 'tk4', (s) => {
      s.home.tickets.set('tk4', { projectId: 'p1', projectName: 'River', storyId: 's1', storyTitle: 'Ada' });
      s.home.usedByOthers.add('tk4');
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/ticketUsed'));
    expect(await screen.findByRole('heading', { name: 'This invitation has been used' })).toBeTruthy();
  });

  it('names an unknown ticket, and offers a retry when the server failed', async () => {
    await openTicket('guest', 'nothing');
    expect(await screen.findByText('This ticket does not exist. Check the link you were sent.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    cleanup();
    const { services, router } = await openTicket('guest', 'tk5', (s) => {
      s.home.tickets.set('tk5', { projectId: 'p1', projectName: 'River', storyId: 's5', storyTitle: 'Bo', roomKey: 'rk5' });
      s.home.failure = new Error('offline');
    });
    expect(await screen.findByText('The ticket could not be redeemed. Please try again.')).toBeTruthy();
    services.home.failure = null;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/room/session/rk5'));
  });
});

describe('guest pages', () => {
  it('thank the guest, and tell them an expired link needs a new one', async () => {
    const services = createTestServices();
    await settled(services);
    renderWithServices(services, <ThankYouPage />, '/stories/s1/thank-you');
    expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Go to your home page' })).toBeNull();
    cleanup();
    renderWithServices(services, <LinkExpiredPage />, '/stories/s1/link-expired');
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });
});
