import { FolderListResponseSchema, FolderSchema } from '@storykeep/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { emptyDatabase, testDatabases } from '../../testing/test-databases.js';
import { buildWorld, type World } from '../../testing/world.js';

describe.each(testDatabases)('folders on $name', ({ open }) => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    const database = await open();
    await emptyDatabase(database);
    t = await buildTestApp(database);
    w = await buildWorld(t.db);
  });

  it('creates, lists, edits and deletes folders (project managers)', async () => {
    const created = await t.call('POST', '/folders/create', {
      token: w.tokens.project_manager,
      body: { name: 'Oral histories', project: w.own.project },
    });
    expect(created.status).toBe(201);
    const folder = FolderSchema.parse(created.body);
    expect(folder).toMatchObject({
      name: 'Oral histories',
      project: w.own.project,
      numberOfStories: 0,
      creator: w.users.project_manager.id,
    });
    expect((await t.call('POST', '/folders/create', { token: w.tokens.user, body: { name: 'Mine', project: w.own.project } })).status).toBe(
      403,
    );
    const list = FolderListResponseSchema.parse((await t.call('GET', `/projects/${w.own.project}/folders`, { token: w.tokens.user })).body);
    expect(list.map((f) => f.name)).toEqual(['Oral histories', 'own folder']);
    const edited = await t.call('PUT', `/folders/${folder._id}/edit`, { token: w.tokens.project_manager, body: { name: 'Histories' } });
    expect(edited.body.name).toBe('Histories');
    expect((await t.call('DELETE', `/folders/${folder._id}`, { token: w.tokens.project_manager })).status).toBe(200);
    expect((await t.call('GET', `/folders/${folder._id}`, { token: w.tokens.project_manager })).status).toBe(404);
  });

  it('adds and removes stories in bulk, all or nothing', async () => {
    const [a, b, c] = w.own.stories;
    const folder = (await t.call('POST', '/folders/create', { token: w.tokens.manager, body: { name: 'Bulk', project: w.own.project } }))
      .body._id;
    const add = await t.call('POST', '/folders/bulk_add', {
      token: w.tokens.manager,
      body: { storiesId: [a, b], foldersId: [folder, w.own.folder] },
    });
    expect(add.body).toEqual({ changed: 3 });
    const stories = await t.call('GET', `/folders/${folder}/stories?pageSize=10&sort=title&direction=asc`, { token: w.tokens.user });
    expect(stories.body).toMatchObject({ total: 2 });
    expect(stories.body.items.map((s: { title: string }) => s.title)).toEqual(['own First', 'own Second']);

    const mixed = await t.call('POST', '/folders/bulk_add', {
      token: w.tokens.admin,
      body: { storiesId: [c, w.other.stories[0]], foldersId: [folder] },
    });
    expect(mixed.status).toBe(400);
    const foreign = await t.call('POST', '/folders/bulk_add', {
      token: w.tokens.manager,
      body: { storiesId: w.other.stories, foldersId: [w.other.folder] },
    });
    expect(foreign.status).toBe(404);
    expect(
      (await t.call('POST', '/folders/bulk_add', { token: w.tokens.user, body: { storiesId: [c], foldersId: [folder] } })).status,
    ).toBe(403);

    const removed = await t.call('POST', '/folders/bulk_remove', {
      token: w.tokens.manager,
      body: { storiesId: [a, b], foldersId: [folder] },
    });
    expect(removed.body).toEqual({ changed: 2 });
    expect((await t.call('GET', `/folders/${folder}`, { token: w.tokens.user })).body.numberOfStories).toBe(0);
  });

  it('manages the folders of one story, and the session password only for its author', async () => {
    const story = w.own.stories[2] ?? '';
    const folder = (await t.call('POST', '/folders/create', { token: w.tokens.manager, body: { name: 'One', project: w.own.project } }))
      .body._id;
    const edited = await t.call('PATCH', `/stories/${story}/edit`, {
      token: w.tokens.manager,
      body: { foldersId: [folder, w.own.folder] },
    });
    expect(edited.body.foldersId.sort()).toEqual([folder, w.own.folder].sort());
    expect(
      (await t.call('PATCH', `/stories/${story}/edit`, { token: w.tokens.manager, body: { foldersId: [w.other.folder] } })).status,
    ).toBe(400);
    expect((await t.call('PATCH', `/stories/${story}/edit`, { token: w.tokens.user, body: { foldersId: [] } })).status).toBe(403);
    expect(
      (await t.call('PATCH', `/stories/${story}/edit`, { token: w.tokens.manager, body: { sessionPassword: 'pw-long-enough' } })).status,
    ).toBe(403);

    await t.db.updateTable('stories').set({ creator_id: w.users.user.id }).where('id', '=', story).execute();
    const byAuthor = await t.call('PATCH', `/stories/${story}/edit`, { token: w.tokens.user, body: { sessionPassword: 'open sesame' } });
    expect(byAuthor.body.sessionPassword).toBe('open sesame');
    expect((await t.call('GET', `/stories/${story}`, { token: w.tokens.manager })).body.sessionPassword).toBeUndefined();
  });
});
