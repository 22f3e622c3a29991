import { AdminAccountListResponseSchema, AdminAccountSchema } from '@storykeep/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { emptyDatabase, testDatabases } from '../../testing/test-databases.js';
import { buildWorld, type World } from '../../testing/world.js';

describe.each(testDatabases)('administration on $name', ({ open }) => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    const database = await open();
    await emptyDatabase(database);
    t = await buildTestApp(database);
    w = await buildWorld(t.db);
  });

  it('lists every account with its organizations, searched by name or e-mail and paged', async () => {
    const all = AdminAccountListResponseSchema.parse((await t.call('GET', '/admin/accounts?pageSize=100', { token: w.tokens.admin })).body);
    const userCount = Number(
      (
        await t.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(all.total).toBe(userCount);
    expect(all.items).toHaveLength(userCount);
    const manager = all.items.find((a) => a.id === w.users.manager.id);
    expect(manager).toMatchObject({ email: w.users.manager.email, role: 'manager', organizations: [w.own.organization.code] });

    const searched = AdminAccountListResponseSchema.parse(
      (await t.call('GET', `/admin/accounts?search=${encodeURIComponent(w.users.manager.email.toUpperCase())}`, { token: w.tokens.admin }))
        .body,
    );
    expect(searched.items.map((a) => a.id)).toEqual([w.users.manager.id]);
    expect(searched.total).toBe(1);

    const page2 = AdminAccountListResponseSchema.parse(
      (await t.call('GET', '/admin/accounts?page=2&pageSize=2', { token: w.tokens.admin })).body,
    );
    expect(page2.items.map((a) => a.id)).toEqual(all.items.slice(2, 4).map((a) => a.id));
    expect(page2.total).toBe(userCount);
  });

  it('refuses everyone but an admin, and bad paging names the field', async () => {
    expect((await t.call('GET', '/admin/accounts', { token: w.tokens.org_manager })).status).toBe(403);
    expect((await t.call('GET', '/admin/accounts', {})).status).toBe(401);
    const bad = await t.call('GET', '/admin/accounts?pageSize=1000', { token: w.tokens.admin });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('pageSize');
  });

  it("changes another account's role, never the admin's own", async () => {
    const changed = await t.call('PUT', `/admin/accounts/${w.users.user.id}/role`, { token: w.tokens.admin, body: { role: 'manager' } });
    expect(changed.status).toBe(200);
    expect(AdminAccountSchema.parse(changed.body)).toMatchObject({ id: w.users.user.id, role: 'manager' });
    const stored = await t.db.selectFrom('users').select('role').where('id', '=', w.users.user.id).executeTakeFirstOrThrow();
    expect(stored.role).toBe('manager');
    await t.call('PUT', `/admin/accounts/${w.users.user.id}/role`, { token: w.tokens.admin, body: { role: 'user' } });

    const own = await t.call('PUT', `/admin/accounts/${w.users.admin.id}/role`, { token: w.tokens.admin, body: { role: 'user' } });
    expect(own.status).toBe(409);
    const missing = await t.call('PUT', '/admin/accounts/nobody/role', { token: w.tokens.admin, body: { role: 'user' } });
    expect(missing.status).toBe(404);
    const badRole = await t.call('PUT', `/admin/accounts/${w.users.user.id}/role`, { token: w.tokens.admin, body: { role: 'root' } });
    expect(badRole.status).toBe(400);
    expect(JSON.stringify(badRole.body)).toContain('role');
    const byManager = await t.call('PUT', `/admin/accounts/${w.users.user.id}/role`, { token: w.tokens.manager, body: { role: 'admin' } });
    expect(byManager.status).toBe(403);
    const after = await t.db.selectFrom('users').select('role').where('id', '=', w.users.user.id).executeTakeFirstOrThrow();
    expect(after.role).toBe('user');
  });
});
