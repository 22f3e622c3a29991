// @vitest-environment jsdom
import { type PublicStory, SharingApi } from '@storykeep/core';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { spokenTranscript } from '../../components/transcript/transcript.fixture.js';
import { createTestServices, renderWithServices } from '../../testing/test-services.fixture.js';
import { PublicStoryPage } from './public-story-page.js';

afterEach(cleanup);

const shared: PublicStory = {
  title: 'Clara on the weaving floor',
  description: 'Memories of the mill',
  record_date: '1998-05-04T00:00:00.000Z',
  duration: 30,
  mediaType: 'video',
  mediaURL: 'https://media.test/s1.mp4',
  thumbnailURL: null,
  transcript: spokenTranscript,
  indexes: [
    {
      _id: 'i1',
      title: 'Topics',
      notes: '',
      metadata: [
        { title: 'The looms', synopsis: 'What the weaving floor sounded like', keywords: ['looms', 'noise'], time: { start: 20 } },
        { title: 'Mornings', synopsis: 'Opening time', keywords: [], time: { start: 0 } },
      ],
    },
  ],
  organization: 'River Valley Archive',
  narrators: ['Clara'],
  pageURL: 'https://archive.test/share/good-key',
};

/** Renders the page signed out, with one story shared under `good-key`. */
function openPublicPage(shareKey: string) {
  const services = createTestServices();
  const asked: string[] = [];
  services.container.bind(SharingApi).toConstantValue({
    sharePublic: async () => '',
    unsharePublic: async () => undefined,
    publicStory: async (key: string) => {
      asked.push(key);
      return key === 'good-key' ? shared : null;
    },
    downloadAllLocalVideos: async () => 'unused',
    localTracks: async () => [],
    shareClip: async () => '',
    unshareClip: async () => undefined,
    publicClip: async () => null,
    startArchivePackage: async () => 'unused',
  } satisfies SharingApi);
  renderWithServices(services, <PublicStoryPage shareKey={shareKey} />, `/public/stories/${shareKey}`);
  return asked;
}

describe('PublicStoryPage', () => {
  it('shows a shared story without sign-in: title, description, player and a transcript that seeks', async () => {
    const asked = openPublicPage('good-key');
    expect(await screen.findByRole('heading', { name: shared.title })).toBeTruthy();
    expect(asked).toEqual(['good-key']);
    expect(screen.getByText('Memories of the mill')).toBeTruthy();
    const player = screen.getByLabelText('Player') as HTMLVideoElement;
    expect(player.getAttribute('src')).toBe('https://media.test/s1.mp4');
    const transcript = screen.getByRole('region', { name: 'Transcript' });
    fireEvent.click(within(transcript).getByText('thunder'));
    expect(player.currentTime).toBe(20.5);
    expect(within(transcript).getByText('thunder').dataset.current).toBe('');
  });

  it('shows the organization, date, narrator and the chapters with synopses and keywords; a chapter plays from its start', async () => {
    openPublicPage('good-key');
    await screen.findByRole('heading', { name: shared.title });
    expect(screen.getByText('River Valley Archive')).toBeTruthy();
    expect(screen.getByText('Narrator').nextElementSibling?.textContent).toBe('Clara');
    expect(screen.getByText('Date').nextElementSibling?.textContent).toMatch(/1998/);
    const chapters = screen.getByRole('region', { name: 'Chapters' });
    const titles = within(chapters)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual(['Mornings', 'The looms']);
    expect(within(chapters).getByText('What the weaving floor sounded like')).toBeTruthy();
    expect(within(within(chapters).getByLabelText('Keywords of The looms')).getByText('noise')).toBeTruthy();
    fireEvent.click(within(chapters).getByRole('button', { name: '00:20' }));
    expect((screen.getByLabelText('Player') as HTMLVideoElement).currentTime).toBe(20);
  });

  it('finds a phrase in the transcript, marks each match and steps through them', async () => {
    openPublicPage('good-key');
    const transcript = await screen.findByRole('region', { name: 'Transcript' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Find in the transcript' }), { target: { value: 'THE MILL' } });
    expect(within(transcript).getAllByText('mill', { selector: 'mark' })).toHaveLength(3);
    expect(screen.getByRole('status').textContent).toBe('– of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('status').textContent).toBe('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('status').textContent).toBe('3 of 3');
  });

  it('says the interview is not available when nothing is shared under the key', async () => {
    openPublicPage('withdrawn-key');
    expect(await screen.findByRole('heading', { name: 'Interview not available' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/not shared publicly/);
    expect(screen.queryByLabelText('Player')).toBeNull();
  });
});
