import { DEFAULT_FEATURE_FLAGS } from '@storykeep/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { emptyDatabase, testDatabases } from '../../testing/test-databases.js';
import { buildWorld, type World } from '../../testing/world.js';

describe.each(testDatabases)('feature flags on $name', ({ open }) => {
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
    const screen = await t.call('GET', `/feature_flags/organization/${w.own.organization.code}`, { token: w.tokens.org_manager });
    expect(screen.body).toEqual({ ...DEFAULT_FEATURE_FLAGS, enableRemixer: true, localRecordingVideoBitrate: 2_000_000 });
    expect((await t.call('GET', `/feature_flags/organization/${w.own.organization.code}`, { token: w.tokens.user })).status).toBe(403);
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
});
