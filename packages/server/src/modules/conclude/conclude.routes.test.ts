import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { concludeBody } from '../../testing/conclude-route-cases.js';
import { databaseSnapshot } from '../../testing/database-snapshot.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { emptyDatabase, testDatabases } from '../../testing/test-databases.js';
import { addFolder, addStory, buildWorld, type World } from '../../testing/world.js';

describe.each(testDatabases)('POST /stories/{id}/conclude on $name', ({ open }) => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    const database = await open();
    await emptyDatabase(database);
    t = await buildTestApp(database);
    w = await buildWorld(t.db);
  });

  const folderIds = async (storyId: string) =>
    (await t.db.selectFrom('folder_stories').select('folder_id').where('story_id', '=', storyId).execute()).map((r) => r.folder_id).sort();
  // The snapshot reads every table whatever its type.
  const snapshot = () => databaseSnapshot(t.db as never);
  const conclusion = (storyId: string) =>
    t.db.selectFrom('story_conclusions').selectAll().where('story_id', '=', storyId).executeTakeFirst();

  it('stores the form, refiles the story, marks it concluded and mails the listed addresses a link to it', async () => {
    const storyId = await addStory(t.db, w.own, 'Untitled recording');
    const second = await addFolder(t.db, w.own, 'Second folder');
    await t.db.insertInto('folder_stories').values({ folder_id: w.own.folder, story_id: storyId }).execute();
    const body = {
      ...concludeBody(storyId, second),
      project: w.own.project,
      projects: [w.own.project],
      emails: ['Ada@Example.org', 'grace@example.org'],
      is_upload: true,
      mediaKey: 'uploads/abc',
      mediaType: 'video/mp4',
      file_name: 'mill.mp4',
    };
    t.mail.length = 0;
    const answer = await t.call('POST', `/stories/${storyId}/conclude`, { token: w.tokens.project_manager, body });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      story_id: storyId,
      concluded: true,
      notified: ['ada@example.org', 'grace@example.org'],
      export: null,
    });
    const story = await t.db.selectFrom('stories').select(['title', 'description']).where('id', '=', storyId).executeTakeFirstOrThrow();
    expect(story).toEqual({ title: 'Concluded', description: 'Told at the mill' });
    expect(await folderIds(storyId)).toEqual([second]);
    expect(await conclusion(storyId)).toMatchObject({
      notes: 'Second take',
      emails: ['Ada@Example.org', 'grace@example.org'],
      terms_accepted: true,
      is_upload: true,
      media_key: 'uploads/abc',
      media_type: 'video/mp4',
      file_name: 'mill.mp4',
      concluded_by: w.users.project_manager.id,
    });
    const link = `http://storykeep.test/projects/${w.own.project}/stories/${storyId}/hub`;
    expect(t.mail.map((m) => [m.to, m.link])).toEqual([
      ['ada@example.org', link],
      ['grace@example.org', link],
    ]);
    expect(t.mail[0]?.text).toContain(link);
  });

  it("with notify_group also mails the project's members, but not the caller", async () => {
    const storyId = await addStory(t.db, w.own, 'Group');
    t.mail.length = 0;
    const body = { ...concludeBody(storyId, w.own.folder), notify_group: true, emails: [w.users.user.email] };
    const answer = await t.call('POST', `/stories/${storyId}/conclude`, { token: w.tokens.project_manager, body });
    expect(answer.status).toBe(200);
    const members = [w.users.user.email, w.users.guest.email].map((e) => e.toLowerCase()).sort();
    expect(t.mail.map((m) => m.to).sort()).toEqual(members);
  });

  it("a member who does not manage the project adds folders but keeps the story's others", async () => {
    const storyId = await addStory(t.db, w.own, 'Kept');
    const added = await addFolder(t.db, w.own, 'Added');
    await t.db.insertInto('folder_stories').values({ folder_id: w.own.folder, story_id: storyId }).execute();
    const answer = await t.call('POST', `/stories/${storyId}/conclude`, { token: w.tokens.user, body: concludeBody(storyId, added) });
    expect(answer.status).toBe(200);
    expect(await folderIds(storyId)).toEqual([w.own.folder, added].sort());
  });

  it('the guest who recorded the story concludes it; another guest is told it does not exist', async () => {
    const own = await addStory(t.db, w.own, 'Guest take', w.users.guest.id);
    const answer = await t.call('POST', `/stories/${own}/conclude`, { token: w.tokens.guest, body: concludeBody(own, w.own.folder) });
    expect(answer.status).toBe(200);
    expect(await conclusion(own)).toMatchObject({ concluded_by: w.users.guest.id });
    const theirs = await addStory(t.db, w.own, 'Not theirs');
    const refused = await t.call('POST', `/stories/${theirs}/conclude`, {
      token: w.tokens.guest,
      body: concludeBody(theirs, w.own.folder),
    });
    expect(refused.status).toBe(404);
    expect(await conclusion(theirs)).toBeUndefined();
  });

  const bad: [string, string, (storyId: string, foreignFolder: string) => Record<string, unknown>][] = [
    ['title', 'empty title', (id) => ({ ...concludeBody(id, w.own.folder), title: '' })],
    ['emails.0', 'malformed address', (id) => ({ ...concludeBody(id, w.own.folder), emails: ['not-an-address'] })],
    ['termsAccepted', 'terms not accepted', (id) => ({ ...concludeBody(id, w.own.folder), termsAccepted: false })],
    ['folders', "another project's folder", (id, foreign) => concludeBody(id, foreign)],
    ['folders', 'an unknown folder', (id) => concludeBody(id, randomUUID())],
    ['story_id', 'another story id', (id) => ({ ...concludeBody(id, w.own.folder), story_id: w.own.stories[0] })],
    ['project', 'another project', (id) => ({ ...concludeBody(id, w.own.folder), project: w.own.quietProject })],
    ['projects', 'another project listed', (id) => ({ ...concludeBody(id, w.own.folder), projects: [w.other.project] })],
    ['notify_group', 'a missing field', (id) => ({ ...concludeBody(id, w.own.folder), notify_group: undefined })],
  ];

  it.each(bad)('bad input (%s: %s) answers 400 naming the field and changes nothing', async (field, _what, make) => {
    const storyId = await addStory(t.db, w.own, 'Untouched');
    const before = await snapshot();
    t.mail.length = 0;
    const answer = await t.call('POST', `/stories/${storyId}/conclude`, { token: w.tokens.manager, body: make(storyId, w.other.folder) });
    expect(answer.status).toBe(400);
    expect(answer.body.error.field).toBe(field);
    expect(await snapshot()).toBe(before);
    expect(t.mail).toEqual([]);
  });

  it("another organization's story answers 404 and changes nothing", async () => {
    const storyId = await addStory(t.db, w.other, 'Theirs');
    const before = await snapshot();
    const body = { ...concludeBody(storyId, w.other.folder), emails: ['ada@example.org'] };
    t.mail.length = 0;
    const answer = await t.call('POST', `/stories/${storyId}/conclude`, { token: w.tokens.manager, body });
    expect(answer.status).toBe(404);
    expect(JSON.stringify(answer.body)).not.toContain(storyId);
    expect(await snapshot()).toBe(before);
    expect(t.mail).toEqual([]);
  });

  it('export to the permanent archive needs a project manager, and a media store to export from', async () => {
    const storyId = await addStory(t.db, w.own, 'Archive me');
    const body = { ...concludeBody(storyId, w.own.folder), export_to_permanent_org: true };
    const before = await snapshot();
    const member = await t.call('POST', `/stories/${storyId}/conclude`, { token: w.tokens.user, body });
    expect(member.status).toBe(403);
    const manager = await t.call('POST', `/stories/${storyId}/conclude`, { token: w.tokens.project_manager, body });
    expect([manager.status, manager.body.error.field]).toEqual([409, 'export_to_permanent_org']);
    expect(await snapshot()).toBe(before);
  });
});
