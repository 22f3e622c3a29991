import { RecentStoriesResponseSchema, RedeemedTicketListResponseSchema } from '@storykeep/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { emptyDatabase, testDatabases } from '../../testing/test-databases.js';
import { addStory, buildWorld, type World } from '../../testing/world.js';

describe.each(testDatabases)('home lists on $name', ({ open }) => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    const database = await open();
    await emptyDatabase(database);
    t = await buildTestApp(database);
    w = await buildWorld(t.db);
  });

  it("lists the interviews a member worked on, newest first, and never another tenant's", async () => {
    const me = w.users.user.id;
    const older = await addStory(t.db, w.own, 'Made by me', me);
    const newer = await addStory(t.db, w.own, 'Shared by me');
    await t.db
      .insertInto('story_shares')
      .values({ story_id: newer, share_key: `key-${newer}`, created_by: me, created_at: new Date() })
      .execute();
    await t.db
      .updateTable('stories')
      .set({ updated_at: new Date('2021-01-01T00:00:00Z') })
      .where('id', '=', older)
      .execute();
    await t.db
      .updateTable('stories')
      .set({ updated_at: new Date('2022-01-01T00:00:00Z') })
      .where('id', '=', newer)
      .execute();
    // Made by the same account, but in a project it does not reach: it must not show.
    await addStory(t.db, w.other, 'Elsewhere', me);

    const answer = await t.call('GET', '/stories/recent', { token: w.tokens.user });
    expect(answer.status).toBe(200);
    expect(RecentStoriesResponseSchema.parse(answer.body).items.map((s) => s.title)).toEqual(['Shared by me', 'Made by me']);
    const one = await t.call('GET', '/stories/recent?limit=1', { token: w.tokens.user });
    expect(RecentStoriesResponseSchema.parse(one.body).items.map((s) => s.title)).toEqual(['Shared by me']);
    // Another member of the same project did none of it.
    expect(
      RecentStoriesResponseSchema.parse((await t.call('GET', '/stories/recent', { token: w.tokens.project_manager })).body).items,
    ).toEqual([]);
    const bad = await t.call('GET', '/stories/recent?limit=500', { token: w.tokens.user });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('limit');
  });

  it('lists the tickets the caller redeemed, with the room, project or upload each grants', async () => {
    const call = await t.call('POST', `/projects/${w.own.project}/room/start`, {
      token: w.tokens.project_manager,
      body: { title: 'Grandma Ada' },
    });
    expect(call.status).toBe(201);
    const story = call.body.storyId as string;
    const room = await t.call('POST', `/projects/${w.own.project}/tickets`, { token: w.tokens.project_manager, body: { story_id: story } });
    const project = await t.call('POST', `/projects/${w.own.project}/tickets`, { token: w.tokens.project_manager, body: {} });
    const upload = await t.call('POST', `/projects/${w.own.project}/tickets`, {
      token: w.tokens.project_manager,
      body: { kind: 'upload' },
    });
    await t.call('POST', `/projects/${w.own.project}/tickets`, { token: w.tokens.project_manager, body: {} });
    expect((await t.call('POST', `/ticket/${upload.body.ticket}`, { token: w.tokens.guest, body: {} })).status).toBe(200);
    expect((await t.call('POST', `/ticket/${project.body.ticket}`, { token: w.tokens.guest, body: {} })).status).toBe(200);
    const intoRoom = await t.call('POST', `/ticket/${room.body.ticket}`, { token: w.tokens.guest, body: {} });
    expect(intoRoom.body).toEqual({
      project_id: w.own.project,
      story_id: story,
      room_key: call.body.roomKey,
      kind: 'access',
      project_name: 'own stories',
    });

    const mine = RedeemedTicketListResponseSchema.parse((await t.call('GET', '/tickets/mine', { token: w.tokens.guest })).body).items;
    expect(mine.map((x) => [x.ticket, x.grant, x.story_title, x.room_key])).toEqual(
      expect.arrayContaining([
        [room.body.ticket, 'room', 'Grandma Ada', call.body.roomKey],
        [project.body.ticket, 'project', null, null],
        [upload.body.ticket, 'upload', null, null],
      ]),
    );
    expect(mine).toHaveLength(3);
    // Someone else's redeemed tickets are theirs alone.
    expect(RedeemedTicketListResponseSchema.parse((await t.call('GET', '/tickets/mine', { token: w.tokens.user })).body).items).toEqual([]);
  });
});
