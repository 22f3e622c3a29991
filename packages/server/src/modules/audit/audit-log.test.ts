import { AuditEventListResponseSchema } from '@storykeep/core';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, TEST_PASSWORD, type TestApp } from '../../testing/test-app.js';
import { testDatabases } from '../../testing/test-databases.js';
import { addStory, buildWorld, type World } from '../../testing/world.js';

describe.each(testDatabases)('the security event log on $name', ({ open }) => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await buildTestApp(await open());
    w = await buildWorld(t.db);
  });

  const events = async (query: string, token = w.tokens.admin) => {
    const answer = await t.call('GET', `/admin/audit-events?${query}`, { token });
    expect(answer.status).toBe(200);
    return AuditEventListResponseSchema.parse(answer.body);
  };

  it('records sign-ins and their failures with the address, and never the password', async () => {
    const user = await createUser(t.db, 'user', [w.own.organization.id]);
    await t.app.inject({
      method: 'POST',
      url: '/api/signin',
      remoteAddress: '203.0.113.9',
      payload: { email: user.email, password: 'not-it-at-all' },
    });
    t.clock.now = new Date(t.clock.now.getTime() + 1000);
    await t.app.inject({
      method: 'POST',
      url: '/api/signin',
      remoteAddress: '203.0.113.9',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    const log = await events(`kind=sign_in&account=${encodeURIComponent(user.email)}`);
    expect(log.items.map((e) => [e.outcome, e.actorId, e.address])).toEqual([
      ['success', user.id, '203.0.113.9'],
      ['failure', user.id, '203.0.113.9'],
    ]);
    const stored = await t.db.selectFrom('audit_events').select(sql<string>`details::text`.as('details')).execute();
    expect(stored.map((row) => row.details).join(' ')).not.toContain('not-it-at-all');
    expect(stored.map((row) => row.details).join(' ')).not.toContain(TEST_PASSWORD);
  });

  it('records role changes, impersonation and deletions with who did it and to what', async () => {
    const target = await createUser(t.db, 'user', [w.own.organization.id]);
    expect((await t.call('PUT', `/admin/accounts/${target.id}/role`, { token: w.tokens.admin, body: { role: 'manager' } })).status).toBe(
      200,
    );
    expect((await t.call('POST', '/auth/switchUser', { token: w.tokens.admin, body: { email: target.email } })).status).toBe(200);
    const story = await addStory(t.db, w.own, 'To be deleted');
    expect((await t.call('DELETE', `/stories/${story}`, { token: w.tokens.manager })).status).toBe(200);
    const roles = await events('kind=role.change');
    expect(roles.items[0]).toMatchObject({ outcome: 'success', actorId: w.users.admin.id, targetType: 'user', targetId: target.id });
    const switched = await events('kind=impersonation.start');
    expect(switched.items[0]).toMatchObject({ actorId: w.users.admin.id, targetId: target.id, targetLabel: target.email });
    const deleted = await events('kind=story.delete');
    expect(deleted.items[0]).toMatchObject({ outcome: 'success', actorId: w.users.manager.id, targetType: 'story', targetId: story });
    // A refused attempt is kept too.
    const other = await addStory(t.db, w.own, 'Kept');
    expect((await t.call('DELETE', `/stories/${other}`, { token: w.tokens.guest })).status).toBeGreaterThanOrEqual(400);
    expect((await events(`kind=story.delete&account=${w.users.guest.id}`)).items[0]).toMatchObject({ outcome: 'refused', targetId: other });
  });

  it('filters by account, kind and date range, pages newest first, and answers administrators only', async () => {
    const user = await createUser(t.db, 'user', [w.own.organization.id]);
    for (let i = 0; i < 3; i += 1) {
      t.clock.now = new Date(t.clock.now.getTime() + 60_000);
      await t.app.inject({ method: 'POST', url: '/api/signin', payload: { email: user.email, password: `wrong-${i}-x` } });
    }
    const all = await events(`account=${encodeURIComponent(user.email)}&pageSize=2&page=1`);
    expect(all.total).toBe(3);
    expect(all.items).toHaveLength(2);
    expect(new Date(all.items[0]?.at ?? 0).getTime()).toBeGreaterThan(new Date(all.items[1]?.at ?? 0).getTime());
    expect((await events(`account=${encodeURIComponent(user.email)}&pageSize=2&page=2`)).items).toHaveLength(1);
    const lastTwo = new Date(t.clock.now.getTime() - 90_000).toISOString();
    expect((await events(`account=${encodeURIComponent(user.email)}&from=${encodeURIComponent(lastTwo)}`)).total).toBe(2);
    expect((await events(`account=${encodeURIComponent(user.email)}&to=${encodeURIComponent(lastTwo)}`)).total).toBe(1);
    expect((await events(`account=${encodeURIComponent(user.email)}&kind=two_factor.enable`)).total).toBe(0);
    for (const role of ['manager', 'org_manager', 'user', 'guest'] as const)
      expect((await t.call('GET', '/admin/audit-events', { token: w.tokens[role] })).status).toBe(403);
    expect((await t.call('GET', '/admin/audit-events')).status).toBe(401);
    expect((await t.call('GET', '/admin/audit-events?kind=nonsense', { token: w.tokens.admin })).body.error.field).toContain('kind');
  });

  it('answers the request even when the event cannot be written', async () => {
    const user = await createUser(t.db, 'user', [w.own.organization.id]);
    await sql`alter table audit_events rename to audit_events_away`.execute(t.db);
    try {
      const answer = await t.app.inject({ method: 'POST', url: '/api/signin', payload: { email: user.email, password: TEST_PASSWORD } });
      expect(answer.statusCode).toBe(200);
    } finally {
      await sql`alter table audit_events_away rename to audit_events`.execute(t.db);
    }
  });
});
