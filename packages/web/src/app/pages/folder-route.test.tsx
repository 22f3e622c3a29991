// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServices, renderWithServices, settled } from '../../testing/test-services.fixture.js';
import { FolderRoute } from './folder-route.js';

afterEach(cleanup);

describe('FolderRoute', () => {
  it('shows the trail from the folder back to its project and the project list', async () => {
    const services = createTestServices('manager');
    services.projects.projects.set('p1', { _id: 'p1', name: 'Mill Town Memories', org_code: 'river', invites: [] });
    services.folders.folders.set('f1', { _id: 'f1', name: 'Flood of 1952', project: 'p1' });
    await settled(services);
    const { router } = renderWithServices(
      services,
      <Routes>
        <Route path="/projects/:projectId/folders/:folderId" element={<FolderRoute />} />
        <Route path="*" element={<p>Elsewhere</p>} />
      </Routes>,
      '/projects/p1/folders/f1',
    );
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    const project = await within(trail).findByRole('link', { name: 'Mill Town Memories' });
    expect(project.getAttribute('href')).toBe('/projects/p1');
    expect(within(trail).getByRole('link', { name: 'Projects' }).getAttribute('href')).toBe('/projects');
    expect(within(trail).getByText('Flood of 1952').closest('[aria-current="page"]')).toBeTruthy();
    fireEvent.click(project);
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/p1'));
  }, 20_000);
});
