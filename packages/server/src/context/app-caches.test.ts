import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/database.js';
import type { DB } from '../db/schema.js';
import { buildTestApp, createUser, signInAs, type TestApp } from '../testing/test-app.js';
import { emptyDatabase, testDatabases } from '../testing/test-databases.js';
import { buildWorld, type World } from '../testing/world.js';

// Actors and projects are kept between requests; these cases prove that no change to what they are read from is
// ever missed, however it is made.

/** Asks until the answer's status is `status` (a notice from the database arrives a moment after commit). */
async function eventually(ask: () => Promise<{ status: number }>, status: number): Promise<number> {
  let last = 0;
  for (let attempt = 0; attempt < 400; attempt += 1) {
    last = (await ask()).status;
    if (last === status) return last;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return last;
}

describe.each(testDatabases)('kept actors and projects ($name)', ({ name, open }) => {
  let database: Database<DB>;
  let test: TestApp;
  let world: World;
  const stories = () => `/projects/${world.own.project}/stories`;

  beforeAll(async () => {
    database = await open();
    await emptyDatabase(database);
    world = await buildWorld(database.db);
    test = await buildTestApp(database);
  });
  afterAll(() => test.app.close());

  it("sees a member's removal from a project, and their return by raw SQL, on the very next request", async () => {
    const token = world.tokens.user;
    expect((await test.call('GET', stories(), { token })).status).toBe(200);
    expect((await test.call('GET', stories(), { token })).status).toBe(200);
    await database.db.deleteFrom('project_members').where('user_id', '=', world.users.user.id).execute();
    expect((await test.call('GET', stories(), { token })).status).toBe(404);
    await sql`insert into project_members (project_id, user_id, role) values (${world.own.project}, ${world.users.user.id}, 'project_member')`.execute(
      database.db,
    );
    expect((await test.call('GET', stories(), { token })).status).toBe(200);
  });

  it('sees a changed role and a renamed project at once', async () => {
    const token = world.tokens.manager;
    const quiet = `/projects/${world.own.quietProject}`;
    const other = `/projects/${world.other.project}`;
    expect((await test.call('GET', other, { token })).status).toBe(404);
    await database.db.updateTable('users').set({ role: 'admin' }).where('id', '=', world.users.manager.id).execute();
    expect((await test.call('GET', other, { token })).status).toBe(200);
    await database.db.updateTable('users').set({ role: 'manager' }).where('id', '=', world.users.manager.id).execute();
    expect((await test.call('GET', other, { token })).status).toBe(404);
    expect((await test.call('GET', quiet, { token })).body.name).not.toBe('Renamed');
    await database.db.updateTable('projects').set({ name: 'Renamed' }).where('id', '=', world.own.quietProject).execute();
    expect((await test.call('GET', quiet, { token })).body.name).toBe('Renamed');
  });

  it('refuses a kept token once it has expired or its session was signed out', async () => {
    const account = await createUser(database.db, 'user', [world.own.organization.id]);
    await database.db
      .insertInto('project_members')
      .values({ project_id: world.own.project, user_id: account.id, role: 'project_member' })
      .execute();
    const first = await signInAs(test, account.email);
    expect((await test.call('GET', stories(), { token: first })).status).toBe(200);
    const started = test.clock.now;
    test.clock.now = new Date(started.getTime() + 2 * 60 * 60 * 1000);
    expect((await test.call('GET', stories(), { token: first })).status).toBe(401);
    const second = await signInAs(test, account.email);
    expect((await test.call('GET', stories(), { token: second })).status).toBe(200);
    expect((await test.call('POST', '/signout', { token: second })).status).toBe(200);
    expect((await test.call('GET', stories(), { token: second })).status).toBe(401);
    test.clock.now = started;
  });

  it('hears the database announce, after commit, the table a statement changed', async () => {
    const heard: string[] = [];
    const stop = database.changes.subscribe((table) => heard.push(table));
    try {
      // Raw SQL: this process only knows that something changed; the table's name comes from the database's notice.
      await sql`update project_members set role = role where user_id = ${world.users.user.id}`.execute(database.db);
      for (let attempt = 0; attempt < 400 && !heard.includes('project_members'); attempt += 1) await new Promise((r) => setTimeout(r, 25));
      expect(heard).toContain('project_members');
    } finally {
      stop();
    }
  });

  it.skipIf(name === 'pglite')('hears of a change made through another instance, and of one committed after it was read', async () => {
    const elsewhere = await openDatabase<DB>({ databaseUrl: database.url });
    try {
      const token = world.tokens.project_manager;
      const member = world.users.project_manager.id;
      expect((await test.call('GET', stories(), { token })).status).toBe(200);
      await elsewhere.db.deleteFrom('project_members').where('user_id', '=', member).execute();
      expect(await eventually(() => test.call('GET', stories(), { token }), 404)).toBe(404);
      await elsewhere.db
        .insertInto('project_members')
        .values({ project_id: world.own.project, user_id: member, role: 'project_manager' })
        .execute();
      expect(await eventually(() => test.call('GET', stories(), { token }), 200)).toBe(200);
      // A request answered while a transaction is still open reads (and may keep) the rows from before it.
      await database.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('project_members').where('user_id', '=', member).execute();
        expect((await test.call('GET', stories(), { token })).status).toBe(200);
      });
      expect(await eventually(() => test.call('GET', stories(), { token }), 404)).toBe(404);
    } finally {
      await elsewhere.close();
    }
  });
});
