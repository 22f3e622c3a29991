// @vitest-environment jsdom
import { messages, type Project, type Story } from '@storykeep/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServices, renderWithServices, settled } from '../../testing/test-services.fixture.js';
import { InterviewList } from './interview-list.js';

afterEach(cleanup);

const story = (id: string, title: string, extra: Partial<Story> = {}): Story => ({
  _id: id,
  title,
  created_at: '2024-05-01T12:00:00.000Z',
  project_id: 'p1',
  ...extra,
});

async function renderList(stories: Story[], path = '/projects/p1') {
  const services = createTestServices('manager');
  for (const s of stories) services.stories.stories.set(s._id, s);
  await settled(services);
  const view = renderWithServices(
    services,
    <InterviewList
      source={{ kind: 'project', projectId: 'p1' }}
      project={{ _id: 'p1', name: 'P', projectDetails: { currentUserProjectRole: 'project_manager' } } as Project}
      folders={[]}
      hubPath={(s) => `/hub/${s._id}`}
    />,
    path,
  );
  return { services, router: view.router };
}

const rows = () =>
  within(screen.getByRole('table', { name: 'Interviews' }))
    .getAllByRole('row')
    .slice(1);

describe('interview list controls', () => {
  it('shows narrator, duration, transcript status and deed of gift, the count, and selects all', async () => {
    await renderList([
      story('s1', 'River crossing', {
        duration: 754,
        transcript: 'completed',
        deedOfGift: true,
        narrator: 'Ada Lovell',
        language: 'Welsh',
      }),
      story('s2', 'Bakery memories', { transcript: 'pending' }),
    ]);
    await screen.findByRole('table', { name: 'Interviews' });
    const [first, second] = rows();
    expect(within(first as HTMLElement).getByText('00:12:34')).toBeTruthy();
    expect(within(first as HTMLElement).getByText('Ada Lovell')).toBeTruthy();
    expect(within(first as HTMLElement).getByText('Welsh')).toBeTruthy();
    expect(within(first as HTMLElement).getByText('Transcribed')).toBeTruthy();
    expect(within(first as HTMLElement).getByText('Signed')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('Transcribing')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('Not on file')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Pages of interviews' }).textContent).toBe('1–2 of 2 interviews');
    // One page: a count, no page buttons.
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all interviews' }));
    await waitFor(() => expect((screen.getByRole('checkbox', { name: 'Select River crossing' }) as HTMLInputElement).checked).toBe(true));
    expect((screen.getByRole('checkbox', { name: 'Select Bakery memories' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all interviews' }));
    await waitFor(() => expect((screen.getByRole('checkbox', { name: 'Select River crossing' }) as HTMLInputElement).checked).toBe(false));
  }, 20_000);

  it('filters by narrator and language as you type, keeps them in the address, and shows all again when cleared', async () => {
    const { services, router } = await renderList([
      story('s1', 'River crossing', { narrator: 'Ada Lovell', language: 'Welsh' }),
      story('s2', 'Bakery memories', { narrator: 'Bo Evans', language: 'English' }),
      story('s3', 'Mill strike', { narrator: 'Ada Price', language: 'English' }),
    ]);
    await screen.findByRole('table', { name: 'Interviews' });
    const narrator = screen.getByRole('searchbox', { name: messages.narratorLabel });
    fireEvent.change(narrator, { target: { value: 'ada' } });
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(router.state.location.search).toBe('?narrator=ada');
    fireEvent.change(screen.getByRole('searchbox', { name: messages.languageLabel }), { target: { value: 'english' } });
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0] as HTMLElement).getByText('Mill strike')).toBeTruthy();
    expect(router.state.location.search).toBe('?narrator=ada&language=english');
    expect(services.stories.listCalls.at(-1)?.request).toMatchObject({ narrator: 'ada', language: 'english', page: 1 });
    fireEvent.change(narrator, { target: { value: 'nobody' } });
    expect(await screen.findByText(messages.noInterviewsMatch)).toBeTruthy();
    fireEvent.change(narrator, { target: { value: '' } });
    fireEvent.change(screen.getByRole('searchbox', { name: messages.languageLabel }), { target: { value: '' } });
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(router.state.location.search).toBe('');
  }, 20_000);

  it('opens with the filters the address holds', async () => {
    await renderList(
      [
        story('s1', 'River crossing', { narrator: 'Ada Lovell', language: 'Welsh' }),
        story('s2', 'Bakery memories', { language: 'English' }),
      ],
      '/projects/p1?language=WELSH',
    );
    await screen.findByRole('table', { name: 'Interviews' });
    expect(rows()).toHaveLength(1);
    expect((screen.getByRole('searchbox', { name: messages.languageLabel }) as HTMLInputElement).value).toBe('WELSH');
  }, 20_000);

  it('searches as you type, keeps it in the address, says none match, and resets when cleared', async () => {
    const { router } = await renderList([story('s1', 'River crossing'), story('s2', 'Bakery memories')]);
    await screen.findByRole('table', { name: 'Interviews' });
    const box = screen.getByRole('searchbox', { name: 'Search interviews' });
    fireEvent.change(box, { target: { value: 'bakery' } });
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(router.state.location.search).toBe('?q=bakery');
    fireEvent.change(box, { target: { value: 'nothing like it' } });
    expect(await screen.findByText('No interviews match.')).toBeTruthy();
    expect(screen.queryByText('No interviews yet.')).toBeNull();
    fireEvent.change(box, { target: { value: '' } });
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(router.state.location.search).toBe('');
  }, 20_000);

  it('starts from the search and sort in the address', async () => {
    const { services } = await renderList(
      [story('s1', 'River crossing'), story('s2', 'Bakery memories')],
      '/projects/p1?q=river&sort=narrator&order=asc',
    );
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect((screen.getByRole('searchbox', { name: 'Search interviews' }) as HTMLInputElement).value).toBe('river');
    const last = services.stories.listCalls.at(-1)?.request;
    expect([last?.search, last?.sort, last?.direction]).toEqual(['river', 'narrator', 'asc']);
  }, 20_000);

  it('says there are no interviews yet when the whole list is empty', async () => {
    await renderList([]);
    expect(await screen.findByText('No interviews yet.')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Pages of interviews' }).textContent).toBe('0 interviews');
  }, 20_000);

  it('pages the project table 25 at a time with numbered pages, keeping the page in the address with the sort', async () => {
    const many = Array.from({ length: 30 }, (_, i) => story(`s${i + 1}`, `Interview ${String(i + 1).padStart(2, '0')}`));
    const { services, router } = await renderList(many, '/projects/p1?sort=title&order=asc');
    await waitFor(() => expect(rows()).toHaveLength(25));
    const pager = screen.getByRole('navigation', { name: 'Pages of interviews' });
    expect(within(pager).getByText('1–25 of 30 interviews')).toBeTruthy();
    expect(within(pager).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect((within(pager).getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(pager).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(within(rows()[0] as HTMLElement).getByText('Interview 26')).toBeTruthy();
    expect(within(pager).getByText('26–30 of 30 interviews')).toBeTruthy();
    expect((within(pager).getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('title');
    expect(services.stories.listCalls.at(-1)?.request).toMatchObject({ page: 2, pageSize: 25, sort: 'title' });
    fireEvent.click(within(pager).getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(rows()).toHaveLength(25));
    expect(router.state.location.search).not.toContain('page=');
  }, 20_000);

  it('opens at the page in the address, and a new search starts again at page 1', async () => {
    const many = Array.from({ length: 30 }, (_, i) => story(`s${i + 1}`, `Interview ${String(i + 1).padStart(2, '0')}`));
    const { services, router } = await renderList(many, '/projects/p1?page=2&sort=title&order=asc');
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(services.stories.listCalls.map((c) => c.request.page)).toEqual([2]);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search interviews' }), { target: { value: 'Interview 0' } });
    await waitFor(() => expect(rows()).toHaveLength(9));
    expect(services.stories.listCalls.at(-1)?.request.page).toBe(1);
    expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull();
  }, 20_000);
});
