// @vitest-environment jsdom
import { type EnrichedSearchResponse, messages } from '@storykeep/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServices, renderWithServices } from '../../testing/test-services.fixture.js';
import { SearchPage, SearchPlaygroundPage } from './search-page.js';

afterEach(cleanup);

const answer: EnrichedSearchResponse = {
  total: 1,
  page: 1,
  pageSize: 15,
  semantic: false,
  items: [
    {
      storyId: 's1',
      projectId: 'p1',
      title: 'Harvest memories',
      thumbnailURL: null,
      mediaURL: 'https://media.test/s1.mp4',
      audio: false,
      avgScore: 0.75,
      chapters: [
        {
          chapterTitle: 'Hard years',
          avgScore: 0.75,
          chunks: [
            {
              start_time: 92.4,
              end_time: 99,
              speaker: 'Ada',
              highlight: 'my father <em>sold</em> the <em>cattle</em> &lt;b&gt;',
              transcription: 'my father sold the cattle <b>',
              _weaviate_score: 0.75,
            },
          ],
        },
      ],
    },
  ],
};

function open(path: string, page = <SearchPage />, total = answer.total) {
  const services = createTestServices();
  services.projects.projects.set('p1', { _id: 'p1', name: 'Farm lives', org_code: 'river', invites: [] });
  services.crossSearch.response = { ...answer, total };
  const rendered = renderWithServices(services, page, path);
  return { services, rendered };
}

