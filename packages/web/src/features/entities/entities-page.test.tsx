// @vitest-environment jsdom
import { apiFailure, messages } from '@storykeep/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServices, findNotice, renderWithServices, settled } from '../../testing/test-services.fixture.js';
import { addAuntMina } from './entities.fixture.js';
import { EntitiesPage } from './entities-page.js';

afterEach(cleanup);

// Fluent's focus manager marks the page aria-hidden behind an open menu or dialog in jsdom; look inside hidden elements.
const HIDDEN = { hidden: true };
const SLOW = { timeout: 10_000 };

const RIVER = { organizational_code: 'river', organization_name: 'River Archive' };

async function renderPage() {
  const services = createTestServices('manager', { organization: RIVER });
  addAuntMina(services.entities);
  await settled(services);
  renderWithServices(services, <EntitiesPage />, '/entities');
  const list = await screen.findByRole('list', { name: 'Entities' }, SLOW);
  await within(list).findAllByRole('listitem', {}, SLOW);
  return { entities: services.entities, list };
}

/** The entity names listed, in order (each is the button that opens the entity). */
const names = (list: HTMLElement) => [...list.querySelectorAll('button[aria-controls^="mentions-"]')].map((b) => b.textContent);

async function choose(list: HTMLElement, entity: string, item: string) {
  fireEvent.click(within(list).getByRole('button', { name: `Change ${entity}` }));
  fireEvent.click(await screen.findByRole('menuitem', { name: item, ...HIDDEN }, SLOW));
  return screen.findByRole('dialog', HIDDEN, SLOW);
}

