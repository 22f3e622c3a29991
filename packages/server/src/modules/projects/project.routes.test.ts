import { ProjectListResponseSchema, ProjectSchema, StoryPageResponseSchema } from '@storykeep/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { emptyDatabase, testDatabases } from '../../testing/test-databases.js';
import { addStory, buildWorld, sessionFor, type World } from '../../testing/world.js';

describe.each(testDatabases)('projects on $name', ({ open }) => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    const database = await open();
    await emptyDatabase(database);
    t = await buildTestApp(database);
    w = await buildWorld(t.db);
  });

  it('lists the projects each role reaches', async () => {
    const names = async (token: string | undefined) =>
      ProjectListResponseSchema.parse((await t.call('GET', '/projects?sort=name&direction=asc', { token })).body).items.map((p) => p.name);
    expect(await names(w.tokens.user)).toEqual(['own stories']);
    expect(await names(w.tokens.org_manager)).toEqual(['own quiet', 'own stories']);
    expect((await names(w.tokens.admin)).sort()).toEqual(['other quiet', 'other stories', 'own quiet', 'own stories']);
    const byOrg = await t.call('GET', `/organization/${w.own.organization.code}/projects`, { token: w.tokens.manager });
    expect(byOrg.body.total).toBe(2);
    expect((await t.call('GET', `/organization/${w.other.organization.code}/projects`, { token: w.tokens.manager })).status).toBe(404);
  });

  it("answers a project with the user's project role", async () => {
    const pm = await t.call('GET', `/projects/${w.own.project}`, { token: w.tokens.project_manager });
    expect(ProjectSchema.parse(pm.body).projectDetails?.currentUserProjectRole).toBe('project_manager');
    expect((await t.call('GET', `/projects/${w.own.project}/role`, { token: w.tokens.user })).body).toEqual({
      currentUserProjectRole: 'project_member',
    });
    expect((await t.call('GET', `/projects/${w.own.project}/role`, { token: w.tokens.manager })).body).toEqual({
      currentUserProjectRole: null,
    });
  });

  it('creates a project with invitations, edits it, and lets a member leave', async () => {
    const created = await t.call('POST', '/projects/create', {
      token: w.tokens.manager,
      body: { name: 'Mill workers', description: 'Voices', invites: ['a@example.org', 'B@example.org'], org_code: w.own.organization.code },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Mill workers',
      org_code: w.own.organization.code,
      invites: ['a@example.org', 'b@example.org'],
    });
    expect(created.body.projectDetails.currentUserProjectRole).toBe('project_manager');
    expect(t.mail.slice(-2).map((m) => m.to)).toEqual(['a@example.org', 'b@example.org']);
    expect(
      (await t.call('POST', '/projects/create', { token: w.tokens.user, body: { name: 'X', org_code: w.own.organization.code } })).status,
    ).toBe(403);

    const id = created.body._id;
    const edited = await t.call('PUT', `/projects/${id}/edit`, { token: w.tokens.manager, body: { name: 'Mill workers 1900-1950' } });
    expect(edited.body.name).toBe('Mill workers 1900-1950');
    expect((await t.call('DELETE', `/projects/${id}/removeme`, { token: w.tokens.manager })).status).toBe(200);
    expect((await t.call('DELETE', `/projects/${id}/removeme`, { token: w.tokens.manager })).status).toBe(404);
  });

  it('joins a project by its join code', async () => {
    const outsider = await t.db.selectFrom('users').select('id').where('email', '=', w.users.user.email).executeTakeFirstOrThrow();
    const token = await sessionFor(t.db, outsider.id);
    expect((await t.call('GET', `/projects/${w.own.quietProject}`, { token })).status).toBe(404);
    const code = (await t.db.selectFrom('projects').select('join_code').where('id', '=', w.own.quietProject).executeTakeFirstOrThrow())
      .join_code;
    const joined = await t.call('POST', `/projects/join/${code}`, { token });
    expect(joined.body.projectDetails.currentUserProjectRole).toBe('project_member');
    expect((await t.call('GET', `/projects/${w.own.quietProject}`, { token })).status).toBe(200);
  });

  it('pages, sorts and searches the project stories (25 a page by default)', async () => {
    for (let i = 0; i < 30; i += 1) {
      const id = await addStory(t.db, w.own, `Paged ${String(i).padStart(2, '0')}`);
      await t.db
        .updateTable('stories')
        .set({ record_date: new Date(Date.UTC(2021, 0, 1 + i)) })
        .where('id', '=', id)
        .execute();
    }
    const first = StoryPageResponseSchema.parse((await t.call('GET', `/projects/${w.own.project}/stories`, { token: w.tokens.user })).body);
    expect(first.items).toHaveLength(25);
    expect(first.total).toBe(33);
    expect(first.items[0]?.title).toBe('Paged 29');
    const byTitle = await t.call('GET', `/projects/${w.own.project}/stories?sort=title&direction=asc&pageSize=5&page=2`, {
      token: w.tokens.user,
    });
    expect(byTitle.body.items.map((s: { title: string }) => s.title)).toEqual(['Paged 02', 'Paged 03', 'Paged 04', 'Paged 05', 'Paged 06']);
    const searched = await t.call('GET', `/stories/all?search=paged%201&projectId=${w.own.project}`, { token: w.tokens.user });
    expect(searched.body.total).toBe(10);
    const deed = await t.call('GET', `/projects/${w.own.project}/stories?deedOfGift=with`, { token: w.tokens.user });
    expect(deed.body.items.map((s: { _id: string }) => s._id)).toEqual([w.own.stories[0]]);
  });

  it('keeps the project total right through inserts, deletes and moves between projects', async () => {
    const total = async (project: string) => (await t.call('GET', `/projects/${project}/stories`, { token: w.tokens.admin })).body.total;
    const counted = async (project: string) =>
      Number(
        (
          await t.db
            .selectFrom('stories')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('project_id', '=', project)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const moved = await addStory(t.db, w.own, 'Moving');
    await t.db.updateTable('stories').set({ project_id: w.own.quietProject }).where('id', '=', moved).execute();
    const doomed = await addStory(t.db, w.own, 'Doomed');
    expect((await t.call('DELETE', `/stories/${doomed}`, { token: w.tokens.admin })).status).toBe(200);
    for (const project of [w.own.project, w.own.quietProject]) expect(await total(project)).toBe(await counted(project));
    expect(await total(w.own.quietProject)).toBe(1);
  });

  it('redeems a ticket once, for its redeemer only', async () => {
    const ticket = await t.call('POST', `/projects/${w.own.quietProject}/tickets`, { token: w.tokens.manager, body: {} });
    expect(ticket.status).toBe(201);
    const redeemed = await t.call('POST', `/ticket/${ticket.body.ticket}`, { token: w.tokens.project_manager, body: { visitor_id: 'v' } });
    expect(redeemed.body).toEqual({
      project_id: w.own.quietProject,
      project_name: 'own quiet',
      story_id: null,
      room_key: null,
      kind: 'access',
    });
    // Its redeemer may open it again; anyone else finds it used.
    expect((await t.call('POST', `/ticket/${ticket.body.ticket}`, { token: w.tokens.project_manager, body: {} })).body).toEqual(
      redeemed.body,
    );
    expect((await t.call('POST', `/ticket/${ticket.body.ticket}`, { token: w.tokens.user, body: {} })).status).toBe(410);
    expect((await t.call('POST', '/ticket/nope', { token: w.tokens.project_manager, body: {} })).status).toBe(404);
  });
});
