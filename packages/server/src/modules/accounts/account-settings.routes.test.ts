import { beforeAll, describe, expect, it } from 'vitest';
import { createAdministrator } from '../../seed/administrator.seed.js';
import { buildTestApp, createUser, signInAs, TEST_PASSWORD, type TestApp } from '../../testing/test-app.js';
import { emptyDatabase, testDatabases } from '../../testing/test-databases.js';
import { newToken } from '../../tokens.js';

const MADE_PASSWORD = 'made-for-you-0123456789';

describe.each(testDatabases)('own password and name on $name', ({ open }) => {
  let t: TestApp;
  beforeAll(async () => {
    const database = await open();
    await emptyDatabase(database);
    t = await buildTestApp(database);
  });

  it('lets an administrator with a made password do nothing but choose a new one (or sign out) until it is chosen', async () => {
    expect(await createAdministrator(t.db, { email: 'first@example.org', name: 'First', password: MADE_PASSWORD, mustChange: true })).toBe(
      true,
    );
    const signIn = await t.call('POST', '/signin', { body: { email: 'first@example.org', password: MADE_PASSWORD } });
    expect(signIn.status).toBe(200);
    expect(signIn.body.mustChangePassword).toBe(true);
    const token: string = signIn.body.token;
    expect((await t.call('GET', '/current_user', { token })).body.mustChangePassword).toBe(true);
    for (const [method, url] of [
      ['GET', '/projects'],
      ['GET', '/admin/accounts'],
      ['POST', '/organization/create'],
      ['PATCH', '/account'],
    ] as const) {
      const refused = await t.call(method, url, { token, body: method === 'GET' ? undefined : {} });
      expect(refused.status, url).toBe(403);
      expect(refused.body.error.code, url).toBe('PASSWORD_CHANGE_REQUIRED');
    }
    // The same password again is no change.
    const same = await t.call('POST', '/auth/password', { token, body: { currentPassword: MADE_PASSWORD, newPassword: MADE_PASSWORD } });
    expect(same.status).toBe(422);
    expect(same.body.error.field).toBe('newPassword');
    const changed = await t.call('POST', '/auth/password', {
      token,
      body: { currentPassword: MADE_PASSWORD, newPassword: 'my own long password' },
    });
    expect(changed.status).toBe(200);
    expect((await t.call('GET', '/current_user', { token })).body.mustChangePassword).toBe(false);
    expect((await t.call('GET', '/projects', { token })).status).toBe(200);
    expect((await t.call('POST', '/signin', { body: { email: 'first@example.org', password: MADE_PASSWORD } })).status).toBe(401);
    expect(
      (await t.call('POST', '/signin', { body: { email: 'first@example.org', password: 'my own long password' } })).body.mustChangePassword,
    ).toBe(false);
  });

  it('makes a second administrator of the same e-mail never', async () => {
    expect(
      await createAdministrator(t.db, { email: 'First@example.org', name: 'Again', password: 'another-0123456', mustChange: true }),
    ).toBe(false);
    const rows = await t.db.selectFrom('users').select('full_name').where('email', '=', 'first@example.org').execute();
    expect(rows.map((row) => row.full_name)).toEqual(['First']);
  });

  it('changes a password only with the current one, and ends every other session and e-mailed link', async () => {
    const { id, email } = await createUser(t.db, 'user');
    const here = await signInAs(t, email);
    const elsewhere = await signInAs(t, email);
    const linkHash = newToken();
    await t.db
      .insertInto('one_time_tokens')
      .values({ token_hash: linkHash, user_id: id, purpose: 'password_reset', expires_at: new Date(t.clock.now.getTime() + 3_600_000) })
      .execute();
    const wrong = await t.call('POST', '/auth/password', {
      token: here,
      body: { currentPassword: 'not it at all', newPassword: 'brand new pass' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.field).toBe('currentPassword');
    expect((await t.call('POST', '/signin', { body: { email, password: TEST_PASSWORD } })).status).toBe(200);
    const short = await t.call('POST', '/auth/password', { token: here, body: { currentPassword: TEST_PASSWORD, newPassword: 'short' } });
    expect(short.status).toBe(400);
    expect(short.body.error.field).toBe('newPassword');

    expect(
      (await t.call('POST', '/auth/password', { token: here, body: { currentPassword: TEST_PASSWORD, newPassword: 'brand new pass' } }))
        .status,
    ).toBe(200);
    expect((await t.call('GET', '/current_user', { token: here })).status).toBe(200);
    expect((await t.call('GET', '/current_user', { token: elsewhere })).status).toBe(401);
    const usable = t.db.selectFrom('one_time_tokens').select('token_hash').where('user_id', '=', id).where('used_at', 'is', null);
    expect(await usable.execute()).toEqual([]);
    expect((await t.call('POST', '/signin', { body: { email, password: 'brand new pass' } })).status).toBe(200);
  });

  it('renames the signed-in person, and only them, naming an empty name as the field at fault', async () => {
    const { id, email } = await createUser(t.db, 'user');
    const other = await createUser(t.db, 'user');
    const token = await signInAs(t, email);
    const renamed = await t.call('PATCH', '/account', { token, body: { fullname: '  Ruth Okafor ' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.full_name).toBe('Ruth Okafor');
    expect((await t.call('GET', '/current_user', { token })).body.full_name).toBe('Ruth Okafor');
    const empty = await t.call('PATCH', '/account', { token, body: { fullname: '   ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.error.field).toBe('fullname');
    const names = await t.db.selectFrom('users').select(['id', 'full_name']).where('id', 'in', [id, other.id]).execute();
    expect(names.find((row) => row.id === other.id)?.full_name).toBe('Test user');
    expect((await t.call('PATCH', '/account', { body: { fullname: 'Nobody' } })).status).toBe(401);
  });
});
