import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signInAs, type TestApp } from '../testing/test-app.js';
import { emptyDatabase, testDatabases } from '../testing/test-databases.js';
import { databaseIsEmpty, demoAccountsText, seedDemo } from './demo.seed.js';
import { DEFAULT_DEMO_PASSWORD, DEMO_ACCOUNTS } from './demo-data.js';

describe.each(testDatabases)('demo seed on $name', ({ open }) => {
  let t: TestApp;
  beforeAll(async () => {
    const database = await open();
    await emptyDatabase(database);
    t = await buildTestApp(database);
    expect(await databaseIsEmpty(database.db)).toBe(true);
    await seedDemo(database.db, 'demo-pass-1');
  });

  it('makes one account per role, each able to sign in with the given password', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const { body } = await t.call('POST', '/signin', { body: { email: account.email, password: 'demo-pass-1' } });
      expect(body.role).toBe(account.role);
    }
    expect(await databaseIsEmpty(t.db)).toBe(false);
  });

  it("shows Riverbend's interviews to its manager and none of Other Archive's", async () => {
    const token = await signInAs(t, 'manager@demo.storykeep.test', 'demo-pass-1');
    const mine = await t.call('GET', '/stories/?pageSize=50', { token });
    expect(mine.body.total).toBe(10);
    expect(mine.body.organizations.map((o: { organization_name: string }) => o.organization_name)).toEqual([
      'Riverbend Oral History Project',
    ]);
    const projects = await t.call('GET', '/projects?sort=name&direction=asc', { token });
    expect(projects.body.items.map((p: { name: string }) => p.name)).toEqual(['Mill Town Memories', 'River Voices']);
    const other = await signInAs(t, 'manager@other.storykeep.test', 'demo-pass-1');
    expect((await t.call('GET', '/stories/', { token: other })).body.total).toBe(2);
  });

  it('prints every account and the password', () => {
    const text = demoAccountsText(DEFAULT_DEMO_PASSWORD);
    expect(text).toContain('storykeep-demo');
    for (const account of DEMO_ACCOUNTS) expect(text).toContain(account.email);
  });
});
