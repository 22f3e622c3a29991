// @vitest-environment jsdom
import {
  type Gallery,
  GalleryApi,
  type GalleryCreateRequest,
  type GalleryDetail,
  type GalleryEditRequest,
  messages,
  type PublicGallery,
} from '@storykeep/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServices, renderApp, renderWithServices, settled } from '../../testing/test-services.fixture.js';
import { GalleryPage } from './gallery-page.js';
import { bannerBackground } from './public-gallery-page.js';

afterEach(cleanup);

const SLOW = { timeout: 10_000 };
const STALE = "The clip 'Old bridge' changed since the gallery was last refreshed.";

const detail: GalleryDetail = {
  _id: 'g1',
  title: 'Crossings',
  author: 'u-manager',
  elements: [{ type: 'clip', id: 'c1', start: 2, end: 4, caption: 'The old bridge' }],
  clips: ['c1'],
  sharePageUrl: 'http://app.test/public/galleries/abcdefghijklmnopqrstuvwx',
  sync_status: 'out_of_sync',
  out_of_sync_messages: [STALE],
  created_at: '2024-01-01T00:00:00.000Z',
  items: [
    {
      element: { type: 'clip', id: 'c1', start: 2, end: 4, caption: 'The old bridge' },
      clip: {
        _id: 'c1',
        title: 'Old bridge',
        start: 1,
        end: 5,
        tags: [],
        created_at: '2024-01-01T00:00:00.000Z',
        archiveURL: 'http://media.test/c1.m4a',
      },
      story: { _id: 's1', title: 'River talk', project_id: 'p1', project_name: 'Mill Town', audio: true },
    },
  ],
};

const published: PublicGallery = {
  title: 'Crossings',
  description: 'Bridges and ferries',
  organization_name: 'Riverbend',
  author_name: 'Max Manager',
  colorStart: '#112233',
  colorEnd: '#334455',
  backgroundURL: 'https://archive.example/river.jpg',
  logoURL: null,
  thumbnailURL: 'https://archive.example/bridge-thumb.jpg',
  pageURL: 'http://app.test/public/galleries/abcdefghijklmnopqrstuvwx',
  items: [
    {
      id: 'c1',
      title: 'Old bridge',
      caption: 'The old bridge',
      start: 2,
      end: 4,
      // The clip's own rendition (its clip runs from 1 s of the interview), never the interview's media.
      mediaURL: 'http://media.test/c1.m4a',
      clipStart: 1,
      thumbnailURL: null,
      audio: true,
      story_title: 'River talk',
    },
  ],
};

/** Galleries in memory: one out-of-sync gallery until refreshed, and its published page under one key. */
class FakeGalleries implements GalleryApi {
  refreshed = 0;
  current = detail;
  async list(): Promise<Gallery[]> {
    return [this.current];
  }
  async create(_: GalleryCreateRequest): Promise<Gallery> {
    return this.current;
  }
  async read(): Promise<GalleryDetail> {
    return this.current;
  }
  async edit(_: string, __: GalleryEditRequest): Promise<Gallery> {
    return this.current;
  }
  async refresh(): Promise<Gallery> {
    this.refreshed++;
    this.current = { ...this.current, sync_status: 'public', out_of_sync_messages: [] };
    return this.current;
  }
  async delete(): Promise<void> {}
  async publicGallery(shareKey: string): Promise<PublicGallery | null> {
    return shareKey === 'abcdefghijklmnopqrstuvwx' ? published : null;
  }
}

describe('bannerBackground', () => {
  it('paints the gradient alone, one colour flat, or the gradient over the picture; a quote cannot end the url', () => {
    expect(bannerBackground({ colorStart: '#112233', colorEnd: '#445566', backgroundURL: null })).toBe(
      'linear-gradient(120deg, #112233, #445566)',
    );
    expect(bannerBackground({ colorStart: null, colorEnd: '#445566', backgroundURL: null })).toBe(
      'linear-gradient(120deg, #445566, #445566)',
    );
    expect(bannerBackground({ colorStart: null, colorEnd: null, backgroundURL: 'https://a.example/x".jpg' })).toBe(
      'url("https://a.example/x%22.jpg")',
    );
    expect(bannerBackground({ colorStart: null, colorEnd: null, backgroundURL: null })).toBeUndefined();
  });
});

