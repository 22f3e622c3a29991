import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDir } from '../../testing/media-fixtures.js';
import { buildMediaTestApp, type MediaTestApp, PUBLIC_URL } from '../../testing/media-test-kit.js';
import { clipOf } from '../../testing/publishing-route-cases.js';
import { testDatabases } from '../../testing/test-databases.js';

describe.each(testDatabases)('galleries on $name', ({ open }) => {
  let t: MediaTestApp;
  let manager: string;
  let member: string;
  let clips: { storyId: string; clipId: string }[];
  let foreignClip: string;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    const scratch = await scratchDir('storykeep-gallery-');
    cleanup = scratch.cleanup;
    // A built web app's page, so the gallery's public path can be fetched as a link preview sees it.
    await writeFile(join(scratch.dir, 'index.html'), '<!doctype html><html><head><title>Storykeep</title></head><body></body></html>');
    t = await buildMediaTestApp(await open(), { webDist: scratch.dir });
    manager = t.world.tokens.manager ?? '';
    member = t.world.tokens.user ?? '';
    clips = [await clipOf(t.db, t.world.own, 'Whistle'), await clipOf(t.db, t.world.own, 'Flood'), await clipOf(t.db, t.world.own, 'Mill')];
    foreignClip = (await clipOf(t.db, t.world.other, 'Elsewhere')).clipId;
  });
  afterAll(async () => {
    await t.close();
    await cleanup();
  });

  const ids = () => clips.map((c) => c.clipId);
  // Published at once unless a test says otherwise (a new gallery is private by default).
  const create = (token: string, body: object) => t.call('POST', '/galleries', { token, body: { sync_status: 'public', ...body } });

  it('makes a public gallery of clips, lists it, and shows its clips in order on its public page, signed out', async () => {
    const made = await create(manager, { title: 'Mill town', description: 'Work and water', colorStart: '#112233', clips: ids() });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body).toMatchObject({ title: 'Mill town', clips: ids(), sync_status: 'public', out_of_sync_messages: [] });
    expect(made.body.organization).toBe(t.world.own.organization.code);
    expect(made.body.sharePageUrl).toMatch(new RegExp(`^${PUBLIC_URL}/public/galleries/[A-Za-z0-9_-]{24}$`));
    const listed = await t.call('GET', '/galleries', { token: member });
    expect(listed.body.map((g: { _id: string }) => g._id)).toContain(made.body._id);
    expect((await t.call('GET', '/galleries', { token: t.world.tokens.admin })).body.length).toBeGreaterThan(0);
    const key = made.body.sharePageUrl.split('/').pop();
    const page = await t.call('GET', `/public/galleries/${key}`);
    expect(page.status).toBe(200);
    expect(page.body.items.map((i: { title: string }) => i.title)).toEqual(['Whistle', 'Flood', 'Mill']);
    expect(JSON.stringify(page.body)).not.toContain(t.world.own.organization.id);
  });

  it('refines: orders, trims inside the clip and captions; keeps them when clips are picked again', async () => {
    const made = await create(manager, { title: 'Refined', clips: ids() });
    const [a, b, c] = ids() as [string, string, string];
    const refined = await t.call('PUT', `/galleries/${made.body._id}`, {
      token: manager,
      body: {
        elements: [
          { type: 'clip', id: c },
          { type: 'clip', id: a, start: 1.5, end: 2.5, caption: 'The noon whistle' },
          { type: 'clip', id: b },
        ],
      },
    });
    expect(refined.status, JSON.stringify(refined.body)).toBe(200);
    expect(refined.body.clips).toEqual([c, a, b]);
    const picked = await t.call('PUT', `/galleries/${made.body._id}`, { token: manager, body: { clips: [a, c] } });
    expect(picked.body.elements).toEqual([
      { type: 'clip', id: a, start: 1.5, end: 2.5, caption: 'The noon whistle' },
      { type: 'clip', id: c },
    ]);
    const detail = await t.call('GET', `/galleries/${made.body._id}`, { token: member });
    expect(detail.body.items.map((i: { clip: { title: string } }) => i.clip.title)).toEqual(['Whistle', 'Mill']);
    const key = made.body.sharePageUrl.split('/').pop();
    const page = await t.call('GET', `/public/galleries/${key}`);
    expect(page.body.items[0]).toMatchObject({ title: 'Whistle', caption: 'The noon whistle', start: 1.5, end: 2.5 });
    // A trim past the clip plays the whole clip.
    await t.call('PUT', `/galleries/${made.body._id}`, { token: manager, body: { elements: [{ type: 'clip', id: a, start: 0, end: 9 }] } });
    expect((await t.call('GET', `/public/galleries/${key}`)).body.items[0]).toMatchObject({ start: 1, end: 3 });
  });

  it('shows out-of-sync lines after its clips change or go, until refreshed', async () => {
    const own = [await clipOf(t.db, t.world.own, 'Bridge'), await clipOf(t.db, t.world.own, 'Ferry')];
    const made = await create(manager, { title: 'Crossings', clips: own.map((c) => c.clipId) });
    const [bridge, ferry] = own as [(typeof own)[0], (typeof own)[0]];
    await t.call('PUT', `/stories/${bridge.storyId}/edit_clip/${bridge.clipId}`, { token: manager, body: { title: 'Old bridge' } });
    await t.call('DELETE', `/stories/${ferry.storyId}/delete_clip/${ferry.clipId}`, { token: manager });
    const key = made.body.sharePageUrl.split('/').pop();
    // The public page keeps showing the clips as the gallery published them, the deleted one included.
    const published = await t.call('GET', `/public/galleries/${key}`);
    expect(published.body.items.map((i: { title: string }) => i.title)).toEqual(['Bridge', 'Ferry']);
    const stale = await t.call('GET', `/galleries/${made.body._id}`, { token: member });
    expect(stale.body.sync_status).toBe('out_of_sync');
    expect(stale.body.out_of_sync_messages).toEqual([
      "The clip 'Old bridge' changed since the gallery was last refreshed.",
      "The clip 'Ferry' was deleted since the gallery was last refreshed.",
    ]);
    expect(stale.body.items).toHaveLength(1);
    expect((await t.call('POST', `/galleries/${made.body._id}/refresh`, { token: member })).status).toBe(403);
    const fresh = await t.call('POST', `/galleries/${made.body._id}/refresh`, { token: manager });
    expect(fresh.body).toMatchObject({ sync_status: 'public', out_of_sync_messages: [], clips: [bridge.clipId] });
    expect((await t.call('GET', `/public/galleries/${key}`)).body.items.map((i: { title: string }) => i.title)).toEqual(['Old bridge']);
  });

  it("keeps a clip's published range and words on the public page until refreshed, and leaves out one whose interview is gone", async () => {
    const [whistle, mill] = [await clipOf(t.db, t.world.own, 'Siren'), await clipOf(t.db, t.world.own, 'Wheel')];
    const made = await create(manager, { title: 'Frozen', clips: [whistle.clipId, mill.clipId] });
    await t.call('PUT', `/galleries/${made.body._id}`, {
      token: manager,
      body: {
        elements: [
          { type: 'clip', id: mill.clipId, caption: 'The wheel turns' },
          { type: 'clip', id: whistle.clipId },
        ],
      },
    });
    // Retrimmed and retitled in its interview (a range change needs processed media, so it is written directly).
    await t.db
      .updateTable('clips')
      .set({ title: 'Siren at six', start_seconds: 0.5, end_seconds: 2, description: 'Now described', updated_at: new Date() })
      .where('id', '=', whistle.clipId)
      .execute();
    const key = made.body.sharePageUrl.split('/').pop();
    const before = (await t.call('GET', `/public/galleries/${key}`)).body;
    expect(before.items).toMatchObject([
      { title: 'Wheel', caption: 'The wheel turns', start: 1, end: 3 },
      { title: 'Siren', caption: '', start: 1, end: 3 },
    ]);
    await t.call('POST', `/galleries/${made.body._id}/refresh`, { token: manager });
    const after = (await t.call('GET', `/public/galleries/${key}`)).body;
    expect(after.items[1]).toMatchObject({ title: 'Siren at six', caption: 'Now described', start: 0.5, end: 2 });
    await t.db.deleteFrom('clips').where('id', '=', mill.clipId).execute();
    await t.db.deleteFrom('stories').where('id', '=', mill.storyId).execute();
    expect((await t.call('GET', `/public/galleries/${key}`)).body.items.map((i: { title: string }) => i.title)).toEqual(['Siren at six']);
  });

  it('shows a gallery saved before clips were kept whole with its remembered titles and ranges over the clip as it is', async () => {
    const kept = await clipOf(t.db, t.world.own, 'Lock keeper');
    const made = await create(manager, { title: 'Older', clips: [kept.clipId] });
    // As galleries stored their clips before: title, range and time of change only.
    const legacy = { [kept.clipId]: { title: 'Lock keeper (then)', start: 1.5, end: 2.5, updatedAt: new Date(0).toISOString() } };
    await t.db
      .updateTable('galleries')
      .set({ synced: JSON.stringify(legacy) })
      .where('id', '=', made.body._id)
      .execute();
    const key = made.body.sharePageUrl.split('/').pop();
    const page = (await t.call('GET', `/public/galleries/${key}`)).body;
    expect(page.items).toMatchObject([{ id: kept.clipId, title: 'Lock keeper (then)', start: 1.5, end: 2.5, story_title: 'Clipped' }]);
  });

  it('shows its cover pictures on its public page and previews a link to it with its thumbnail', async () => {
    const pictures = {
      backgroundURL: 'https://archive.example/mill-background.jpg',
      logoURL: 'https://archive.example/logo.png',
      thumbnailURL: 'https://archive.example/mill-thumb.jpg',
    };
    const made = await create(manager, { title: 'Looms & "weavers"', description: 'Cloth <and> thread', ...pictures, clips: [ids()[0]] });
    const key = made.body.sharePageUrl.split('/').pop();
    const page = (await t.call('GET', `/public/galleries/${key}`)).body;
    expect(page).toMatchObject({ ...pictures, pageURL: made.body.sharePageUrl });
    const html = (await t.app.inject({ method: 'GET', url: `/public/galleries/${key}` })).body;
    expect(html).toContain('<title>Looms &amp; "weavers" - Storykeep</title>');
    expect(html).toContain('<meta property="og:title" content="Looms &amp; &quot;weavers&quot;">');
    expect(html).toContain('<meta property="og:image" content="https://archive.example/mill-thumb.jpg">');
    expect(html).toContain('<meta property="og:description" content="Cloth &lt;and&gt; thread">');
    expect(html).toContain(`<meta property="og:url" content="${made.body.sharePageUrl}">`);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}');
    expect(jsonLd).toMatchObject({ '@type': 'CollectionPage', hasPart: [{ name: 'Whistle' }] });
    await t.call('PUT', `/galleries/${made.body._id}`, { token: manager, body: { sync_status: 'private' } });
    const hidden = (await t.app.inject({ method: 'GET', url: `/public/galleries/${key}` })).body;
    expect(hidden).toContain('<title>Storykeep</title>');
    expect(hidden).not.toContain('og:image');
  });

  it('keeps a private gallery off its public address, and lets only its author or a manager change it', async () => {
    const made = await t.call('POST', '/galleries', { token: member, body: { title: 'Mine', clips: [ids()[0]] } });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ sync_status: 'private', sharePageUrl: null });
    const row = await t.db.selectFrom('galleries').select('share_key').where('id', '=', made.body._id).executeTakeFirstOrThrow();
    expect((await t.call('GET', `/public/galleries/${row.share_key}`)).status).toBe(404);
    // Its author may change it, but publishing it needs manage rights on its clip's project.
    expect((await t.call('PUT', `/galleries/${made.body._id}`, { token: member, body: { title: 'Still mine' } })).status).toBe(200);
    const refused = await t.call('PUT', `/galleries/${made.body._id}`, { token: member, body: { sync_status: 'public' } });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('A gallery is published only by someone who manages the project of every clip in it.');
    const detail = await t.call('GET', `/galleries/${made.body._id}`, { token: member });
    expect(detail.body.publishing).toEqual({ allowed: false, refusal: 'manage', clipId: ids()[0] });
    expect((await t.call('GET', `/galleries/${made.body._id}`, { token: manager })).body.publishing).toEqual({
      allowed: true,
      refusal: null,
    });
    const other = await create(manager, { title: 'Theirs' });
    expect((await t.call('PUT', `/galleries/${other.body._id}`, { token: member, body: { title: 'Taken' } })).status).toBe(403);
    expect((await t.call('DELETE', `/galleries/${other.body._id}`, { token: member })).status).toBe(403);
    expect((await t.call('DELETE', `/galleries/${made.body._id}`, { token: manager })).status).toBe(200);
    expect((await t.call('GET', `/galleries/${made.body._id}`, { token: manager })).status).toBe(404);
  });

  it("refuses another tenant's clips and bad input, naming the field", async () => {
    const foreign = await create(manager, { title: 'Borrowed', clips: [foreignClip] });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.field).toBe('clips');
    const bad = await create(manager, { title: 'Colours', colorStart: 'red' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('colorStart');
    const made = await create(manager, { title: 'Twice' });
    const both = await t.call('PUT', `/galleries/${made.body._id}`, { token: manager, body: { clips: [], elements: [] } });
    expect(both.status).toBe(400);
    const backwards = await t.call('PUT', `/galleries/${made.body._id}`, {
      token: manager,
      body: { elements: [{ type: 'clip', id: ids()[0], start: 3, end: 2 }] },
    });
    expect(backwards.status).toBe(400);
  });
});
