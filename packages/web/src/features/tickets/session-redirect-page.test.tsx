// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServices, renderWithServices, settled } from '../../testing/test-services.fixture.js';
import { SessionRedirectPage } from './session-redirect-page.js';

afterEach(cleanup);

async function follow(key: string) {
  const services = createTestServices();
  services.planning.sessions.set('known-key-1', { room_key: 'room-key-abcdefghijkl', title: 'Call', password_required: true });
  await settled(services);
  const view = renderWithServices(
    services,
    <Routes>
      <Route path="/:groupName/:customUrlTitle/s/:key/:prepSessionType" element={<SessionRedirectPage />} />
      <Route path="*" element={<p>Elsewhere</p>} />
    </Routes>,
    `/riverbend/call-with-ada/s/${key}/call`,
  );
  return view.router;
}

describe('SessionRedirectPage', () => {
  it('sends a known session link on to join its call', async () => {
    const router = await follow('known-key-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/room/session/room-key-abcdefghijkl'));
  });

  it('shows the link-expired page for a key that finds nothing', async () => {
    const router = await follow('gone-key-1');
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/riverbend/call-with-ada/s/gone-key-1/call');
  });
});
