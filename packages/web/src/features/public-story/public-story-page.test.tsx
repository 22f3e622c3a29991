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
  record_date: null,
  duration: 30,
  mediaType: 'video',
  mediaURL: 'https://media.test/s1.mp4',
  thumbnailURL: null,
  transcript: spokenTranscript,
  indexes: [],
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

  it('says the interview is not available when nothing is shared under the key', async () => {
    openPublicPage('withdrawn-key');
    expect(await screen.findByRole('heading', { name: 'Interview not available' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/not shared publicly/);
    expect(screen.queryByLabelText('Player')).toBeNull();
  });
});
