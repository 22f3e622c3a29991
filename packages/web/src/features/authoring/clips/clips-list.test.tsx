// @vitest-environment jsdom
import { CLIP_READINESS_RETRY_MS, ErrorReporter, messages, type Story } from '@storykeep/core';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { createTestServices, findNotice, renderWithServices, settled } from '../../../testing/test-services.fixture.js';
import { ClipsList, type ClipsListProps } from './clips-list.js';

afterEach(cleanup);

/** Fluent's first renders are slow on a busy machine; the 1 s default of findBy and waitFor is not enough there. */
const SLOW = { timeout: 10_000 };

const story: Story = {
  _id: 's1',
  title: 'Clara',
  created_at: '2024-05-01T12:00:00.000Z',
  project_id: 'p1',
  archiveURL: 'http://media.test/s1.mp4',
  mediaType: 'video',
  duration: 120,
};

async function renderClips(props: Partial<ClipsListProps> = {}) {
  const services = createTestServices('manager');
  services.stories.stories.set('s1', story);
  const reported: unknown[] = [];
  services.container
    .bind(ErrorReporter)
    .toConstantValue({ captureException: (e: unknown) => reported.push(e), captureMessage: () => undefined });
  await settled(services);
  const clock = new SimulatedClock();
  const seeks: number[] = [];
  renderWithServices(
    services,
    <ClipsList storyId="s1" currentTime={10} duration={120} seek={(s) => seeks.push(s)} clock={clock} {...props} />,
  );
  await screen.findByText('No clips yet.', {}, SLOW);
  return { services, clock, seeks, reported };
}

// After a dialog has been open, Fluent's modalizer leaves aria-hidden on the app root in jsdom (no transition end):
// queries after one include hidden elements.
const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;

describe('ClipsList', { timeout: 30_000 }, () => {
  it('creates a clip from the selection with a preview of the fragment, and shows it ready once rendered', async () => {
    const { services, clock } = await renderClips({ selection: { start: 20.5, end: 31.25 } });
    fireEvent.click(screen.getByRole('button', { name: 'Create a clip from the selection' }));
    await screen.findByRole('dialog', {}, SLOW);
    expect(field('Start').value).toBe('00:00:20.500');
    expect(field('End').value).toBe('00:00:31.250');
    expect(screen.getByLabelText('Clip preview').getAttribute('src')).toBe('http://media.test/s1.mp4#t=20.5,31.25');
    fireEvent.change(field('Title'), { target: { value: 'The looms' } });
    fireEvent.change(field('Tags'), { target: { value: 'mill, noise,' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    const item = await screen.findByRole('listitem', { name: 'The looms', hidden: true }, SLOW);
    expect(services.clips.clips.get('s1')?.[0]).toMatchObject({ title: 'The looms', start: 20.5, end: 31.25, tags: ['mill', 'noise'] });
    expect(within(item).getByText('Rendering…')).toBeTruthy();
    await act(async () => clock.increment(CLIP_READINESS_RETRY_MS));
    expect(within(item).getByText('Rendering…')).toBeTruthy();
    services.clips.render('s1', 'clip-1');
    await act(async () => clock.increment(CLIP_READINESS_RETRY_MS));
    await waitFor(() => expect(within(item).getByText('Ready')).toBeTruthy(), SLOW);
    expect(services.clips.reads).toEqual(['clip-1', 'clip-1']);
  });

  it('starts a clip at the current time without a selection, and refuses an end past the story or before the start', async () => {
    const { services } = await renderClips();
    fireEvent.click(screen.getByRole('button', { name: 'Create a clip from the current time' }));
    await screen.findByRole('dialog', {}, SLOW);
    expect(field('Start').value).toBe('00:00:10.000');
    expect(field('End').value).toBe('00:00:40.000');
    fireEvent.change(field('Title'), { target: { value: 'Too long' } });
    fireEvent.change(field('End'), { target: { value: '2:30' } });
    expect(screen.getByText('The story ends at 00:02:00.000')).toBeTruthy();
    fireEvent.change(field('End'), { target: { value: '0:05' } });
    expect(screen.getByText('end must be after start')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(services.clips.clips.get('s1')).toBeUndefined();
  });

  it('lists clips newest first, plays, edits and deletes one, with the catalogue toast when a delete fails', async () => {
    const { services, seeks, reported } = await renderClips();
    await services.clips.create('s1', { title: 'First', start: 1, end: 5, tags: [] });
    await services.clips.create('s1', { title: 'Second', start: 50, end: 60, tags: [] });
    cleanup();
    const again = await (async () => {
      const s = createTestServices('manager');
      s.stories.stories.set('s1', story);
      for (const clip of services.clips.clips.get('s1') ?? []) s.clips.clips.set('s1', [...(s.clips.clips.get('s1') ?? []), clip]);
      s.container
        .bind(ErrorReporter)
        .toConstantValue({ captureException: (e: unknown) => reported.push(e), captureMessage: () => undefined });
      await settled(s);
      renderWithServices(
        s,
        <ClipsList storyId="s1" currentTime={0} duration={120} seek={(x) => seeks.push(x)} clock={new SimulatedClock()} />,
      );
      return s;
    })();
    const list = await screen.findByRole('list', { name: 'Story clips' }, SLOW);
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual(['Second', 'First']);
    fireEvent.click(within(list).getByRole('button', { name: /^Play Second/ }));
    expect(seeks).toEqual([50]);
    fireEvent.click(within(list).getByRole('button', { name: /^Edit First/ }));
    await screen.findByRole('dialog', {}, SLOW);
    fireEvent.change(field('Title'), { target: { value: 'First, renamed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('listitem', { name: 'First, renamed', hidden: true }, SLOW);
    again.clips.failing.add('clip-2');
    fireEvent.click(screen.getByRole('button', { name: /^Delete Second/, hidden: true }));
    expect(await findNotice(messages.clipDeleteFailed, SLOW)).toBeTruthy();
    expect(reported).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: /^Delete First, renamed/, hidden: true }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'First, renamed', hidden: true })).toBeNull());
    expect(again.clips.clips.get('s1')?.map((c) => c.title)).toEqual(['Second']);
  });
});
