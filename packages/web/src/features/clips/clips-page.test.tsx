// @vitest-environment jsdom
import { type ClipLibraryItem, DEFAULT_PAGE_SIZE, messages, SharingApi } from '@storykeep/core';
import { FakeSharingApi } from '@storykeep/core/testing';
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

async function renderPage() {
  const services = createTestServices('manager');
  const library = services.clipLibrary;
  library.items = [item('c1', 's1', 'Whistle at noon', '2024-05-01T00:00:00Z'), item('c2', 's2', 'Flood of 1936', '2024-06-01T00:00:00Z')];
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

  it('asks before sharing a clip, then publishes that clip alone on its own page, only when confirmed', async () => {
    const services = createTestServices('manager');
    const sharing = new FakeSharingApi();
    services.clipLibrary.items = [
      { ...item('c1', 's1', 'Whistle at noon', '2024-05-01T00:00:00Z'), publishing: { allowed: true, refusal: null } },
    ];
    services.container.bind(SharingApi).toConstantValue(sharing);
    await settled(services);
    renderWithServices(services, <ClipsPage />, '/clips');
    const list = await screen.findByRole('list', { name: 'Clips' }, SLOW);
    fireEvent.click(await within(list).findByRole('button', { name: 'Share Whistle at noon' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: messages.clipShareTitle, ...HIDDEN }, SLOW);
    expect(dialog.textContent).toContain(messages.clipShareExplanation);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel', ...HIDDEN }));
    expect([...sharing.sharedClips]).toEqual([]);
    fireEvent.click(within(list).getByRole('button', { name: 'Share Whistle at noon', ...HIDDEN }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: messages.clipShareTitle, ...HIDDEN }, SLOW)).getByRole('button', {
        name: 'Share publicly',
        ...HIDDEN,
      }),
    );
    expect(await screen.findByRole('link', { name: 'https://archive.example/public/clips/key-of-c1', ...HIDDEN }, SLOW)).toBeTruthy();
    // The clip is published, never its interview.
    expect([...sharing.sharedClips]).toEqual(['s1/c1']);
    expect([...sharing.shared]).toEqual([]);
  });

  it('offers Share only where the publishing rule allows it, and says why not otherwise', async () => {
    const services = createTestServices('user');
    services.clipLibrary.items = [
      { ...item('c1', 's1', 'Whistle at noon', '2024-05-01T00:00:00Z'), publishing: { allowed: false, refusal: 'release' } },
    ];
    services.container.bind(SharingApi).toConstantValue(new FakeSharingApi());
    await settled(services);
    renderWithServices(services, <ClipsPage />, '/clips');
    const list = await screen.findByRole('list', { name: 'Clips' }, SLOW);
    const share = await within(list).findByRole('button', { name: 'Share Whistle at noon' }, SLOW);
    expect(share.hasAttribute('disabled')).toBe(true);
    expect(within(list).getByText(messages.publishNeedsRelease)).toBeTruthy();
  });

  describe('paging', () => {
    const many = (count: number) =>
      Array.from({ length: count }, (_, i) =>
        item(`c${i + 1}`, 's1', `Clip ${i + 1}`, new Date(Date.UTC(2024, 0, 1) + i * 86_400_000).toISOString()),
      );

    async function pagedLibrary(path: string) {
      const services = createTestServices('manager');
      services.clipLibrary.items = many(DEFAULT_PAGE_SIZE + 4);
      await settled(services);
      const { router } = renderWithServices(services, <ClipsPage />, path);
      const pager = await screen.findByRole('navigation', { name: 'Pages of clips' }, SLOW);
      return { router, pager, library: services.clipLibrary };
    }

    const headings = () =>
      within(screen.getByRole('list', { name: 'Clips' }))
        .getAllByRole('heading')
        .map((h) => h.textContent);

    it('shows one numbered page at a time in place of the list, the page kept in the address', async () => {
      const { router, pager, library } = await pagedLibrary('/clips');
      expect(within(pager).getByText(`1–${DEFAULT_PAGE_SIZE} of ${DEFAULT_PAGE_SIZE + 4} clips`)).toBeTruthy();
      expect(headings()).toHaveLength(DEFAULT_PAGE_SIZE);
      expect(headings()[0]).toBe(`Clip ${DEFAULT_PAGE_SIZE + 4}`);
      expect(screen.queryByRole('button', { name: /show more/i })).toBeNull();
      fireEvent.click(within(pager).getByRole('button', { name: 'Page 2' }));
      await waitFor(() => expect(headings()).toEqual(['Clip 4', 'Clip 3', 'Clip 2', 'Clip 1']), SLOW);
      expect(library.queries.at(-1)).toMatchObject({ page: 2, pageSize: DEFAULT_PAGE_SIZE });
      expect(within(pager).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
      expect(router.state.location.search).toBe('?page=2');
      fireEvent.click(within(pager).getByRole('button', { name: 'Previous page' }));
      await waitFor(() => expect(headings()).toHaveLength(DEFAULT_PAGE_SIZE), SLOW);
      expect(router.state.location.search).toBe('');
    });

    it('opens at the page and search the address names', async () => {
      const { pager, library } = await pagedLibrary('/clips?q=clip&page=2');
      await waitFor(() => expect(headings()).toEqual(['Clip 4', 'Clip 3', 'Clip 2', 'Clip 1']), SLOW);
      expect(library.queries[0]).toMatchObject({ page: 2, search: 'clip' });
      expect((screen.getByRole('searchbox', { name: 'Search clips' }) as HTMLInputElement).value).toBe('clip');
      expect(within(pager).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    });

    it('starts again at page 1 with a new search, and writes the search into the address', async () => {
      const { router, pager, library } = await pagedLibrary('/clips?page=2');
      await waitFor(() => expect(within(pager).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page'), SLOW);
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search clips' }), { target: { value: 'Clip 1' } });
      fireEvent.submit(screen.getByRole('searchbox', { name: 'Search clips' }).closest('form') as HTMLFormElement);
      await waitFor(() => expect(library.queries.at(-1)).toMatchObject({ page: 1, search: 'Clip 1' }), SLOW);
      await waitFor(() => expect(router.state.location.search).toBe('?q=Clip+1'), SLOW);
    });
  });
});
