// @vitest-environment jsdom
import { type AsyncTask, messages, type Remix } from '@storykeep/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Subject, throwError } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServices, renderWithServices } from '../../testing/test-services.fixture.js';
import { NewRemixForm } from './new-remix-form.js';
import { RemixPage } from './remix-page.js';
import { REMIX_POLL_MS } from './use-remix.js';

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

  it('says when some clips come from interviews the reader does not see, and offers no file', async () => {
    const services = createTestServices('user');
    const shown = remix().clips.slice(0, 1);
    services.remixes.remixes.set('r1', remix({ clips: shown, archiveURL: null, hiddenClipCount: 1 }));
    const { container } = renderWithServices(services, <RemixPage remixId="r1" />);
    expect(await screen.findByText(messages.remixHiddenClips)).toBeTruthy();
    expect(container.querySelector('audio')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offers Delete only to its author or a manager', async () => {
    const services = createTestServices('user');
    services.remixes.remixes.set('r1', remix({ canDelete: false }));
    renderWithServices(services, <RemixPage remixId="r1" />);
    expect(await screen.findByRole('heading', { name: 'Mill voices' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete remix' })).toBeNull();
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

describe('following a render', () => {
  it('watches the render task and shows the player when it completes, without reading the remix on a timer', async () => {
    const services = createTestServices('user');
    services.remixes.remixes.set('r1', remix({ state: 'pending', archiveURL: null, taskId: 't1' }));
    let reads = 0;
    const read = services.remixes.read.bind(services.remixes);
    services.remixes.read = async (id) => {
      reads++;
      return read(id);
    };
    const { container } = renderWithServices(services, <RemixPage remixId="r1" />);
    expect((await screen.findByRole('status')).textContent).toContain('the player appears here as soon as the render is done');
    expect(container.querySelector('audio')).toBeNull();
    // The render finishes on the server; only the task service says so.
    services.remixes.remixes.set('r1', remix());
    services.tasks.emitTask({ id: 'other', type: 'RemixRender', status: 'completed' });
    services.tasks.emitTask({ id: 't1', type: 'RemixRender', status: 'pending', progress: 0.4 });
    expect(await screen.findByText('40% rendered')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'The remix is being rendered. It plays here when it is ready.' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0.4');
    services.tasks.emitTask({ id: 't1', type: 'RemixRender', status: 'pending', progress: 0.75 });
    expect(await screen.findByText('75% rendered')).toBeTruthy();
    expect(reads).toBe(1);
    services.tasks.emitTask({ id: 't1', type: 'RemixRender', status: 'completed' });
    await waitFor(() => expect(container.querySelector('audio')?.getAttribute('src')).toBe('http://localhost/api/media/remix.m4a'));
    expect(reads).toBe(2);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('reads the remix once when the task ends, though the service also ends the watch', async () => {
    const services = createTestServices('user');
    services.remixes.remixes.set('r1', remix({ state: 'pending', archiveURL: null, taskId: 't1' }));
    const watch = new Subject<AsyncTask>();
    services.tasks.watchAsyncTask = () => watch;
    let reads = 0;
    const read = services.remixes.read.bind(services.remixes);
    services.remixes.read = async (id) => {
      reads++;
      return read(id);
    };
    const { container } = renderWithServices(services, <RemixPage remixId="r1" />);
    await screen.findByRole('status');
    services.remixes.remixes.set('r1', remix());
    watch.next({ id: 't1', type: 'RemixRender', status: 'completed', progress: 1 });
    watch.complete();
    await waitFor(() => expect(container.querySelector('audio')).not.toBeNull());
    expect(reads).toBe(2);
  });

  it('reads the remix again every few seconds when the task service refuses the watch', async () => {
    const services = createTestServices('user');
    services.remixes.remixes.set('r1', remix({ state: 'pending', archiveURL: null, taskId: 't1' }));
    services.tasks.watchAsyncTask = () => throwError(() => new Error('not allowed'));
    const { container } = renderWithServices(services, <RemixPage remixId="r1" />);
    expect((await screen.findByRole('status')).textContent).toContain('checking every few seconds');
    services.remixes.remixes.set('r1', remix());
    await waitFor(() => expect(container.querySelector('audio')).not.toBeNull(), { timeout: REMIX_POLL_MS * 3 });
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

const libraryItem = (id: string, title: string, start: number, end: number, project: [string, string], created: string) => ({
  clip: { _id: id, title, start, end, tags: [], created_at: created },
  story: { _id: `s-${id}`, title: `Story of ${title}`, project_id: project[0], project_name: project[1], audio: true },
});

describe('NewRemixForm', () => {
  it('creates a remix of clips from more than one project, in the order they were picked, and leaves out those out of reach', async () => {
    const services = createTestServices('user');
    services.clipLibrary.items = [
      libraryItem('c1', 'Wheel', 1, 2, ['p1', 'Mill Town'], '2024-05-03T00:00:00.000Z'),
      libraryItem('c2', 'Race', 3, 5, ['p2', 'River Folk'], '2024-05-02T00:00:00.000Z'),
      libraryItem('c3', 'Elsewhere', 0, 1, ['p9', 'Other Archive'], '2024-05-01T00:00:00.000Z'),
    ];
    let created: Remix | undefined;
    const asked: string[][] = [];
    const create = services.remixes.create.bind(services.remixes);
    services.remixes.create = async (projectId, request) => {
      asked.push(request.clipIds);
      return create(projectId, request);
    };
    renderWithServices(services, <NewRemixForm projectId="p1" inReach={(id) => id !== 'p9'} onCreated={(r) => (created = r)} />);
    fireEvent.click(await screen.findByRole('checkbox', { name: /Race \(Story of Race in River Folk/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Wheel \(Story of Wheel, / }));
    expect(screen.queryByRole('checkbox', { name: /Elsewhere/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Create remix' }));
    expect(await screen.findByText('Fill this in.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Title/ }), { target: { value: 'Water' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create remix' }));
    await waitFor(() => expect(created?.title).toBe('Water'));
    expect(asked).toEqual([['c2', 'c1']]);
    expect(screen.getByRole('checkbox', { name: /^1\. Race/ })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /^2\. Wheel/ })).toBeTruthy();
  });
});
