// @vitest-environment jsdom
import { DEFAULT_PAGE_SIZE } from '@storykeep/core';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServices, renderWithServices, settled } from '../../testing/test-services.fixture.js';
import { ProjectsPage } from './projects-page.js';

configure({ asyncUtilTimeout: 5000 });
afterEach(cleanup);

async function projectsPage(count: number) {
  const services = createTestServices('admin');
  for (let i = 1; i <= count; i += 1) {
    const name = i % 2 === 0 ? `Harbour ${i}` : `Mill ${i}`;
    services.projects.projects.set(`p${i}`, { _id: `p${i}`, name, org_code: 'river', invites: [] });
  }
  await settled(services);
  renderWithServices(
    services,
    <Routes>
      <Route path="/projects" element={<ProjectsPage />} />
    </Routes>,
    '/projects',
  );
  return services;
}

const rows = async () =>
  within(await screen.findByRole('table', { name: 'Projects' }))
    .getAllByRole('row')
    .slice(1);

describe('ProjectsPage', () => {
  it('appends the next page on Load more and stops once every project is listed', async () => {
    await projectsPage(DEFAULT_PAGE_SIZE + 3);
    await waitFor(async () => expect(await rows()).toHaveLength(DEFAULT_PAGE_SIZE));
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await rows()).toHaveLength(DEFAULT_PAGE_SIZE + 3));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('starts again at page 1 with a search, replacing the list', async () => {
    await projectsPage(DEFAULT_PAGE_SIZE + 3);
    await waitFor(async () => expect(await rows()).toHaveLength(DEFAULT_PAGE_SIZE));
    const search = screen.getByRole('searchbox', { name: 'Search projects' });
    fireEvent.change(search, { target: { value: 'harbour' } });
    fireEvent.submit(search.closest('form') as HTMLFormElement);
    const expected = Math.floor((DEFAULT_PAGE_SIZE + 3) / 2);
    await waitFor(async () => expect(await rows()).toHaveLength(expected));
    for (const row of await rows()) expect(row.textContent).toContain('Harbour');
  });
});
