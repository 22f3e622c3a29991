import { randomUUID } from 'node:crypto';
import { canBulkDelete, canManageFolders, canSeeStory, storyReachOf } from '@storykeep/core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../context/app-context.js';
import { authenticate } from '../http/actor.js';
import { buildTestApp, type TestApp } from '../testing/test-app.js';
import { emptyDatabase, testDatabases } from '../testing/test-databases.js';
import { addFolder, addStory, buildWorld, sessionFor, type World, type WorldRole } from '../testing/world.js';
import { storyAccessRef, storyReachSql } from './access.js';

// Core's one access module, as the server applies it: the organization manager's bulk actions (which the web once hid
// while the server allowed them), and the SQL form of story reach agreeing with `canSeeStory` story by story.
describe.each(testDatabases)('the access rules on $name', ({ open }) => {
  let t: TestApp;
  let w: World;
  let uploaderToken: string;
  let uploaderId: string;
  // The actor a token stands for, read the way every request reads it.
  const actorOf = (token: string) =>
    authenticate({ db: t.db, now: () => t.clock.now } as Pick<AppContext, 'db' | 'now'> as AppContext, token);
  beforeAll(async () => {
    const database = await open();
    await emptyDatabase(database);
    t = await buildTestApp(database);
    w = await buildWorld(t.db);
    // A user of the organization who belongs to no project but sent a story through an upload ticket.
    uploaderId = randomUUID();
    await t.db
      .insertInto('users')
      .values({ id: uploaderId, email: `uploader-${uploaderId}@world.test`, full_name: 'Uploader', role: 'user' })
      .execute();
    await t.db.insertInto('organization_members').values({ organization_id: w.own.organization.id, user_id: uploaderId }).execute();
    uploaderToken = await sessionFor(t.db, uploaderId);
    const ticket = randomUUID();
    await t.db
      .insertInto('tickets')
      .values({ id: ticket, project_id: w.own.quietProject, kind: 'upload', created_by: w.users.admin.id })
      .execute();
    const sent = await addStory(t.db, w.own, 'Sent by ticket', uploaderId);
    await t.db.updateTable('stories').set({ ticket_id: ticket, project_id: w.own.quietProject }).where('id', '=', sent).execute();
  });

  it('lets an organization manager who is no member of the project delete its stories and file them in folders, as the web offers', async () => {
    const token = w.tokens.org_manager;
    const actor = await actorOf(token as string);
    const project = { id: w.own.project, organization: w.own.organization.id };
    expect(actor && canBulkDelete(actor, project)).toBe(true);
    expect(actor && canManageFolders(actor, project, 1)).toBe(true);
    expect(actor?.projectRoles[w.own.project]).toBeUndefined();

    const [a, b] = [await addStory(t.db, w.own, 'Bulk A'), await addStory(t.db, w.own, 'Bulk B')];
    const folder = await addFolder(t.db, w.own, 'Bulk folder');
    const filed = await t.call('POST', '/folders/bulk_add', { token, body: { storiesId: [a, b], foldersId: [folder] } });
    expect(filed.status).toBe(200);
    expect(filed.body.changed).toBe(2);
    for (const id of [a, b]) expect((await t.call('DELETE', `/stories/${id}`, { token })).status).toBe(200);
    // A plain member of the project is refused both, as core's rule says.
    const c = await addStory(t.db, w.own, 'Bulk C');
    expect(
      (await t.call('POST', '/folders/bulk_add', { token: w.tokens.user, body: { storiesId: [c], foldersId: [folder] } })).status,
    ).toBe(403);
    expect((await t.call('DELETE', `/stories/${c}`, { token: w.tokens.user })).status).toBe(403);
  });

  it('selects in SQL exactly the stories canSeeStory allows, for every role and the ticket uploader', async () => {
    const stories = await t.db.selectFrom('stories').selectAll().execute();
    const tokens: [WorldRole | 'uploader', string | undefined][] = [...Object.entries(w.tokens), ['uploader', uploaderToken]] as never;
    for (const [role, token] of tokens) {
      if (!token) continue;
      const actor = await actorOf(token);
      if (!actor) throw new Error(`no actor for ${role}`);
      const reach = storyReachOf(actor);
      const selected = await t.db.selectFrom('stories as s').select('s.id').where(storyReachSql(reach)).execute();
      const expected = stories.filter((s) => canSeeStory(actor, storyAccessRef(s))).map((s) => s.id);
      expect(selected.map((s) => s.id).sort(), role).toEqual(expected.sort());
    }
  });

  it('lists a ticket upload among the uploader’s interviews, as reading it one by one allows', async () => {
    const mine = await t.call('GET', '/stories/?pageSize=50&page=1', { token: uploaderToken });
    expect(mine.status).toBe(200);
    expect(mine.body.items.map((s: { title: string }) => s.title)).toEqual(['Sent by ticket']);
  });
});
