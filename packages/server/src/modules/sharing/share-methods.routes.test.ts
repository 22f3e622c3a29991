import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { testDatabases } from '../../testing/test-databases.js';
import { addStory, buildWorld, type World } from '../../testing/world.js';

/** Turning a public page on and off: POST is the form to use; the GET forms stay for older clients, header-only. */
describe.each(testDatabases)('sharing methods on $name', ({ open }) => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await buildTestApp(await open());
    w = await buildWorld(t.db);
  });

  const shareRow = (storyId: string) =>
    t.db.selectFrom('story_shares').select('share_key').where('story_id', '=', storyId).executeTakeFirst();
  // Sorted: events of one clock tick have no order of their own. Read until they are all there: a change's event is
  // written once its answer has left (audited-routes.ts), so it may land just after the test reads the answer.
  const auditKinds = async (storyId: string) =>
    (await t.db.selectFrom('audit_events').select(['kind', 'outcome']).where('target_id', '=', storyId).execute())
      .map((row) => `${row.kind} ${row.outcome}`)
      .sort();

  it('turns the public page on and off with POST, audited as the GET forms are', async () => {
    const storyId = await addStory(t.db, w.own, 'Shared by POST');
    const manager = w.tokens.project_manager;
    const shared = await t.call('POST', `/stories/${storyId}/share/public`, { token: manager, body: {} });
    expect(shared.status).toBe(200);
    expect(shared.body.shared_page).toMatch(/\/share\/[A-Za-z0-9_-]{24}$/);
    expect(await shareRow(storyId)).toBeDefined();
    // Without a body too, as a client that posts nothing does.
    const unshared = await t.call('POST', `/stories/${storyId}/unshare/public`, { token: manager });
    expect(unshared).toEqual({ status: 200, body: { shared_page: null } });
    expect(await shareRow(storyId)).toBeUndefined();
    await expect.poll(() => auditKinds(storyId)).toEqual(['story.share success', 'story.unshare success']);
  });

  it('refuses with POST exactly as with GET: members who may not publish, other archives, a missing release form', async () => {
    const storyId = await addStory(t.db, w.own, 'Refused alike');
    const foreign = w.other.stories[0] ?? '';
    for (const method of ['POST', 'GET'] as const) {
      const share = (id: string, token: string | undefined) => t.call(method, `/stories/${id}/share/public`, { token });
      expect((await share(storyId, w.tokens.user)).status, method).toBe(403);
      expect((await share(storyId, w.tokens.guest)).status, method).toBe(403);
      expect((await share(foreign, w.tokens.manager)).status, method).toBe(404);
      expect((await t.call(method, `/stories/${storyId}/unshare/public`, { token: w.tokens.user })).status, method).toBe(403);
    }
    expect(await shareRow(storyId)).toBeUndefined();
    await sql`update organizations set settings = settings || '{"release_required_to_share": true}'::jsonb
      where id = ${w.own.organization.id}`.execute(t.db);
    try {
      for (const method of ['POST', 'GET'] as const) {
        const refused = await t.call(method, `/stories/${storyId}/share/public`, { token: w.tokens.project_manager });
        expect(refused.status, method).toBe(409);
        expect(refused.body.error.code, method).toBe('RELEASE_REQUIRED');
      }
      expect(await shareRow(storyId)).toBeUndefined();
      await t.db
        .insertInto('story_files')
        .values({ id: randomUUID(), story_id: storyId, title: 'Deed of gift', release_form: true })
        .execute();
      expect((await t.call('POST', `/stories/${storyId}/share/public`, { token: w.tokens.project_manager })).status).toBe(200);
    } finally {
      await sql`update organizations set settings = settings - 'release_required_to_share' where id = ${w.own.organization.id}`.execute(
        t.db,
      );
    }
    await expect
      .poll(() => auditKinds(storyId))
      .toEqual([...Array(6).fill('story.share refused'), 'story.share success', ...Array(2).fill('story.unshare refused')]);
  });

  it('changes nothing on a GET without the bearer header, whatever cookie or query the request brings', async () => {
    const storyId = await addStory(t.db, w.own, 'Not by a link');
    const token = w.tokens.project_manager ?? '';
    for (const path of ['share', 'unshare']) {
      // A link followed, an image or form another site plants: the browser sends cookies, never the Authorization header.
      for (const headers of [{}, { cookie: `token=${token}; authorization=Bearer%20${token}` }]) {
        const answer = await t.app.inject({ method: 'GET', url: `/api/stories/${storyId}/${path}/public`, headers });
        expect(answer.statusCode, path).toBe(401);
      }
      const withQuery = await t.app.inject({ method: 'GET', url: `/api/stories/${storyId}/${path}/public?access_token=${token}` });
      expect(withQuery.statusCode, path).toBeGreaterThanOrEqual(400);
    }
    expect(await shareRow(storyId)).toBeUndefined();
    // The same header the app sends does work: the GET form is kept for clients of the product's API.
    const shared = await t.app.inject({
      method: 'GET',
      url: `/api/stories/${storyId}/share/public`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(shared.statusCode).toBe(200);
    expect(await shareRow(storyId)).toBeDefined();
  });
});
