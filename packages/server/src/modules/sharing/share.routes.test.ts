import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDir, tone } from '../../testing/media-fixtures.js';
import { addProcessedStory, buildMediaTestApp, type MediaTestApp, PUBLIC_URL } from '../../testing/media-test-kit.js';
import { testDatabases } from '../../testing/test-databases.js';

describe.each(testDatabases)('public page on $name', ({ open }) => {
  let t: MediaTestApp;
  let storyId: string;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    t = await buildMediaTestApp(await open());
    const scratch = await scratchDir('storykeep-share-');
    cleanup = scratch.cleanup;
    storyId = await addProcessedStory(t, t.world.own, await tone(join(scratch.dir, 'tone.wav'), 3), 'Shared story');
    const words = [{ text: 'welcome', start: 0, end: 1 }];
    await t.call('POST', `/transcripts/${storyId}/edit`, {
      token: t.world.tokens.user,
      body: [{ speaker: 'Ada', start: 0, end: 1, children: [{ text: 'welcome', words }] }],
    });
    await t.call('PUT', `/stories/${storyId}/index`, {
      token: t.world.tokens.user,
      body: { title: 'Topics', metadata: [{ title: 'Welcome', time: { start: 0 } }] },
    });
  });
  afterAll(async () => {
    await t.close();
    await cleanup();
  });

  const keyOf = (url: string) => url.split('/').at(-1) ?? '';

  it('serves a shared story to anyone with the address, with playable media, and nothing once withdrawn', async () => {
    const manager = t.world.tokens.project_manager;
    const shared = await t.call('GET', `/stories/${storyId}/share/public`, { token: manager });
    expect(shared.body.shared_page).toMatch(new RegExp(`^${PUBLIC_URL}/public/stories/[A-Za-z0-9_-]{24}$`));
    expect((await t.call('GET', `/stories/${storyId}/share/public`, { token: manager })).body).toEqual(shared.body);
    const page = await t.call('GET', `/public/stories/${keyOf(shared.body.shared_page)}`);
    expect(page.body).toMatchObject({ title: 'Shared story', mediaType: 'audio', indexes: [{ title: 'Topics' }] });
    expect(page.body.transcript.paragraphs[0].children[0].text).toBe('welcome');
    expect(JSON.stringify(page.body)).not.toContain(t.world.own.project);
    const media = await t.app.inject({ method: 'GET', url: page.body.mediaURL.replace(PUBLIC_URL, '') });
    expect(media.statusCode).toBe(200);

    expect((await t.call('GET', `/stories/${storyId}/unshare/public`, { token: manager })).body).toEqual({ shared_page: null });
    expect((await t.call('GET', `/public/stories/${keyOf(shared.body.shared_page)}`)).status).toBe(404);
    const again = await t.call('GET', `/stories/${storyId}/share/public`, { token: manager });
    expect(again.body.shared_page).not.toBe(shared.body.shared_page);
  });

  it('lets only managers share, refuses malformed keys and unknown ones alike', async () => {
    expect((await t.call('GET', `/stories/${storyId}/share/public`, { token: t.world.tokens.user })).status).toBe(403);
    expect((await t.call('GET', `/stories/${t.world.other.stories[0]}/share/public`, { token: t.world.tokens.manager })).status).toBe(404);
    expect((await t.call('GET', '/public/stories/short')).body.error.field).toBe('shareKey');
    expect((await t.call('GET', '/public/stories/AAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
  });
});
