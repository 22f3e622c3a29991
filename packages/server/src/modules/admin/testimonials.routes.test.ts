import { PublicTestimonialListSchema, TestimonialCandidateListSchema } from '@storykeep/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { emptyDatabase, testDatabases } from '../../testing/test-databases.js';
import { buildWorld, type World } from '../../testing/world.js';

describe.each(testDatabases)('testimonials on $name', ({ open }) => {
  let t: TestApp;
  let w: World;
  let clipId: string;
  beforeAll(async () => {
    const database = await open();
    await emptyDatabase(database);
    t = await buildTestApp(database);
    w = await buildWorld(t.db);
    const [first, second] = w.own.stories as [string, string];
    // The first two stories get public pages; the third stays private.
    for (const [story, key] of [
      [first, 'firstsharekey0000001'],
      [second, 'secondsharekey000002'],
    ] as const)
      await t.db.insertInto('story_shares').values({ story_id: story, share_key: key, created_by: null }).execute();
    clipId = (await t.db.selectFrom('clips').select('id').where('story_id', '=', first).executeTakeFirstOrThrow()).id;
  });

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
    expect(shown.items[1]).toMatchObject({ kind: 'clip', share_key: 'firstsharekey0000001', story_title: 'own First' });

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
  });

  it('is chosen by admins only; an unknown organization is 404', async () => {
    const code = w.own.organization.code;
    expect((await t.call('GET', `/admin/testimonials/${code}`, { token: w.tokens.org_manager })).status).toBe(403);
    expect((await t.call('PUT', `/admin/testimonials/${code}`, { token: w.tokens.manager, body: { items: [] } })).status).toBe(403);
    expect((await t.call('GET', '/admin/testimonials/no-such-org', { token: w.tokens.admin })).status).toBe(404);
    expect((await t.call('GET', '/public/testimonials/no-such-org', {})).status).toBe(404);
  });
});
