import { DEFAULT_FEATURE_FLAGS } from '@storykeep/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { emptyDatabase, testDatabases } from '../../testing/test-databases.js';
import { buildWorld, type World } from '../../testing/world.js';

describe.each(testDatabases)('flags, visits and contact on $name', ({ open }) => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    const database = await open();
    await emptyDatabase(database);
    t = await buildTestApp(database);
    w = await buildWorld(t.db);
  });

  it('answers the defaults, then organization flags, then user flags over them', async () => {
    const all = await t.call('POST', '/feature_flags', { token: w.tokens.user, body: {} });
    expect(all.body).toEqual(DEFAULT_FEATURE_FLAGS);
    const org = await t.call('PUT', `/feature_flags/organization/${w.own.organization.code}`, {
      token: w.tokens.org_manager,
      body: { flags: { enableRemixer: true, localRecordingVideoBitrate: 2_000_000 } },
    });
    expect(org.status).toBe(200);
    expect(
      (await t.call('PUT', `/feature_flags/user/${w.users.user.id}`, { token: w.tokens.admin, body: { flags: { enableRemixer: false } } }))
        .status,
    ).toBe(200);
    const names = ['enableRemixer', 'localRecordingVideoBitrate', 'callPublisher'];
    expect((await t.call('POST', '/feature_flags', { token: w.tokens.user, body: { feature_flags: names } })).body).toEqual({
      enableRemixer: false,
      localRecordingVideoBitrate: 2_000_000,
      callPublisher: DEFAULT_FEATURE_FLAGS.callPublisher,
    });
    expect((await t.call('POST', '/feature_flags', { token: w.tokens.manager, body: { feature_flags: ['enableRemixer'] } })).body).toEqual({
      enableRemixer: true,
    });
    await t.call('PUT', `/feature_flags/user/${w.users.user.id}`, { token: w.tokens.admin, body: { flags: { enableRemixer: null } } });
    expect((await t.call('POST', '/feature_flags', { token: w.tokens.user, body: { feature_flags: ['enableRemixer'] } })).body).toEqual({
      enableRemixer: true,
    });
    expect((await t.call('PUT', `/feature_flags/user/${w.users.user.id}`, { token: w.tokens.manager, body: { flags: {} } })).status).toBe(
      403,
    );
    expect(
      (await t.call('POST', '/feature_flags', { token: w.tokens.user, body: { feature_flags: ['noSuchFlag'] } })).body.error.field,
    ).toBe('feature_flags.0');
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
    expect((await t.call('POST', '/contact-storykeep', { body: form })).status).toBe(200);
    expect(t.mail.at(-1)).toMatchObject({ to: 'contact@storykeep.local' });
    expect(t.mail.at(-1)?.text).toContain('Hello there');
    expect((await t.call('POST', '/contact-storykeep', { body: { ...form, email: 'not-an-email' } })).body.error.field).toBe('email');
  });
});