describe('SearchPage', () => {
  it('searches the phrase from the address and shows each moment with its chapter, words marked, and a link to it', async () => {
    const { services } = open('/search?transcriptSearch=sold%20the%20cattle&project=p1');
    const story = await screen.findByRole('listitem', { name: 'Harvest memories' });
    expect(services.crossSearch.calls).toEqual([{ query: 'sold the cattle', projectId: 'p1', page: 1, pageSize: 15 }]);
    expect(within(story).getByRole('heading', { name: 'Hard years' })).toBeTruthy();
    expect(within(story).getByText('cattle').tagName).toBe('MARK');
    expect(story.textContent).toContain('<b>');
    const link = within(story).getByRole('link', { name: 'Open at 01:32' });
    expect(link.getAttribute('href')).toBe('/projects/p1/stories/s1/hub?transcriptSearch=sold+the+cattle&t=92');
    expect(screen.getByText(messages.searchWordsOnly)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('1 interview mentions “sold the cattle”.');
  });

  it('searches every project until one is chosen, and plays a moment in the snippet player', async () => {
    const { services, rendered } = open('/search');
    expect(services.crossSearch.calls).toEqual([]);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Words or phrase' }), { target: { value: 'cattle' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('listitem', { name: 'Harvest memories' });
    expect(services.crossSearch.calls).toEqual([{ query: 'cattle', page: 1, pageSize: 15 }]);
    expect(rendered.router.state.location.search).toBe('?transcriptSearch=cattle');
    const player = screen.getByLabelText('Snippet player') as HTMLAudioElement;
    player.load = () => player.dispatchEvent(new Event('loadedmetadata'));
    player.play = async () => undefined;
    fireEvent.click(screen.getByRole('button', { name: 'Play 01:32 in Harvest memories' }));
    expect(player.getAttribute('src')).toBe('https://media.test/s1.mp4');
    expect(player.currentTime).toBe(92.4);
  });

  it('pages through the interviews found, the page in the address beside `search`, and starts again on a new phrase', async () => {
    const { services, rendered } = open('/search?search=drought&project=p1', <SearchPage />, 40);
    const status = () => screen.getByRole('status').textContent;
    await screen.findByRole('listitem', { name: 'Harvest memories' });
    expect(status()).toBe('40 interviews mention “drought”. Showing 1–15.');
    const pages = screen.getByRole('navigation', { name: 'Result pages' });
    expect(within(pages).getByText('Page 1 of 3')).toBeTruthy();
    expect((within(pages).getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(status()).toBe('40 interviews mention “drought”. Showing 16–30.'));
    expect(rendered.router.state.location.search).toBe('?search=drought&project=p1&page=2');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(status()).toBe('40 interviews mention “drought”. Showing 31–40.'));
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
    expect(services.crossSearch.calls.map((c) => [c.query, c.projectId, c.page])).toEqual([
      ['drought', 'p1', 1],
      ['drought', 'p1', 2],
      ['drought', 'p1', 3],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(rendered.router.state.location.search).toBe('?search=drought&project=p1&page=2'));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Words or phrase' }), { target: { value: 'flood' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(rendered.router.state.location.search).toBe('?project=p1&transcriptSearch=flood'));
    expect(services.crossSearch.calls.at(-1)).toEqual({ query: 'flood', projectId: 'p1', page: 1, pageSize: 15 });
  });

  it('narrows the search by narrator and language, kept in the address, and starts again at the first page', async () => {
    const { services, rendered } = open('/search?transcriptSearch=drought&language=Welsh&page=2', <SearchPage />, 40);
    await screen.findByRole('listitem', { name: 'Harvest memories' });
    expect(services.crossSearch.calls).toEqual([{ query: 'drought', language: 'Welsh', page: 2, pageSize: 15 }]);
    expect((screen.getByRole('searchbox', { name: messages.languageLabel }) as HTMLInputElement).value).toBe('Welsh');
    fireEvent.change(screen.getByRole('searchbox', { name: messages.narratorLabel }), { target: { value: ' Ada ' } });
    await waitFor(() =>
      expect(services.crossSearch.calls.at(-1)).toEqual({ query: 'drought', narrator: 'Ada', language: 'Welsh', page: 1, pageSize: 15 }),
    );
    expect(rendered.router.state.location.search).toBe('?transcriptSearch=drought&language=Welsh&narrator=Ada');
    fireEvent.change(screen.getByRole('searchbox', { name: messages.languageLabel }), { target: { value: '' } });
    await waitFor(() => expect(services.crossSearch.calls.at(-1)).toEqual({ query: 'drought', narrator: 'Ada', page: 1, pageSize: 15 }));
  });

  it('opens at the page the address names, under `transcriptSearch`, and shows no pages when all fit on one', async () => {
    const { services } = open('/search?transcriptSearch=drought&page=2', <SearchPage />, 16);
    await screen.findByRole('listitem', { name: 'Harvest memories' });
    expect(services.crossSearch.calls).toEqual([{ query: 'drought', page: 2, pageSize: 15 }]);
    expect(screen.getByRole('status').textContent).toBe('16 interviews mention “drought”. Showing 16–16.');
    expect(within(screen.getByRole('navigation', { name: 'Result pages' })).getByText('Page 2 of 2')).toBeTruthy();
    cleanup();
    open('/search?transcriptSearch=drought&page=nonsense');
    await screen.findByRole('listitem', { name: 'Harvest memories' });
    expect(screen.queryByRole('navigation', { name: 'Result pages' })).toBeNull();
  });

  it('says when the search fails', async () => {
    const services = createTestServices();
    services.crossSearch.failing = true;
    renderWithServices(services, <SearchPage />, '/search?search=drought');
    expect((await screen.findByRole('alert')).textContent).toMatch(/not available/);
  });

  it('shows the scores and sends the alpha in the playground', async () => {
    const { services } = open('/admin/playground?transcriptSearch=cattle&alpha=0.3', <SearchPlaygroundPage />);
    const story = await screen.findByRole('listitem', { name: 'Harvest memories' });
    expect(services.crossSearch.calls[0]).toMatchObject({ query: 'cattle', alpha: 0.3 });
    expect(within(story).getByText('score 0.750')).toBeTruthy();
    expect(within(story).getByText('Average score 0.750')).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('spinbutton', { name: /Alpha/ }) as HTMLInputElement).value).toBe('0.3'));
  });
});

describe('SearchPlaygroundPage with meaning search', () => {
  it('shows each moment’s word, meaning and fused scores and the alpha they were fused at, without the words-only notice', async () => {
    const services = createTestServices();
    const [item] = answer.items;
    const [chapter] = item?.chapters ?? [];
    const [chunk] = chapter?.chunks ?? [];
    if (!item || !chapter || !chunk) throw new Error('the fixture has a moment');
    services.crossSearch.response = {
      ...answer,
      semantic: true,
      alpha: 0.5,
      items: [
        { ...item, chapters: [{ ...chapter, chunks: [{ ...chunk, _weaviate_score: 0.5, _lexical_score: 0, _vector_score: 0.447 }] }] },
      ],
    };
    renderWithServices(services, <SearchPlaygroundPage />, '/admin/playground?transcriptSearch=vessel');
    const story = await screen.findByRole('listitem', { name: 'Harvest memories' });
    expect(within(story).getByText('words 0.000 · meaning 0.447 · fused 0.500')).toBeTruthy();
    expect(screen.getByText(`${messages.searchByMeaning} Alpha 0.5.`)).toBeTruthy();
    expect(screen.queryByText(messages.searchWordsOnly)).toBeNull();
  });
});
