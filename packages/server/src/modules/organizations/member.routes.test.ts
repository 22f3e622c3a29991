import { OrganizationMemberListResponseSchema, ProjectMemberListResponseSchema } from '@storykeep/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { emptyDatabase, testDatabases } from '../../testing/test-databases.js';
import { buildWorld, type World } from '../../testing/world.js';

describe.each(testDatabases)('members on $name', ({ open }) => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    const database = await open();
    await emptyDatabase(database);
    t = await buildTestApp(database);
    w = await buildWorld(t.db);
  });

  const orgMembers = async (token = w.tokens.manager) => {
    const answer = await t.call('GET', `/organization/${w.own.organization.code}/members`, { token });
    return OrganizationMemberListResponseSchema.parse(answer.body).items;
  };
  const projectMembers = async (token = w.tokens.project_manager) => {
    const answer = await t.call('GET', `/projects/${w.own.project}/members`, { token });
    return ProjectMemberListResponseSchema.parse(answer.body).items;
  };
  const orgMember = (userId: string) => `/organization/${w.own.organization.code}/members/${userId}`;
  const projectMember = (userId: string) => `/projects/${w.own.project}/members/${userId}`;

  it("lists an organization's members with their roles to its managers only", async () => {
    const members = await orgMembers();
    expect(members.map((m) => [m.full_name, m.role])).toEqual([
      ['guest', 'guest'],
      ['manager', 'manager'],
      ['org-manager', 'org_manager'],
      ['project-manager', 'user'],
      ['user', 'user'],
    ]);
    expect(members.find((m) => m.user_id === w.users.user.id)?.email).toBe(w.users.user.email);
    expect((await t.call('GET', `/organization/${w.own.organization.code}/members`, { token: w.tokens.user })).status).toBe(403);
    expect((await t.call('GET', `/organization/${w.other.organization.code}/members`, { token: w.tokens.manager })).status).toBe(404);
    expect((await orgMembers(w.tokens.admin)).length).toBe(5);
  });

  it('changes an organization role, refusing bad roles, higher roles and people of other organizations', async () => {
    const promoted = await t.call('PUT', orgMember(w.users.user.id), { token: w.tokens.manager, body: { role: 'manager' } });
    expect(promoted.status).toBe(200);
    expect(promoted.body.role).toBe('manager');
    expect((await orgMembers()).find((m) => m.user_id === w.users.user.id)?.role).toBe('manager');
    expect((await t.call('PUT', orgMember(w.users.user.id), { token: w.tokens.manager, body: { role: 'user' } })).status).toBe(200);

    const bad = await t.call('PUT', orgMember(w.users.user.id), { token: w.tokens.manager, body: { role: 'admin' } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('role');
    expect((await t.call('PUT', orgMember(w.users.org_manager.id), { token: w.tokens.manager, body: { role: 'user' } })).status).toBe(403);
    expect((await t.call('PUT', orgMember(w.users.user.id), { token: w.tokens.user, body: { role: 'manager' } })).status).toBe(403);
    expect((await t.call('PUT', orgMember(w.otherManager.id), { token: w.tokens.manager, body: { role: 'user' } })).status).toBe(404);

    await t.db.insertInto('organization_members').values({ organization_id: w.other.organization.id, user_id: w.users.user.id }).execute();
    const elsewhere = await t.call('PUT', orgMember(w.users.user.id), { token: w.tokens.manager, body: { role: 'manager' } });
    expect(elsewhere.status).toBe(409);
    expect((await orgMembers()).find((m) => m.user_id === w.users.user.id)?.role).toBe('user');
    expect((await t.call('PUT', orgMember(w.users.user.id), { token: w.tokens.admin, body: { role: 'manager' } })).status).toBe(200);
    expect((await t.call('PUT', orgMember(w.users.user.id), { token: w.tokens.admin, body: { role: 'user' } })).status).toBe(200);
  });

  it('never removes or demotes the last manager of an organization', async () => {
    expect((await t.call('PUT', orgMember(w.users.manager.id), { token: w.tokens.admin, body: { role: 'user' } })).status).toBe(200);
    expect((await t.call('PUT', orgMember(w.users.org_manager.id), { token: w.tokens.admin, body: { role: 'user' } })).status).toBe(409);
    expect((await t.call('DELETE', orgMember(w.users.org_manager.id), { token: w.tokens.admin })).status).toBe(409);
    expect((await orgMembers(w.tokens.admin)).find((m) => m.user_id === w.users.org_manager.id)?.role).toBe('org_manager');
    expect((await t.call('PUT', orgMember(w.users.manager.id), { token: w.tokens.admin, body: { role: 'manager' } })).status).toBe(200);
  });

  it('removes a member from the organization and its projects', async () => {
    expect((await t.call('DELETE', orgMember(w.users.guest.id), { token: w.tokens.user })).status).toBe(403);
    expect((await t.call('DELETE', orgMember(w.users.guest.id), { token: w.tokens.manager })).status).toBe(200);
    expect((await orgMembers()).map((m) => m.user_id)).not.toContain(w.users.guest.id);
    expect((await projectMembers()).map((m) => m.user_id)).not.toContain(w.users.guest.id);
    expect((await t.call('DELETE', orgMember(w.users.guest.id), { token: w.tokens.manager })).status).toBe(404);
  });

  it("lists a project's members to whoever sees the project, and invites by e-mail", async () => {
    expect((await projectMembers(w.tokens.user)).map((m) => [m.full_name, m.role])).toEqual([
      ['project-manager', 'project_manager'],
      ['user', 'project_member'],
    ]);
    expect((await t.call('GET', `/projects/${w.other.project}/members`, { token: w.tokens.manager })).status).toBe(404);
    const invited = await t.call('POST', `/projects/${w.own.project}/invites`, {
      token: w.tokens.project_manager,
      body: { email: 'New@Example.org' },
    });
    expect(invited.status).toBe(201);
    expect(t.mail.at(-1)?.to).toBe('new@example.org');
    const row = await t.db.selectFrom('invites').selectAll().where('code', '=', invited.body.code).executeTakeFirstOrThrow();
    expect(row.project_id).toBe(w.own.project);
    expect(
      (await t.call('POST', `/projects/${w.own.project}/invites`, { token: w.tokens.user, body: { email: 'x@example.org' } })).status,
    ).toBe(403);
    const bad = await t.call('POST', `/projects/${w.own.project}/invites`, { token: w.tokens.project_manager, body: { email: 'nope' } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('email');
  });

  it('changes project roles and removes project members, keeping the last project manager', async () => {
    expect(
      (
        await t.call('PUT', projectMember(w.users.project_manager.id), {
          token: w.tokens.project_manager,
          body: { role: 'project_member' },
        })
      ).status,
    ).toBe(409);
    expect((await t.call('DELETE', projectMember(w.users.project_manager.id), { token: w.tokens.project_manager })).status).toBe(409);
    expect((await t.call('PUT', projectMember(w.users.user.id), { token: w.tokens.user, body: { role: 'project_manager' } })).status).toBe(
      403,
    );
    expect((await t.call('PUT', projectMember(w.users.user.id), { token: w.tokens.project_manager, body: { role: 'boss' } })).status).toBe(
      400,
    );

    const promoted = await t.call('PUT', projectMember(w.users.user.id), {
      token: w.tokens.project_manager,
      body: { role: 'project_manager' },
    });
    expect(promoted.body).toMatchObject({ user_id: w.users.user.id, role: 'project_manager' });
    expect(
      (await t.call('PUT', projectMember(w.users.project_manager.id), { token: w.tokens.manager, body: { role: 'project_member' } }))
        .status,
    ).toBe(200);
    expect((await t.call('DELETE', projectMember(w.users.project_manager.id), { token: w.tokens.user })).status).toBe(200);
    expect((await projectMembers(w.tokens.user)).map((m) => [m.full_name, m.role])).toEqual([['user', 'project_manager']]);
    expect((await t.call('DELETE', projectMember(w.users.project_manager.id), { token: w.tokens.user })).status).toBe(404);
    expect((await t.call('DELETE', projectMember(w.users.user.id), { token: w.tokens.manager })).status).toBe(409);
  });
});
