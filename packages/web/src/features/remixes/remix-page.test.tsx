// @vitest-environment jsdom
import type { Remix } from '@storykeep/core';
import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServices, renderWithServices } from '../../testing/test-services.fixture.js';
import { NewRemixForm } from './new-remix-form.js';
import { RemixPage } from './remix-page.js';

// A busy machine renders slowly; the default one second is too tight.
configure({ asyncUtilTimeout: 5000 });
afterEach(cleanup);

const remix = (changes: Partial<Remix> = {}): Remix => ({
  _id: 'r1',
  projectId: 'p1',
  title: 'Mill voices',
  created_at: '2024-06-01T00:00:00.000Z',
  clipCount: 2,
  duration: 3,
  state: 'ready',
  clips: [
    { _id: 'c1', storyId: 's1', storyTitle: 'Mill', title: 'Wheel', start: 4, end: 5, offset: 0 },
    { _id: 'c2', storyId: 's2', storyTitle: 'Farm', title: 'Barn', start: 0, end: 2, offset: 1 },
  ],
  mediaType: 'audio',
  archiveURL: 'http://localhost/api/media/remix.m4a',
  taskId: null,
  paragraphs: [
    {
      speaker: 'Ann',
      start: 0,
      end: 0.5,
      children: [
        {
          text: 'wheel turning',
          words: [
            { text: 'wheel', start: 0, end: 0.2 },
            { text: 'turning', start: 0.2, end: 0.5 },
          ],
        },
      ],
    },
    {
      speaker: 'Bob',
      start: 1.2,
      end: 1.6,
      children: [
        {
          text: 'barn owl',
          words: [
            { text: 'barn', start: 1.2, end: 1.4 },
            { text: 'owl', start: 1.4, end: 1.6 },
          ],
        },
      ],
    },
  ],
  ...changes,
});

describe('RemixPage', () => {
  it('plays the rendered remix with its stitched transcript and reorders the clips', async () => {
    const services = createTestServices('user');
    services.remixes.remixes.set('r1', remix());
    const { container } = renderWithServices(services, <RemixPage remixId="r1" />);
    expect(await screen.findByRole('heading', { name: 'Mill voices' })).toBeTruthy();
    expect(container.querySelector('audio')?.getAttribute('src')).toBe('http://localhost/api/media/remix.m4a');
    expect(screen.getByRole('region', { name: 'Transcript' }).textContent).toContain('barn owl');
    fireEvent.click(screen.getByRole('button', { name: 'Move Barn up' }));
    await waitFor(() => expect(services.remixes.reorders).toEqual([['c2', 'c1']]));
    // Reordered: the file is made again, so the page says so instead of playing the old one.
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringContaining('Barn'),
      expect.stringContaining('Wheel'),
    ]);
  });

  it('says when the remix could not be rendered or loaded', async () => {
    const services = createTestServices('user');
    services.remixes.remixes.set('r1', remix({ state: 'failed', archiveURL: null }));
    renderWithServices(services, <RemixPage remixId="r1" />);
    expect(await screen.findByText('The remix could not be rendered.')).toBeTruthy();
    const missing = createTestServices('user');
    renderWithServices(missing, <RemixPage remixId="nope" />);
    expect(await screen.findByText('This remix could not be loaded.')).toBeTruthy();
  });
});

describe('deleting a remix', () => {
  it('removes it and leaves for the remixes list, or says it could not', async () => {
    const services = createTestServices('user');
    services.remixes.remixes.set('r1', remix());
    const { router } = renderWithServices(services, <RemixPage remixId="r1" />, '/remixes/r1');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete remix' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/remixes'));
    expect(services.remixes.remixes.has('r1')).toBe(false);
    cleanup();
    const failing = createTestServices('user');
    failing.remixes.remixes.set('r1', remix());
    failing.remixes.delete = async () => {
      throw new Error('offline');
    };
    renderWithServices(failing, <RemixPage remixId="r1" />, '/remixes/r1');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete remix' }));
    expect(await screen.findByText('The remix could not be deleted.')).toBeTruthy();
  });
});

describe('NewRemixForm', () => {
  it('creates a remix of the clips in the order they were picked', async () => {
    const services = createTestServices('user');
    services.stories.stories.set('s1', { _id: 's1', title: 'Mill', created_at: '2024-05-01T12:00:00.000Z', project_id: 'p1' });
    await services.clips.create('s1', { title: 'Wheel', start: 1, end: 2 });
    await services.clips.create('s1', { title: 'Race', start: 3, end: 5 });
    let created: Remix | undefined;
    renderWithServices(services, <NewRemixForm projectId="p1" onCreated={(r) => (created = r)} />);
    fireEvent.click(await screen.findByRole('checkbox', { name: /Wheel/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Race/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Create remix' }));
    expect(await screen.findByText('Fill this in.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Title/ }), { target: { value: 'Water' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create remix' }));
    await waitFor(() => expect(created?.title).toBe('Water'));
    expect(created?.clipCount).toBe(2);
    expect(screen.getByRole('checkbox', { name: /^1\. Wheel/ })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /^2\. Race/ })).toBeTruthy();
  });
});
