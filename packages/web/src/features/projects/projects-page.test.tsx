// @vitest-environment jsdom
import { DEFAULT_PAGE_SIZE } from '@storykeep/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServices, renderWithServices, settled } from '../../testing/test-services.fixture.js';
import { ProjectsPage } from './projects-page.js';

afterEach(cleanup);

async function projectsPage(count: number, path = '/projects') {
  const services = createTestServices('admin');
  for (let i = 1; i <= count; i += 1) {
    const name = i % 2 === 0 ? `Harbour ${i}` : `Mill ${i}`;
    services.projects.projects.set(`p${i}`, { _id: `p${i}`, name, org_code: 'river', invites: [] });
  }
  await settled(services);
  const { router } = renderWithServices(
    services,
    <Routes>
      <Route path="/projects" element={<ProjectsPage />} />
    </Routes>,
    path,
  );
  return { services, router };
}

const rows = async () =>
  within(await screen.findByRole('table', { name: 'Projects' }))
    .getAllByRole('row')
    .slice(1);

describe('ProjectsPage', () => {
  it('shows one page at a time with numbered paging, the page kept in the address', async () => {
    const { router } = await projectsPage(DEFAULT_PAGE_SIZE + 3);
    await waitFor(async () => expect(await rows()).toHaveLength(DEFAULT_PAGE_SIZE));
    const pager = screen.getByRole('navigation', { name: 'Pages of projects' });
    expect(within(pager).getByText(`1–${DEFAULT_PAGE_SIZE} of ${DEFAULT_PAGE_SIZE + 3} projects`)).toBeTruthy();
    fireEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    await waitFor(async () => expect(await rows()).toHaveLength(3));
    expect(within(pager).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(router.state.location.search).toBe('?page=2');
    fireEvent.click(within(pager).getByRole('button', { name: 'First page' }));
    await waitFor(async () => expect(await rows()).toHaveLength(DEFAULT_PAGE_SIZE));
    expect(router.state.location.search).toBe('');
  });

  it('opens at the page the address names', async () => {
    await projectsPage(DEFAULT_PAGE_SIZE + 3, '/projects?page=2');
    await waitFor(async () => expect(await rows()).toHaveLength(3));
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
