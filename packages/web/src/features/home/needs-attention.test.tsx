// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UploadStatusProvider } from '../../shared/upload-status.js';
import { createTestServices, renderWithServices, settled } from '../../testing/test-services.fixture.js';
import { NeedsAttention } from './needs-attention.js';
import { WorkspaceLinks } from './workspace-links.js';

afterEach(cleanup);

describe('NeedsAttention', () => {
  it('links failed uploads to the uploads’ page, where they are retried', async () => {
    const services = createTestServices('user');
    await settled(services);
    renderWithServices(
      services,
      <UploadStatusProvider value={{ uploading: false, completed: 3, total: 3, failed: 2, projectId: 'p1' }}>
        <NeedsAttention />
      </UploadStatusProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Needs attention' })).toBeTruthy();
    expect(screen.getByText(/2 of the files you are uploading could not be sent/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retry them on the uploads’ page' }).getAttribute('href')).toBe(
      '/projects/p1/uploadingMetadata',
    );
  });

  it('shows nothing when nothing needs attention', async () => {
    const services = createTestServices('user');
    await settled(services);
    renderWithServices(
      services,
      <UploadStatusProvider value={{ uploading: false, completed: 1, total: 1, failed: 0, projectId: 'p1' }}>
        <NeedsAttention />
      </UploadStatusProvider>,
    );
    expect(screen.queryByRole('heading', { name: 'Needs attention' })).toBeNull();
  });
});

describe('WorkspaceLinks', () => {
  it('offers each place only to the roles that may open it', async () => {
    const manager = createTestServices('manager');
    await settled(manager);
    renderWithServices(manager, <WorkspaceLinks />);
    const names = () => screen.getAllByRole('link').map((link) => link.textContent);
    expect(names()).toEqual(
      expect.arrayContaining(['All projects', 'Organizations', 'Search interviews', 'Recordings on this device', 'Tutorials']),
    );
    cleanup();
    const user = createTestServices('user');
    await settled(user);
    renderWithServices(user, <WorkspaceLinks />);
    expect(names()).toContain('All projects');
    expect(names()).not.toContain('Organizations');
    cleanup();
    const guest = createTestServices('guest');
    await settled(guest);
    renderWithServices(guest, <WorkspaceLinks />);
    expect(names()).toEqual(['Tutorials']);
  });
});
