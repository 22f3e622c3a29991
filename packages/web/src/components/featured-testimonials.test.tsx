// @vitest-environment jsdom
import { type PublicTestimonial, TestimonialsApi, type TestimonialsScope } from '@storykeep/core';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServices, renderApp, renderWithServices } from '../testing/test-services.fixture.js';
import { FeaturedTestimonials } from './featured-testimonials.js';

afterEach(cleanup);

const clip: PublicTestimonial = {
  kind: 'clip',
  id: 'c1',
  title: 'The ferry at dawn',
  story_title: 'The ferry pilot’s log',
  share_key: 'ferry-key',
  start_seconds: 4,
  end_seconds: 9.5,
  organization: 'Riverbend Oral History Project',
  mediaURL: 'https://media.test/ferry.m4a?sig=1',
  thumbnailURL: null,
  audio: true,
};
const story: PublicTestimonial = {
  kind: 'story',
  id: 's2',
  title: 'Eel traps and spring floods',
  story_title: 'Eel traps and spring floods',
  share_key: 'eel-key',
  start_seconds: null,
  end_seconds: null,
  organization: 'Riverbend Oral History Project',
  mediaURL: 'https://media.test/eels.mp4',
  thumbnailURL: 'https://media.test/eels.jpg',
  audio: false,
};

function withTestimonials(items: PublicTestimonial[] | Error) {
  const services = createTestServices();
  const asked: TestimonialsScope[] = [];
  services.container.bind(TestimonialsApi).toConstantValue({
    featured: async (scope: TestimonialsScope) => {
      asked.push(scope);
      if (items instanceof Error) throw items;
      return items;
    },
  } satisfies TestimonialsApi);
  return { services, asked };
}

describe('FeaturedTestimonials', () => {
  it('plays a clip over its range and a story whole, each leading to its public page', async () => {
    const { services, asked } = withTestimonials([clip, story]);
    const { router } = renderApp(services, '/welcome');
    const section = await screen.findByRole('region', { name: 'Heard in our archives' });
    expect(asked).toEqual([{ installation: true }]);
    const cards = within(section).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([clip.title, story.title]);
    const clipPlayer = within(section).getByLabelText(`Play the clip ${clip.title}`);
    expect(clipPlayer.tagName).toBe('AUDIO');
    expect(clipPlayer.getAttribute('src')).toBe('https://media.test/ferry.m4a?sig=1#t=4,9.5');
    const storyPlayer = within(section).getByLabelText(`Play the interview ${story.title}`);
    expect(storyPlayer.tagName).toBe('VIDEO');
    expect(storyPlayer.getAttribute('src')).toBe('https://media.test/eels.mp4');
    expect(storyPlayer.getAttribute('poster')).toBe('https://media.test/eels.jpg');
    fireEvent.click(within(section).getByRole('link', { name: `The whole interview: ${clip.story_title}` }));
    expect(router.state.location.pathname).toBe('/share/ferry-key');
  });

  it('shows nothing when nothing is featured or the list cannot be read', async () => {
    for (const items of [[], new Error('offline')]) {
      const { services, asked } = withTestimonials(items);
      renderApp(services, '/welcome');
      await screen.findByRole('heading', { name: 'Welcome', level: 1 });
      // Let the answer (or the failure) settle and render before looking.
      await act(async () => {});
      expect(asked).toHaveLength(1);
      expect(screen.queryByRole('region', { name: 'Heard in our archives' })).toBeNull();
      cleanup();
    }
  });

  it('beside a public page asks for that page, and leaves out a player when the media is not ready', async () => {
    const { services, asked } = withTestimonials([{ ...story, mediaURL: null }]);
    renderWithServices(
      services,
      <FeaturedTestimonials scope={{ besideShareKey: 'page-key' }} heading="More from Riverbend" />,
      '/share/page-key',
    );
    const section = await screen.findByRole('region', { name: 'More from Riverbend' });
    expect(asked).toEqual([{ besideShareKey: 'page-key' }]);
    expect(within(section).queryByLabelText(`Play the interview ${story.title}`)).toBeNull();
    expect(
      within(section)
        .getByRole('link', { name: `Read and listen: ${story.title}` })
        .getAttribute('href'),
    ).toBe('/share/eel-key');
  });
});