describe('the entities page', { timeout: 60_000 }, () => {
  it('lists the entities most said first, filters them by type, and opens one on the moments it is said', async () => {
    const { list } = await renderPage();
    expect(names(list)).toEqual(['Baltimore', 'June 1951', 'Wilhelmina', 'Wilhelmina Stroud']);
    expect(within(list).getAllByText('Said 2 times in 1 interview')).toHaveLength(1);

    fireEvent.click(screen.getByRole('tab', { name: 'People' }));
    await waitFor(() => expect(names(list)).toEqual(['Wilhelmina', 'Wilhelmina Stroud']), SLOW);
    fireEvent.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(names(list)).toHaveLength(4), SLOW);

    fireEvent.click(within(list).getByRole('button', { name: 'Baltimore' }));
    const story = await within(list).findByRole('region', { name: 'Aunt Mina' }, SLOW);
    const links = within(story).getAllByRole('link').slice(1);
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['00:00:08 “Baltimore”', '/projects/p1/stories/s1/hub?t=8'],
      ['00:00:27 “Baltimore.”', '/projects/p1/stories/s1/hub?t=27'],
    ]);
    expect(within(story).getByRole('link', { name: 'Aunt Mina' }).getAttribute('href')).toBe('/entities/s1');
  });

  it('renames an entity only once the new name is confirmed', async () => {
    const { entities, list } = await renderPage();
    const dialog = await choose(list, 'Baltimore', 'Rename…');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name', ...HIDDEN }), { target: { value: 'Baltimore, Maryland' } });
    expect(entities.changes).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename', ...HIDDEN }));
    await findNotice(messages.entityRenamed, SLOW);
    expect(entities.changes).toEqual(['rename e1 Baltimore, Maryland']);
    await within(list).findByRole('button', { name: 'Baltimore, Maryland' }, SLOW);
  });

  it('merges one entity into another chosen in the dialog, keeping its name as another name', async () => {
    const { entities, list } = await renderPage();
    const dialog = await choose(list, 'Wilhelmina', 'Merge into…');
    fireEvent.click(await within(dialog).findByRole('radio', { name: 'Wilhelmina Stroud', ...HIDDEN }, SLOW));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Merge', ...HIDDEN }));
    await findNotice(messages.entityMerged, SLOW);
    expect(entities.changes).toEqual(['merge e3 e2']);
    await waitFor(() => expect(names(list)).toEqual(['Baltimore', 'Wilhelmina Stroud', 'June 1951']), SLOW);
    expect(within(list).getByText('Also said as Wilhelmina')).toBeTruthy();

    const separate = await choose(list, 'Wilhelmina Stroud', 'Separate Wilhelmina…');
    fireEvent.click(within(separate).getByRole('button', { name: 'Separate', ...HIDDEN }));
    await findNotice(messages.entitySeparated, SLOW);
    expect(entities.changes).toEqual(['merge e3 e2', 'unmerge e3']);
    await waitFor(() => expect(names(list)).toEqual(['Baltimore', 'June 1951', 'Wilhelmina', 'Wilhelmina Stroud']), SLOW);
  });

  it('hides an entity after confirming, and changes nothing when cancelled', async () => {
    const { entities, list } = await renderPage();
    let dialog = await choose(list, 'June 1951', 'Hide…');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel', ...HIDDEN }));
    await waitFor(() => expect(screen.queryByRole('dialog', HIDDEN)).toBeNull(), SLOW);
    expect(entities.changes).toEqual([]);
    dialog = await choose(list, 'June 1951', 'Hide…');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide', ...HIDDEN }));
    await findNotice(messages.entityHidden, SLOW);
    await waitFor(() => expect(names(list)).not.toContain('June 1951'), SLOW);
    fireEvent.click(screen.getByRole('switch', { name: 'Show hidden', ...HIDDEN }));
    await waitFor(() => expect(names(list)).toContain('June 1951'), SLOW);
  });

  it('tells someone who may not change entities so', async () => {
    const { entities, list } = await renderPage();
    entities.failNext = apiFailure(403, 'FORBIDDEN');
    const dialog = await choose(list, 'Baltimore', 'Rename…');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name', ...HIDDEN }), { target: { value: 'Bmore' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename', ...HIDDEN }));
    await findNotice(messages.entityChangeForbidden, SLOW);
    expect(within(list).getByRole('button', { name: 'Baltimore', ...HIDDEN })).toBeTruthy();
  });

  describe('the menu of changes', () => {
    async function renderAs(project?: { org_code: string; role: 'project_manager' | 'project_member' }) {
      const services = createTestServices('user', { organization: RIVER });
      if (project)
        services.projects.projects.set('p1', {
          _id: 'p1',
          name: 'Mill Town',
          org_code: project.org_code,
          projectDetails: { currentUserProjectRole: project.role },
        });
      // Told when the person's projects have been read, which is when their rights are known.
      let projectsRead = false;
      const read = services.projects.list.bind(services.projects);
      services.projects.list = async (query) => {
        const answer = await read(query);
        projectsRead = true;
        return answer;
      };
      addAuntMina(services.entities);
      await settled(services);
      renderWithServices(services, <EntitiesPage />, '/entities');
      const list = await screen.findByRole('list', { name: 'Entities' }, SLOW);
      await within(list).findAllByRole('listitem', {}, SLOW);
      await waitFor(() => expect(projectsRead).toBe(true), SLOW);
      return list;
    }

    it("is offered to the manager of one of the organization's projects", async () => {
      const list = await renderAs({ org_code: 'river', role: 'project_manager' });
      expect(await within(list).findByRole('button', { name: 'Change Baltimore' }, SLOW)).toBeTruthy();
    });

    it.each([
      ['a plain member of a project', { org_code: 'river', role: 'project_member' as const }],
      ["the manager of another organization's project", { org_code: 'elsewhere', role: 'project_manager' as const }],
      ['someone in no project', undefined],
    ])('is not offered to %s, whom the server would refuse', async (_, project) => {
      const list = await renderAs(project);
      // Let the page render what the projects' answer tells it.
      await new Promise((r) => setTimeout(r, 0));
      expect(within(list).getAllByRole('listitem')).toHaveLength(4);
      expect(within(list).queryByRole('button', { name: /^Change / })).toBeNull();
      expect(within(list).getByRole('button', { name: 'Baltimore' })).toBeTruthy();
    });
  });
});
