// @vitest-environment jsdom
import { messages, type PublicClip, SharingApi } from '@storykeep/core';
import { FakeSharingApi } from '@storykeep/core/testing';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServices, renderApp, settled } from '../../testing/test-services.fixture.js';

afterEach(cleanup);

const SLOW = { timeout: 10_000 };

const clip: PublicClip = {
  title: 'Whistle at noon',
  description: 'The mill whistle, as the weavers heard it',
  story_title: 'Mill town memories',
  organization: 'Riverbend',
  start: 12,
  end: 20,
  mediaURL: 'http://media.test/stories/s1/clips/c1/clip.m4a',
  thumbnailURL: null,
  audio: true,
  pageURL: 'http://app.test/public/clips/abcdefghijklmnopqrstuvwx',
};

async function open(path: string, published: PublicClip | null) {
  const services = createTestServices();
  const sharing = new FakeSharingApi();
  if (published) sharing.publishedClips.set('abcdefghijklmnopqrstuvwx', published);
  services.container.bind(SharingApi).toConstantValue(sharing);
  await settled(services);
  renderApp(services, path);
}

describe('a clip’s public page', () => {
  it('plays the clip’s own rendition signed out, whole, with its words and interview named', async () => {
    await open('/public/clips/abcdefghijklmnopqrstuvwx', clip);
    expect(await screen.findByRole('heading', { name: 'Whistle at noon', level: 1 }, SLOW)).toBeTruthy();
    // The clip's own file from its start: no media fragment, no interview media.
    expect(screen.getByLabelText('Play Whistle at noon').getAttribute('src')).toBe(clip.mediaURL);
    expect(screen.getByText('From the interview “Mill town memories”')).toBeTruthy();
  });

  it('says so while the clip is not cut yet, and for an address that is not published', async () => {
    await open('/public/clips/abcdefghijklmnopqrstuvwx', { ...clip, mediaURL: null });
    expect(await screen.findByText(messages.clipNotReady, {}, SLOW)).toBeTruthy();
    expect(screen.queryByLabelText('Play Whistle at noon')).toBeNull();
    cleanup();
    await open('/public/clips/nothing-published-here', null);
    expect(await screen.findByText(messages.clipNotPublished, {}, SLOW)).toBeTruthy();
  });
});
