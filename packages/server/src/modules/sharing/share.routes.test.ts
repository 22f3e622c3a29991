import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDir, tone } from '../../testing/media-fixtures.js';
import { addProcessedStory, buildMediaTestApp, type MediaTestApp, PUBLIC_URL } from '../../testing/media-test-kit.js';
import { testDatabases } from '../../testing/test-databases.js';

describe.each(testDatabases)('public page on $name', ({ open }) => {
  let t: MediaTestApp;
  let storyId: string;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    const scratch = await scratchDir('storykeep-share-');
    cleanup = scratch.cleanup;
    // A built web app's page, so the share paths can be fetched as a crawler sees them.
    await writeFile(join(scratch.dir, 'index.html'), '<!doctype html><html><head><title>Storykeep</title></head><body></body></html>');
    t = await buildMediaTestApp(await open(), { webDist: scratch.dir });
    storyId = await addProcessedStory(t, t.world.own, await tone(join(scratch.dir, 'tone.wav'), 3), 'Shared story');
    const words = [{ text: 'welcome', start: 0, end: 1 }];
    await t.call('POST', `/transcripts/${storyId}/edit`, {
      token: t.world.tokens.user,
      body: [
        { speaker: 'Interviewer', start: 0, end: 1, children: [{ text: 'welcome', words }] },
        { speaker: 'Ada', start: 1, end: 2, children: [{ text: 'thanks', words: [{ text: 'thanks', start: 1, end: 2 }] }] },
      ],
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
    // The narrator is the catalogued one, not the transcript's speaker label (Ada).
    await t.db
      .updateTable('stories')
      .set({ narrator: 'Ada Whitfield', interviewer: 'Tom Reyes', place: 'Lowell', language: 'English' })
      .where('id', '=', storyId)
      .execute();
    const shared = await t.call('GET', `/stories/${storyId}/share/public`, { token: manager });
    expect(shared.body.shared_page).toMatch(new RegExp(`^${PUBLIC_URL}/share/[A-Za-z0-9_-]{24}$`));
    expect((await t.call('GET', `/stories/${storyId}/share/public`, { token: manager })).body).toEqual(shared.body);
    const page = await t.call('GET', `/public/stories/${keyOf(shared.body.shared_page)}`);
    expect(page.body).toMatchObject({
      title: 'Shared story',
      mediaType: 'audio',
      indexes: [{ title: 'Topics' }],
      narrators: ['Ada Whitfield'],
      interviewer: 'Tom Reyes',
      place: 'Lowell',
      language: 'English',
      pageURL: shared.body.shared_page,
    });
    expect(page.body.organization).toEqual(expect.any(String));
    expect(page.body.organization.length).toBeGreaterThan(0);
    expect(page.body.transcript.paragraphs[0].children[0].text).toBe('welcome');
    expect(JSON.stringify(page.body)).not.toContain(t.world.own.project);
    const media = await t.app.inject({ method: 'GET', url: page.body.mediaURL.replace(PUBLIC_URL, '') });
    expect(media.statusCode).toBe(200);

    expect((await t.call('GET', `/stories/${storyId}/unshare/public`, { token: manager })).body).toEqual({ shared_page: null });
    expect((await t.call('GET', `/public/stories/${keyOf(shared.body.shared_page)}`)).status).toBe(404);
    const again = await t.call('GET', `/stories/${storyId}/share/public`, { token: manager });
    expect(again.body.shared_page).not.toBe(shared.body.shared_page);
  });

  it('asks for a release form or deed of gift first where the organization requires one', async () => {
    const manager = t.world.tokens.project_manager;
    const db = t.db;
    await sql`update organizations set settings = settings || '{"release_required_to_share": true}'::jsonb
      where id = ${t.world.own.organization.id}`.execute(db);
    try {
      await t.call('GET', `/stories/${storyId}/unshare/public`, { token: manager });
      const refused = await t.call('GET', `/stories/${storyId}/share/public`, { token: manager });
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe('RELEASE_REQUIRED');
      await db
        .insertInto('story_files')
        .values({ id: randomUUID(), story_id: storyId, title: 'Deed of gift', release_form: true })
        .execute();
      const shared = await t.call('GET', `/stories/${storyId}/share/public`, { token: manager });
      expect(shared.status).toBe(200);
      expect(shared.body.shared_page).toMatch(/\/share\//);
    } finally {
      await sql`update organizations set settings = settings - 'release_required_to_share' where id = ${t.world.own.organization.id}`.execute(
        db,
      );
    }
  });

  it('writes Open Graph and schema.org metadata with the transcript into the HTML of the share page, for crawlers', async () => {
    const server = t;
    {
      const manager = t.world.tokens.project_manager;
      await t.call('GET', `/stories/${storyId}/unshare/public`, { token: manager });
      const shared = await t.call('GET', `/stories/${storyId}/share/public`, { token: manager });
      const key = keyOf(shared.body.shared_page);
      for (const path of [`/share/${key}`, `/public/stories/${key}`]) {
        const html = (await server.app.inject({ method: 'GET', url: path })).body;
        expect(html, path).toContain('<title>Shared story - Storykeep</title>');
        expect(html).toContain('<meta property="og:title" content="Shared story">');
        expect(html).toContain(`<meta property="og:url" content="${shared.body.shared_page}">`);
        expect(html).toMatch(/<meta property="og:audio" content="http[^"]+">/);
        const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
        const data = JSON.parse(jsonLd);
        // The catalogued narrator (set by the first test), not the transcript's speaker label.
        expect(data).toMatchObject({ '@type': 'AudioObject', name: 'Shared story', contributor: [{ name: 'Ada Whitfield' }] });
        expect(data.transcript).toBe('Interviewer: welcome\nAda: thanks');
      }
      const unknown = (await server.app.inject({ method: 'GET', url: '/share/AAAAAAAAAAAAAAAAAAAAAAAA' })).body;
      expect(unknown).toContain('<title>Storykeep</title>');
      expect(unknown).not.toContain('ld+json');
    }
  });

  it('lets only managers share, refuses malformed keys and unknown ones alike', async () => {
    expect((await t.call('GET', `/stories/${storyId}/share/public`, { token: t.world.tokens.user })).status).toBe(403);
    expect((await t.call('GET', `/stories/${t.world.other.stories[0]}/share/public`, { token: t.world.tokens.manager })).status).toBe(404);
    expect((await t.call('GET', '/public/stories/short')).body.error.field).toBe('shareKey');
    expect((await t.call('GET', '/public/stories/AAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
  });
});
