import { randomUUID } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import { accountMessages } from '@storykeep/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createOrganization, createUser, signInAs, TEST_PASSWORD, type TestApp } from '../../testing/test-app.js';
import { emptyDatabase, testDatabases } from '../../testing/test-databases.js';
import { hashPassword } from './passwords.js';

const ELEVEN = 'eleven char';
const COMMON = 'Qwerty123456';

describe.each(testDatabases)('the rules of a new password on $name', ({ open }) => {
  let t: TestApp;
  let org: { id: string };
  beforeAll(async () => {
    const database = await open();
    await emptyDatabase(database);
    t = await buildTestApp(database);
    org = await createOrganization(t.db, 'Riverbend');
  });

  const hashOf = async (email: string) =>
    (await t.db.selectFrom('users').select('password_hash').where('email', '=', email).executeTakeFirstOrThrow()).password_hash ?? '';
  const invite = async () => {
    const code = `inv-${randomUUID()}`;
    await t.db.insertInto('invites').values({ code, organization_id: org.id, role: 'user', email: null }).execute();
    return code;
  };
  const resetToken = async (email: string) => {
    t.mail.length = 0;
    await t.call('POST', '/send-password-recovery-email', { body: { email } });
    await t.drain();
    return t.mail.at(-1)?.link?.split('/password/new/')[1] ?? '';
  };

  it('refuses a registration whose password is shorter than 12 characters or common, naming password, and makes no account', async () => {
    const code = await invite();
    const body = (password: string) => ({ email: 'newcomer@example.org', fullname: 'New Comer', password, code });
    const short = await t.call('POST', '/registerbyinvite', { body: body(ELEVEN) });
    expect(short.status).toBe(400);
    expect(short.body.error).toMatchObject({ field: 'password', message: `password: ${accountMessages.passwordTooShort}` });
    const common = await t.call('POST', '/registerbyinvite', { body: body(COMMON) });
    expect(common.status).toBe(422);
    expect(common.body.error).toMatchObject({ code: 'COMMON_PASSWORD', field: 'password', message: accountMessages.passwordTooCommon });
    expect(await t.db.selectFrom('users').select('id').where('email', '=', 'newcomer@example.org').execute()).toEqual([]);
    expect((await t.call('POST', '/registerbyinvite', { body: body('twelve chars') })).status).toBe(201);
  });

  it('refuses a reset to a short or common password, naming password, and leaves the link usable', async () => {
    const user = await createUser(t.db, 'user', [org.id]);
    const token = await resetToken(user.email);
    const update = (password: string) => t.call('POST', '/password/update', { body: { token, password, password_confirm: password } });
    const short = await update(ELEVEN);
    expect([short.status, short.body.error.field]).toEqual([400, 'password']);
    const common = await update(COMMON);
    expect([common.status, common.body.error.field]).toEqual([422, 'password']);
    expect(await signInAs(t, user.email, TEST_PASSWORD)).toBeTruthy();
    expect((await update('a reset password')).status).toBe(200);
  });

  it('refuses a changed password that is short or common, naming newPassword, and keeps the old one', async () => {
    const user = await createUser(t.db, 'user', [org.id]);
    const token = await signInAs(t, user.email);
    const change = (newPassword: string) =>
      t.call('POST', '/auth/password', { token, body: { currentPassword: TEST_PASSWORD, newPassword } });
    const short = await change(ELEVEN);
    expect([short.status, short.body.error.field]).toEqual([400, 'newPassword']);
    const common = await change(COMMON);
    expect([common.status, common.body.error.field]).toEqual([422, 'newPassword']);
    expect(await signInAs(t, user.email, TEST_PASSWORD)).toBeTruthy();
  });

  it('still signs in with a shorter password chosen under the old 8-character rule', async () => {
    const user = await createUser(t.db, 'user', [org.id]);
    await t.db
      .updateTable('users')
      .set({ password_hash: await hashPassword('eight ch', undefined) })
      .where('id', '=', user.id)
      .execute();
    expect(await signInAs(t, user.email, 'eight ch')).toBeTruthy();
  });

  it('peppers a hash made before the pepper at the next sign-in; the row alone then verifies nothing', async () => {
    const user = await createUser(t.db, 'user', [org.id]);
    const before = await hashOf(user.email);
    expect(before).toMatch(/^\$argon2id\$/);
    expect(await signInAs(t, user.email)).toBeTruthy();
    const after = await hashOf(user.email);
    expect(after).toMatch(/^pk1\.[A-Za-z0-9_-]+\.\$argon2id\$/);
    expect(await verify(after.replace(/^pk1\.[^.]+\./, ''), TEST_PASSWORD)).toBe(false);
    expect(await signInAs(t, user.email)).toBeTruthy();
    expect(await hashOf(user.email)).toBe(after);
    expect((await t.call('POST', '/signin', { body: { email: user.email, password: 'not the password' } })).status).toBe(401);
  });

  it('stores every password it sets peppered', async () => {
    const user = await createUser(t.db, 'user', [org.id]);
    const token = await signInAs(t, user.email);
    await t.call('POST', '/auth/password', { token, body: { currentPassword: TEST_PASSWORD, newPassword: 'the next one for me' } });
    expect(await hashOf(user.email)).toMatch(/^pk1\./);
    const reset = await resetToken(user.email);
    const body = { token: reset, password: 'and then another', password_confirm: 'and then another' };
    expect((await t.call('POST', '/password/update', { body })).status).toBe(200);
    expect(await hashOf(user.email)).toMatch(/^pk1\./);
  });
});
