// @vitest-environment jsdom
import {
  type ClipAudioDownload,
  ClipLibraryApi,
  type ClipLibraryItem,
  type ClipLibraryPage,
  type ClipLibraryRequest,
  messages,
} from '@storykeep/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServices, findNotice, renderWithServices, settled } from '../../testing/test-services.fixture.js';
import { ClipsPage } from './clips-page.js';

afterEach(cleanup);

// In jsdom, Fluent's focus manager marks an open dialog (and, after it closes, the app root) aria-hidden, as focus never
// moves there; what is inside is therefore looked up including hidden elements.
const HIDDEN = { hidden: true };

const SLOW = { timeout: 10_000 };

const item = (id: string, storyId: string, title: string, created: string): ClipLibraryItem => ({
  clip: { _id: id, title, start: 12, end: 20, tags: ['mill'], created_at: created, archiveURL: `http://media.test/${id}.m4a` },
  story: { _id: storyId, title: `Story ${storyId}`, project_id: 'p1', project_name: 'Mill Town', audio: true },
});

/** The clips library over a list in memory: newest first, searched by title, deletions recorded or refused. */
class FakeLibrary implements ClipLibraryApi {
  items = [item('c1', 's1', 'Whistle at noon', '2024-05-01T00:00:00Z'), item('c2', 's2', 'Flood of 1936', '2024-06-01T00:00:00Z')];
  queries: ClipLibraryRequest[] = [];
  deleted: [string, string[]][] = [];
  failDeletes = false;
  async list(query: ClipLibraryRequest): Promise<ClipLibraryPage> {
    this.queries.push(query);
    const found = this.items
      .filter((i) => !query.search || i.clip.title.toLowerCase().includes(query.search.toLowerCase()))
      .sort((a, b) => b.clip.created_at.localeCompare(a.clip.created_at));
    return { items: found, total: found.length, projects: [{ _id: 'p1', name: 'Mill Town' }], tags: ['mill'] };
  }
  async deleteMany(storyId: string, ids: string[]): Promise<number> {
    if (this.failDeletes) throw new Error('refused');
    this.deleted.push([storyId, ids]);
    this.items = this.items.filter((i) => !ids.includes(i.clip._id));
    return ids.length;
  }
  async audioDownload(): Promise<ClipAudioDownload> {
    return { audioArchiveURL: 'http://media.test/audio.m4a', taskId: null };
  }
}

async function renderPage() {
  const services = createTestServices('manager');
  const library = new FakeLibrary();
  services.container.bind(ClipLibraryApi).toConstantValue(library);
  await settled(services);
  renderWithServices(services, <ClipsPage />, '/clips');
  const list = await screen.findByRole('list', { name: 'Clips' }, SLOW);
  await within(list).findAllByRole('listitem', {}, SLOW);
  return { library, list };
}

describe('the clips library page', () => {
  it('lists every clip newest first with its story and project, and links it to its story at its time', async () => {
    const { list } = await renderPage();
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Flood of 1936', 'Whistle at noon']);
    const whistle = within(list).getByRole('listitem', { name: 'Whistle at noon' });
    expect(whistle.textContent).toContain('Story s1 · Mill Town');
    expect(within(whistle).getByRole('link', { name: 'Open in interview' }).getAttribute('href')).toBe('/projects/p1/stories/s1/hub?t=12');
    expect(within(whistle).getByLabelText('Play Whistle at noon').getAttribute('src')).toBe('http://media.test/c1.m4a');
  });

  it('searches by the typed text', async () => {
    const { library, list } = await renderPage();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search clips' }), { target: { value: 'flood' } });
    fireEvent.submit(screen.getByRole('searchbox', { name: 'Search clips' }).closest('form') as HTMLFormElement);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1), SLOW);
    expect(library.queries.at(-1)).toMatchObject({ search: 'flood', page: 1 });
  });

  it('deletes the selected clips story by story after confirming', async () => {
    const { library, list } = await renderPage();
    fireEvent.click(within(list).getByRole('checkbox', { name: 'Select Whistle at noon' }));
    fireEvent.click(within(list).getByRole('checkbox', { name: 'Select Flood of 1936' }));
    fireEvent.click(within(screen.getByRole('region', { name: 'Selected clips' })).getByRole('button', { name: 'Delete selected' }));
    fireEvent.click(within(await screen.findByRole('dialog', HIDDEN, SLOW)).getByRole('button', { name: 'Delete', ...HIDDEN }));
    await waitFor(
      () =>
        expect(library.deleted).toEqual([
          ['s2', ['c2']],
          ['s1', ['c1']],
        ]),
      SLOW,
    );
    await screen.findByText(messages.noClipsFound, {}, SLOW);
  });

  it.each([
    ['one clip', 1, messages.clipDeleteFailed],
    ['several clips', 2, messages.clipsDeleteFailed],
  ])('says so when deleting %s fails', async (_, count, text) => {
    const { library, list } = await renderPage();
    library.failDeletes = true;
    if (count === 1) fireEvent.click(within(list).getByRole('button', { name: 'Delete Whistle at noon' }));
    else {
      for (const name of ['Whistle at noon', 'Flood of 1936'])
        fireEvent.click(within(list).getByRole('checkbox', { name: `Select ${name}` }));
      fireEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    }
    fireEvent.click(within(await screen.findByRole('dialog', HIDDEN, SLOW)).getByRole('button', { name: 'Delete', ...HIDDEN }));
    await findNotice(text);
    expect(within(list).getAllByRole('listitem', HIDDEN)).toHaveLength(2);
  });
});