describe('gallery pages', () => {
  it('shows why a gallery is out of sync until it is refreshed, and plays each clip over its trim', async () => {
    const services = createTestServices('manager');
    const galleries = new FakeGalleries();
    services.container.bind(GalleryApi).toConstantValue(galleries);
    await settled(services);
    renderWithServices(services, <GalleryPage />, '/galleries/g1');
    await screen.findByText(STALE, {}, SLOW);
    // The clip's own media starts at the clip's start: the trim 2–4 s of the story is 1–3 s into it.
    expect(screen.getByLabelText('Play Old bridge').getAttribute('src')).toBe('http://media.test/c1.m4a#t=1,3');
    expect(screen.getByText('The old bridge')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh the gallery' }));
    await waitFor(() => expect(screen.queryByText(STALE)).toBeNull(), SLOW);
    expect(galleries.refreshed).toBe(1);
  });

  it('offers Publish only where the publishing rule allows it, and says why not otherwise', async () => {
    const services = createTestServices('user');
    const galleries = new FakeGalleries();
    galleries.current = {
      ...detail,
      sync_status: 'private',
      sharePageUrl: null,
      out_of_sync_messages: [],
      publishing: { allowed: false, refusal: 'manage', clipId: 'c1' },
    };
    services.container.bind(GalleryApi).toConstantValue(galleries);
    await settled(services);
    renderWithServices(services, <GalleryPage />, '/galleries/g1');
    const publish = await screen.findByRole('button', { name: messages.galleryPublish }, SLOW);
    expect(publish.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(messages.galleryPublishNeedsManager)).toBeTruthy();
    expect(screen.getByText(messages.galleryPrivateNotice)).toBeTruthy();
    cleanup();
    galleries.current = { ...galleries.current, publishing: { allowed: true, refusal: null } };
    const edits: GalleryEditRequest[] = [];
    galleries.edit = async (_, request) => {
      edits.push(request);
      return galleries.current;
    };
    renderWithServices(services, <GalleryPage />, '/galleries/g1');
    const allowed = await screen.findByRole('button', { name: messages.galleryPublish }, SLOW);
    expect(allowed.hasAttribute('disabled')).toBe(false);
    expect(screen.queryByText(messages.galleryPublishNeedsManager)).toBeNull();
    fireEvent.click(allowed);
    await waitFor(() => expect(edits).toEqual([{ sync_status: 'public' }]), SLOW);
  });

  it('opens a published gallery signed out, and says so for an address that is not published', async () => {
    const services = createTestServices();
    services.container.bind(GalleryApi).toConstantValue(new FakeGalleries());
    await settled(services);
    renderApp(services, '/public/galleries/abcdefghijklmnopqrstuvwx');
    const heading = await screen.findByRole('heading', { name: 'Crossings', level: 1 }, SLOW);
    expect(heading).toBeTruthy();
    const clips = screen.getByRole('list', { name: 'Clips' });
    // The trim 2–4 s of the interview is 1–3 s into the clip's own rendition.
    expect(within(clips).getByLabelText('Play Old bridge').getAttribute('src')).toBe('http://media.test/c1.m4a#t=1,3');
    expect(within(clips).getByText('The old bridge')).toBeTruthy();
    // Its cover and its background under the author's gradient.
    expect(screen.getByRole('img', { name: 'Cover of Crossings' }).getAttribute('src')).toBe('https://archive.example/bridge-thumb.jpg');
    const banner = heading.closest('header');
    expect(banner?.style.backgroundImage).toContain('linear-gradient(120deg, #112233e0, #334455e0)');
    expect(banner?.style.backgroundImage).toContain('url("https://archive.example/river.jpg")');
    cleanup();
    renderApp(services, '/public/galleries/nothing-published-here');
    await screen.findByText('This gallery is not published.', {}, SLOW);
  });
});
