// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServices, renderWithServices, settled } from '../../testing/test-services.fixture.js';
import { MyInterviewsRoute } from './my-interviews-route.js';

afterEach(cleanup);

describe('MyInterviewsRoute', () => {
  it.each(['user', 'manager'] as const)(
    'leads %s from its header to the people, places and dates said across the interviews',
    async (who) => {
      const services = createTestServices(who);
      await settled(services);
      const { router } = renderWithServices(
        services,
        <Routes>
          <Route path="/myInterviews" element={<MyInterviewsRoute />} />
          <Route path="/entities" element={<p>Entities page</p>} />
        </Routes>,
        '/myInterviews',
      );
      await screen.findByRole('heading', { level: 1, name: 'Interviews' });
      const link = await screen.findByRole('link', { name: 'People, places and dates' });
      expect(link.getAttribute('href')).toBe('/entities');
      fireEvent.click(link);
      await waitFor(() => expect(router.state.location.pathname).toBe('/entities'));
      expect(screen.getByText('Entities page')).toBeTruthy();
    },
    20_000,
  );
});
