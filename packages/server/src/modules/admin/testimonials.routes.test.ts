import { Readable } from 'node:stream';
import { PublicTestimonialListSchema, TestimonialCandidateListSchema } from '@storykeep/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMediaTestApp, type MediaTestApp } from '../../testing/media-test-kit.js';
import { testDatabases } from '../../testing/test-databases.js';
import type { World } from '../../testing/world.js';

describe.each(testDatabases)('testimonials on $name', ({ open }) => {
  let t: MediaTestApp;
  let w: World;
  let clipId: string;
  beforeAll(async () => {
    t = await buildMediaTestApp(await open());
    w = t.world;
    const [first, second] = w.own.stories as [string, string];
    // The first two stories get public pages; the third stays private.
    for (const [story, key] of [
      [first, 'firstsharekey0000001'],
      [second, 'secondsharekey000002'],
    ] as const)
      await t.db.insertInto('story_shares').values({ story_id: story, share_key: key, created_by: null }).execute();
    clipId = (await t.db.selectFrom('clips').select('id').where('story_id', '=', first).executeTakeFirstOrThrow()).id;
    // The first story's media is stored, so its testimonials can be played.
    const key = `stories/${first}/web.m4a`;
    await t.media.store.put(key, Readable.from([Buffer.from('not really audio')]));
    await t.db
      .insertInto('story_media')
      .values({ story_id: first, original_key: key, rendition_key: key, media_type: 'audio', duration: 10 })
      .execute();
  });

  afterAll(() => t.close());

  it('offers only public pages and their clips, and saves the chosen ones in order', async () => {
    const code = w.own.organization.code;
    const [first, second, third] = w.own.stories as [string, string, string];
    const listed = TestimonialCandidateListSchema.parse(
      (await t.call('GET', `/admin/testimonials/${code}`, { token: w.tokens.admin })).body,
    );
    expect(listed.items.map((i) => `${i.kind}:${i.id}`).sort()).toEqual([`clip:${clipId}`, `story:${first}`, `story:${second}`].sort());
    expect(listed.items.every((i) => !i.featured)).toBe(true);

    const items = [
      { kind: 'story', id: second },
      { kind: 'clip', id: clipId },
    ];
    const saved = await t.call('PUT', `/admin/testimonials/${code}`, { token: w.tokens.admin, body: { items } });
    expect(saved.status).toBe(200);
    const after = TestimonialCandidateListSchema.parse(saved.body);
    expect(after.items.slice(0, 2).map((i) => [i.id, i.featured])).toEqual([
      [second, true],
      [clipId, true],
    ]);
    expect(after.items[2]).toMatchObject({ id: first, featured: false });

    const shown = PublicTestimonialListSchema.parse((await t.call('GET', `/public/testimonials/${code}`, {})).body);
    expect(shown.items.map((i) => i.id)).toEqual([second, clipId]);
    expect(shown.items[1]).toMatchObject({ kind: 'clip', share_key: 'firstsharekey0000001', story_title: 'own First', audio: true });
    // The clip plays its range of the stored media; the second story has no media yet, so nothing to sign.
    const clip = await t.db.selectFrom('clips').select(['start_seconds', 'end_seconds']).where('id', '=', clipId).executeTakeFirstOrThrow();
    expect(shown.items[1]).toMatchObject({ start_seconds: clip.start_seconds, end_seconds: clip.end_seconds });
    expect(shown.items[1]?.mediaURL).toContain(`stories/${first}/web.m4a`);
    expect(shown.items[0]).toMatchObject({ kind: 'story', mediaURL: null, start_seconds: null, organization: expect.any(String) });

    // The installation's list holds every organization's featured items; the other organization features one too.
    const otherStory = w.other.stories[0] as string;
    await t.db.insertInto('story_shares').values({ story_id: otherStory, share_key: 'othersharekey0000003', created_by: null }).execute();
    const otherCode = w.other.organization.code;
    const otherItems = [{ kind: 'story', id: otherStory }];
    expect((await t.call('PUT', `/admin/testimonials/${otherCode}`, { token: w.tokens.admin, body: { items: otherItems } })).status).toBe(
      200,
    );
    const everywhere = PublicTestimonialListSchema.parse((await t.call('GET', '/public/testimonials', {})).body);
    expect(everywhere.items.map((i) => i.id).sort()).toEqual([second, clipId, otherStory].sort());
    const ownOnly = PublicTestimonialListSchema.parse((await t.call('GET', `/public/testimonials/${code}`, {})).body);
    expect(ownOnly.items.map((i) => i.id)).toEqual([second, clipId]);

    // Beside a public page: the organization's other testimonials, never the page's own story or its clips.
    const besideSecond = await t.call('GET', '/public/stories/secondsharekey000002/testimonials', {});
    expect(PublicTestimonialListSchema.parse(besideSecond.body).items.map((i) => i.id)).toEqual([clipId]);
    const besideFirst = await t.call('GET', '/public/stories/firstsharekey0000001/testimonials', {});
    expect(PublicTestimonialListSchema.parse(besideFirst.body).items.map((i) => i.id)).toEqual([second]);
    expect((await t.call('GET', '/public/stories/nosuchsharekey000000/testimonials', {})).status).toBe(404);

    // A private story, another organization's story or a repeat is refused, naming the item; nothing changes.
    for (const bad of [[{ kind: 'story', id: third }], [{ kind: 'story', id: w.other.stories[0] }], [...items, items[0]]]) {
      const refused = await t.call('PUT', `/admin/testimonials/${code}`, { token: w.tokens.admin, body: { items: bad } });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain('items.');
    }
    const again = PublicTestimonialListSchema.parse((await t.call('GET', `/public/testimonials/${code}`, {})).body);
    expect(again.items.map((i) => i.id)).toEqual([second, clipId]);

    // Unsharing a story takes it and its clips off the public list.
    await t.db.deleteFrom('story_shares').where('story_id', '=', first).execute();
    const unshared = PublicTestimonialListSchema.parse((await t.call('GET', `/public/testimonials/${code}`, {})).body);
    expect(unshared.items.map((i) => i.id)).toEqual([second]);
    expect((await t.call('GET', '/public/stories/firstsharekey0000001/testimonials', {})).status).toBe(404);
  });

  it('is chosen by admins only; an unknown organization is 404', async () => {
    const code = w.own.organization.code;
    expect((await t.call('GET', `/admin/testimonials/${code}`, { token: w.tokens.org_manager })).status).toBe(403);
    expect((await t.call('PUT', `/admin/testimonials/${code}`, { token: w.tokens.manager, body: { items: [] } })).status).toBe(403);
    expect((await t.call('GET', '/admin/testimonials/no-such-org', { token: w.tokens.admin })).status).toBe(404);
    expect((await t.call('GET', '/public/testimonials/no-such-org', {})).status).toBe(404);
  });
});
