// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServices, renderWithServices, settled } from '../../testing/test-services.fixture.js';
import { ProjectOverview } from './project-overview.js';

afterEach(cleanup);

const project = { _id: 'p1', name: 'Mill Voices', org_code: 'river', invites: [] };

async function overview(canManage: boolean) {
  const services = createTestServices('manager');
  services.projects.projects.set(project._id, project);
  await settled(services);
  renderWithServices(services, <ProjectOverview project={project} canManage={canManage} onChanged={() => {}} />, '/projects/p1');
  return services;
}

const dialog = () => screen.findByRole('dialog', { hidden: true });

describe('Ask for recordings', () => {
  it('makes an upload ticket for the project and shows the link to send', async () => {
    const services = await overview(true);
    fireEvent.click(screen.getByRole('button', { name: 'Ask for recordings' }));
    const surface = await dialog();
    expect(within(surface).getByText(/each file they send becomes a new interview here/)).toBeTruthy();
    fireEvent.click(within(surface).getByRole('button', { name: 'Make a link', hidden: true }));
    const link = await within(surface).findByRole('textbox', { name: 'Link to send', hidden: true });
    expect((link as HTMLInputElement).value).toBe('http://storykeep.test/ticket/ticket-1');
    expect(services.projects.tickets).toEqual([{ projectId: 'p1', request: { kind: 'upload' }, ticket: 'ticket-1' }]);
    fireEvent.click(within(surface).getByRole('button', { name: 'Make another link', hidden: true }));
    await waitFor(() => expect((link as HTMLInputElement).value).toBe('http://storykeep.test/ticket/ticket-2'));
  });

  it('says so when the link could not be made, and is not offered to those who cannot make one', async () => {
    const services = await overview(true);
    services.projects.createTicket = async () => {
      throw new Error('offline');
    };
    fireEvent.click(screen.getByRole('button', { name: 'Ask for recordings' }));
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Make a link', hidden: true }));
    expect(await within(await dialog()).findByText('The link could not be made. Please try again.')).toBeTruthy();
    cleanup();
    await overview(false);
    expect(screen.queryByRole('button', { name: 'Ask for recordings' })).toBeNull();
  });
});
