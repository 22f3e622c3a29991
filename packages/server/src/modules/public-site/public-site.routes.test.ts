import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { emptyDatabase, testDatabases } from '../../testing/test-databases.js';
import { buildWorld, type World } from '../../testing/world.js';

describe.each(testDatabases)('visits and the contact form on $name', ({ open }) => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    const database = await open();
    await emptyDatabase(database);
    t = await buildTestApp(database);
    w = await buildWorld(t.db);
  });

  it('records visits, signed in or not', async () => {
    const visit = {
      visitor_id: 'v-123',
      fingerprint_id: null,
      landing_page: '/welcome',
      user_agent: 'test',
      user_platform: 'Linux',
      network_down: 10,
      network_rtt: 50,
      network_effective_type: '4g',
      ga_client_id: null,
      ga_session_id: null,
      gclid: null,
    };
    expect((await t.call('POST', '/visits/create', { body: visit })).status).toBe(201);
    expect((await t.call('POST', '/visits/create', { token: w.tokens.user, body: visit })).status).toBe(201);
    const rows = await t.db.selectFrom('visits').select(['visitor_id', 'user_id']).orderBy('user_id').execute();
    expect(rows).toEqual([
      { visitor_id: 'v-123', user_id: w.users.user.id },
      { visitor_id: 'v-123', user_id: null },
    ]);
  });

  it('mails the contact form to the provider', async () => {
    const form = { name: 'Ada', email: 'ada@example.org', message: 'Hello there', location: 'https://storykeep.test/features' };
    const before = t.mail.length;
    expect((await t.call('POST', '/contact-storykeep', { body: form })).status).toBe(200);
    // Queued, not sent inside the request: the mail goes out when the job runs.
    expect(t.mail.length).toBe(before);
    expect(await t.drain()).toBe(1);
    expect(t.mail.at(-1)).toMatchObject({ to: 'contact@storykeep.local', subject: 'Contact form (storykeep) from Ada' });
    expect(t.mail.at(-1)?.text).toContain('Hello there');
    expect((await t.call('POST', '/contact-storykeep', { body: { ...form, email: 'not-an-email' } })).body.error.field).toBe('email');
  });
});
