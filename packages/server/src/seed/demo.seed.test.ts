import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { buildTestApp, signInAs, type TestApp } from '../testing/test-app.js';
import { emptyDatabase, testDatabases } from '../testing/test-databases.js';
import { adminPasswordFrom, adminPasswordText } from './admin-password.js';
import { databaseIsEmpty, demoAccountsText, seedDemo } from './demo.seed.js';
import { DEFAULT_DEMO_PASSWORD, DEMO_ACCOUNTS, DEMO_ADMIN_EMAIL, OTHER_ARCHIVE, RIVERBEND } from './demo-data.js';
import { ALL_DEMO_SCRIPTS } from './demo-media.seed.js';

describe.each(testDatabases)('demo seed on $name', ({ open }) => {
  let t: TestApp;
  beforeAll(async () => {
    const database = await open();
    await emptyDatabase(database);
    t = await buildTestApp(database);
    expect(await databaseIsEmpty(database.db)).toBe(true);
    await seedDemo(database.db, 'admin-pass-0123', 'demo-pass-0001');
  });

  it('makes one account per role, each able to sign in with the given password, the administrator with its own', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const admin = account.email === DEMO_ADMIN_EMAIL;
      const { body } = await t.call('POST', '/signin', {
        body: { email: account.email, password: admin ? 'admin-pass-0123' : 'demo-pass-0001' },
      });
      expect(body.role).toBe(account.role);
    }
    const published = await t.call('POST', '/signin', { body: { email: DEMO_ADMIN_EMAIL, password: 'demo-pass-0001' } });
    expect(published.status).toBe(401);
    const stored = await t.db.selectFrom('users').select('password_hash').where('email', '=', DEMO_ADMIN_EMAIL).executeTakeFirstOrThrow();
    expect(stored.password_hash).not.toContain('admin-pass-0123');
    expect(await databaseIsEmpty(t.db)).toBe(false);
  });

  it("shows Riverbend's interviews to its manager and none of Other Archive's", async () => {
    const token = await signInAs(t, 'manager@demo.storykeep.test', 'demo-pass-0001');
    const mine = await t.call('GET', '/stories/?pageSize=50', { token });
    expect(mine.body.total).toBe(10);
    expect(mine.body.organizations.map((o: { organization_name: string }) => o.organization_name)).toEqual([
      'Riverbend Oral History Project',
    ]);
    const projects = await t.call('GET', '/projects?sort=name&direction=asc', { token });
    expect(projects.body.items.map((p: { name: string }) => p.name)).toEqual(['Mill Town Memories', 'River Voices']);
    const other = await signInAs(t, 'manager@other.storykeep.test', 'demo-pass-0001');
    expect((await t.call('GET', '/stories/', { token: other })).body.total).toBe(2);
  });

  it('claims no duration for an interview: lengths come from media, which the demo recordings bring later', async () => {
    const stories = await t.db.selectFrom('stories').select(['title', 'duration']).execute();
    expect(stories.length).toBe(12);
    expect(stories.filter((s) => s.duration !== null)).toEqual([]);
  });

  it('has a recording script, with chapters and a clip, for every demo interview a newcomer meets', () => {
    const titles = [...RIVERBEND.projects, ...OTHER_ARCHIVE.projects].flatMap((p) => p.interviews.map(([title]) => title));
    expect(ALL_DEMO_SCRIPTS.map((s) => s.title).sort()).toEqual([...titles].sort());
    for (const script of ALL_DEMO_SCRIPTS) {
      expect(script.chapters.length, script.title).toBeGreaterThan(0);
      expect(
        script.chapters.every((c) => c.line < script.lines.length),
        script.title,
      ).toBe(true);
      expect(script.clip && script.clip.from <= script.clip.to && script.clip.to < script.lines.length, script.title).toBe(true);
    }
  });

  it('gives Mill Town Memories a campaign of people to interview', async () => {
    const token = await signInAs(t, 'manager@demo.storykeep.test', 'demo-pass-0001');
    const projects = await t.call('GET', '/projects?sort=name&direction=asc', { token });
    const mill = projects.body.items.find((p: { name: string }) => p.name === 'Mill Town Memories');
    const campaign = await t.call('GET', `/projects/${mill._id}/campaign`, { token });
    expect(campaign.body.items.map((p: { name: string; status: string }) => `${p.name}: ${p.status}`)).toEqual([
      'Irena Kowalski: to_invite',
      'Walt Dunmore: scheduled',
      'Rosa Meyer: declined',
    ]);
  });

  it('prints every account and the password', () => {
    const text = demoAccountsText(DEFAULT_DEMO_PASSWORD);
    expect(text).toContain('storykeep-demo');
    for (const account of DEMO_ACCOUNTS) expect(text).toContain(account.email);
  });
});

describe('the first administrator password', () => {
  it('is generated, strong and different each time unless STORYKEEP_ADMIN_PASSWORD gives it', () => {
    const first = adminPasswordFrom(loadConfig({}).adminPassword);
    const second = adminPasswordFrom(undefined);
    expect(first.generated).toBe(true);
    expect(first.password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(second.password).not.toBe(first.password);
    expect(first.password).not.toBe(DEFAULT_DEMO_PASSWORD);
    expect(adminPasswordText(DEMO_ADMIN_EMAIL, first)).toContain(first.password);
    const given = adminPasswordFrom(loadConfig({ STORYKEEP_ADMIN_PASSWORD: 'chosen-by-ci-0001' }).adminPassword);
    expect(given).toEqual({ password: 'chosen-by-ci-0001', generated: false });
    expect(adminPasswordText(DEMO_ADMIN_EMAIL, given)).not.toContain('chosen-by-ci-0001');
    expect(() => loadConfig({ STORYKEEP_ADMIN_PASSWORD: 'short' })).toThrow('STORYKEEP_ADMIN_PASSWORD');
    expect(() => adminPasswordFrom('short')).toThrow('STORYKEEP_ADMIN_PASSWORD');
  });
});
