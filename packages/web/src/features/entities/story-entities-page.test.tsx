// @vitest-environment jsdom
import { messages } from '@storykeep/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServices, renderWithServices, settled } from '../../testing/test-services.fixture.js';
import { addAuntMina } from './entities.fixture.js';
import { StoryEntitiesPage } from './story-entities-page.js';

afterEach(cleanup);

const SLOW = { timeout: 10_000 };
const RIVER = { organizational_code: 'river', organization_name: 'River Archive' };

describe("an interview's entities page", { timeout: 30_000 }, () => {
  it('shows each entity open on the moments it is said, linking to the interview at each, filtered by type', async () => {
    const services = createTestServices('manager', { organization: RIVER });
    addAuntMina(services.entities);
    await settled(services);
    renderWithServices(services, <StoryEntitiesPage storyId="s1" />, '/entities/s1');
    expect(await screen.findByRole('heading', { name: 'Entities in Aunt Mina', level: 1 }, SLOW)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Change Baltimore' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the interview' }).getAttribute('href')).toBe('/projects/p1/stories/s1/hub');
    const list = screen.getByRole('list', { name: 'Entities' });
    const baltimore = [...list.children].find((li) => li.textContent?.includes('Baltimore')) as HTMLElement;
    expect(
      within(baltimore)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/projects/p1/stories/s1/hub?t=8', '/projects/p1/stories/s1/hub?t=27']);
    fireEvent.click(within(baltimore).getByRole('button', { name: 'Baltimore' }));
    await waitFor(() => expect(within(baltimore).queryAllByRole('link')).toHaveLength(0), SLOW);

    fireEvent.click(screen.getByRole('tab', { name: 'Dates' }));
    await waitFor(() => expect(list.children).toHaveLength(1), SLOW);
    expect(within(list).getByRole('link').textContent).toBe('00:00:10 “June 1951.”');
    fireEvent.click(screen.getByRole('tab', { name: 'Organizations' }));
    expect(await screen.findByText(messages.noEntitiesFound, {}, SLOW)).toBeTruthy();
  });

  it('says when the interview names nothing yet', async () => {
    const services = createTestServices('manager');
    services.entities.addStory({ _id: 's2', title: 'Quiet', project_id: 'p1' }, []);
    await settled(services);
    renderWithServices(services, <StoryEntitiesPage storyId="s2" />, '/entities/s2');
    expect(await screen.findByText(messages.noStoryEntities, {}, SLOW)).toBeTruthy();
  });

  it("offers no changes to a project's plain member, whom the server would refuse", async () => {
    const services = createTestServices('user', { organization: RIVER });
    services.projects.projects.set('p1', {
      _id: 'p1',
      name: 'Mill Town',
      org_code: 'river',
      projectDetails: { currentUserProjectRole: 'project_member' },
    });
    addAuntMina(services.entities);
    await settled(services);
    const read = services.projects.list.bind(services.projects);
    let projectsRead = false;
    services.projects.list = async (query) => {
      const answer = await read(query);
      projectsRead = true;
      return answer;
    };
    renderWithServices(services, <StoryEntitiesPage storyId="s1" />, '/entities/s1');
    expect(await screen.findByRole('heading', { name: 'Entities in Aunt Mina', level: 1 }, SLOW)).toBeTruthy();
    await waitFor(() => expect(projectsRead).toBe(true), SLOW);
    await new Promise((r) => setTimeout(r, 0));
    expect(screen.queryByRole('button', { name: /^Change / })).toBeNull();
  });
});
