// @vitest-environment jsdom
import { apiFailure } from '@storykeep/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServices, renderWithServices, settled } from '../../testing/test-services.fixture.js';
import { ProjectOverview } from './project-overview.js';

afterEach(cleanup);

const project = { _id: 'p1', name: 'Mill Voices', org_code: 'river', invites: [] };

async function overview() {
  const services = createTestServices('user');
  services.projects.projects.set(project._id, project);
  await settled(services);
  renderWithServices(
    services,
    <Routes>
      <Route path="/projects/p1" element={<ProjectOverview project={project} canManage={false} onChanged={() => {}} />} />
      <Route path="/projects" element={<p>Projects list</p>} />
    </Routes>,
    '/projects/p1',
  );
  return services;
}

// Fluent marks an open dialog aria-hidden in jsdom (focus never moves into it), so hidden elements are included.
const dialog = () => screen.findByRole('dialog', { hidden: true });

describe('Leave project', () => {
  it('asks first: Stay changes nothing, Leave project leaves once and goes to the projects list', async () => {
    const services = await overview();
    fireEvent.click(screen.getByRole('button', { name: 'Leave project' }));
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Stay', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    expect(services.projects.left).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Leave project' }));
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Leave project', hidden: true }));
    expect(await screen.findByText('Projects list')).toBeTruthy();
    expect(services.projects.left).toEqual(['p1']);
  });

  it('keeps the dialog open with the reason when the server refuses', async () => {
    const services = await overview();
    services.projects.leave = async () => {
      throw apiFailure(403, 'FORBIDDEN', 'You are the last manager of this project');
    };
    fireEvent.click(screen.getByRole('button', { name: 'Leave project' }));
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Leave project', hidden: true }));
    expect(await within(await dialog()).findByText('You are the last manager of this project')).toBeTruthy();
    expect(screen.queryByText('Projects list')).toBeNull();
  });
});
