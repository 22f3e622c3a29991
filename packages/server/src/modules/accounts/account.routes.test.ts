import { randomUUID } from 'node:crypto';
import { CurrentUserResponseSchema, SessionResponseSchema, shellMessages, workspaceMessages } from '@storykeep/core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, createOrganization, createUser, signInAs, TEST_PASSWORD, type TestApp } from '../../testing/test-app.js';
import { emptyDatabase, testDatabases } from '../../testing/test-databases.js';
import { totpCode } from './totp.js';

describe.each(testDatabases)('accounts on $name', ({ open }) => {
  let t: TestApp;
  let org: { id: string; code: string };
  beforeAll(async () => {
    const database = await open();
    await emptyDatabase(database);
    t = await buildTestApp(database, {
      accountDelay: { freeFailures: 3, baseSeconds: 60, maxSeconds: 600, forgetSeconds: 3600 },
      addressDelay: { freeFailures: 6, baseSeconds: 60, maxSeconds: 600, forgetSeconds: 3600 },
    });
  });
  beforeEach(async () => {
    // Notices of changes an earlier test made go out first, so each test sees only its own mail.
    await t.drain();
    t.mail.length = 0;
    org = await createOrganization(t.db, 'Riverbend');
  });

  const codeNow = (secret: string) => totpCode(secret, Math.floor(t.clock.now.getTime() / 1000));
  /** Sends the queued mail and opens the newest link to `email` (a registration's confirmation): answers the session. */
  const confirmByMail = async (email: string) => {
    await t.drain();
    const link = t.mail.filter((m) => m.to === email.toLowerCase()).at(-1)?.link ?? '';
    const token = new URL(link).searchParams.get('token');
    const session = await t.call('POST', '/magic-link', { body: { token } });
    expect(session.status).toBe(200);
    return { session: SessionResponseSchema.parse(session.body), link: new URL(link) };
  };

  describe('sign-in', () => {
    it('answers a session with the user and organization info, for the e-mail in any case and with spaces around', async () => {
      const user = await createUser(t.db, 'user', [org.id]);
      const { status, body } = await t.call('POST', '/signin', {
        body: { email: ` ${user.email.toUpperCase()} `, password: TEST_PASSWORD, visitorId: 'v-1' },
      });
      expect(status).toBe(200);
      const session = SessionResponseSchema.parse(body);
      expect(session).toMatchObject({ user_id: user.id, role: 'user', visitorId: 'v-1', is2FA: false, is2FACompleted: true });
      expect(session.organization_info).toEqual({ organizational_code: org.code, organization_name: 'Riverbend' });
      const me = await t.call('GET', '/current_user?visitorId=v-2', { token: session.token });
      expect(CurrentUserResponseSchema.parse(me.body)).toMatchObject({ user_id: user.id, visitorId: 'v-2', impersonatedBy: null });
    });

    it('refuses a wrong password and an unknown e-mail alike with 401', async () => {
      const user = await createUser(t.db, 'user', [org.id]);
      const wrong = await t.call('POST', '/signin', { body: { email: user.email, password: 'nope-nope' } });
      const unknown = await t.call('POST', '/signin', { body: { email: 'nobody@example.org', password: TEST_PASSWORD } });
      expect([wrong.status, unknown.status]).toEqual([401, 401]);
      expect(wrong.body.error.message).toBe('Unknown email or invalid password');
      expect(unknown.body).toEqual(wrong.body);
    });

    it('makes an account wait (429 with retry-after) after failures, then lets the right password in', async () => {
      const user = await createUser(t.db, 'user', [org.id]);
      for (let i = 0; i < 4; i += 1)
        expect((await t.call('POST', '/signin', { body: { email: user.email, password: 'wrong-one' } })).status).toBe(401);
      const waiting = await t.app.inject({ method: 'POST', url: '/api/signin', payload: { email: user.email, password: TEST_PASSWORD } });
      expect(waiting.statusCode).toBe(429);
      expect(Number(waiting.headers['retry-after'])).toBe(60);
      t.clock.now = new Date(t.clock.now.getTime() + 61 * 1000);
      expect((await t.call('POST', '/signin', { body: { email: user.email, password: TEST_PASSWORD } })).status).toBe(200);
      await t.db.deleteFrom('sign_in_delays').execute();
    });

    it('makes one address wait after failures across accounts', async () => {
      await t.db.deleteFrom('sign_in_delays').execute();
      for (let i = 0; i < 7; i += 1) await t.call('POST', '/signin', { body: { email: `x${i}@example.org`, password: 'wrong-one' } });
      const user = await createUser(t.db, 'user', [org.id]);
      expect((await t.call('POST', '/signin', { body: { email: user.email, password: TEST_PASSWORD } })).status).toBe(429);
      await t.db.deleteFrom('sign_in_delays').execute();
    });

    it('refuses unknown fields naming them', async () => {
      const { status, body } = await t.call('POST', '/signin', { body: { email: 'a@b.org', password: 'x', admin: true } });
      expect(status).toBe(400);
      expect(body.error.field).toBe('admin');
    });
  });

  describe('registration by invite', () => {
    const invite = async (role: 'user' | 'manager', email: string | null = null) => {
      const code = `inv-${Math.random().toString(36).slice(2)}`;
      await t.db.insertInto('invites').values({ code, organization_id: org.id, role, email }).execute();
      return code;
    };
    const registration = (code: string, email: string) => ({
      email,
      fullname: 'Ada Lovelace',
      password: 'long enough pw',
      code,
      newsletter: true,
    });

    it('creates a user in the invitation organization, active once the e-mailed link is opened', async () => {
      const code = await invite('user');
      const { status, body } = await t.call('POST', '/registerbyinvite', { body: registration(code, 'ada@example.org') });
      expect(status).toBe(201);
      expect(body).toEqual({ status: 'verification_sent', email: 'ada@example.org' });
      expect((await t.call('POST', '/registerbyinvite', { body: registration(code, 'ada2@example.org') })).status).toBe(404);
      const early = await t.call('POST', '/signin', { body: { email: 'ada@example.org', password: 'long enough pw' } });
      expect(early.status).toBe(403);
      expect(early.body.error).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', message: workspaceMessages.signInEmailUnverified });
      const { session } = await confirmByMail('ada@example.org');
      expect(session).toMatchObject({ role: 'user', organization_info: { organizational_code: org.code } });
      expect((await t.call('POST', '/signin', { body: { email: 'ada@example.org', password: 'long enough pw' } })).status).toBe(200);
    });

    it('creates managers only from manager invitations', async () => {
      const userCode = await invite('user');
      expect((await t.call('POST', '/registermanagerbyinvite', { body: registration(userCode, 'm1@example.org') })).status).toBe(403);
      const managerCode = await invite('manager');
      expect((await t.call('POST', '/registermanagerbyinvite', { body: registration(managerCode, 'm1@example.org') })).status).toBe(201);
      expect((await confirmByMail('m1@example.org')).session.role).toBe('manager');
    });

    it('answers 422 when the e-mail is registered already', async () => {
      const user = await createUser(t.db, 'user', [org.id]);
      const { status, body } = await t.call('POST', '/registerbyinvite', { body: registration(await invite('user'), user.email) });
      expect(status).toBe(422);
      expect(body.error).toMatchObject({ code: 'EMAIL_TAKEN', field: 'email' });
    });
  });

  describe('registration by ticket', () => {
    const ticketFor = async () => {
      const manager = await createUser(t.db, 'manager', [org.id]);
      const project = randomUUID();
      await t.db
        .insertInto('projects')
        .values({ id: project, organization_id: org.id, name: 'Oral histories', join_code: `j-${project}` })
        .execute();
      await t.db.insertInto('project_members').values({ project_id: project, user_id: manager.id, role: 'project_manager' }).execute();
      const token = await signInAs(t, manager.email);
      const made = await t.call('POST', `/projects/${project}/tickets`, { token, body: {} });
      expect(made.status).toBe(201);
      return { project, ticket: made.body.ticket as string };
    };
    const registration = (code: string, email: string) => ({ email, fullname: 'Grace Guest', password: 'long enough pw', code });

    it('creates a guest with no membership, and leaves the ticket to be redeemed afterwards', async () => {
      const { project, ticket } = await ticketFor();
      const { status } = await t.call('POST', '/registerbyinvite', { body: registration(ticket, 'grace@example.org') });
      expect(status).toBe(201);
      const { session, link } = await confirmByMail('grace@example.org');
      // The link leads on to the ticket, which redeems it once signed in.
      expect(link.searchParams.get('next')).toBe(`/ticket/${ticket}`);
      expect(session).toMatchObject({ role: 'guest', organization_info: null });
      const memberships = await t.db.selectFrom('project_members').select('project_id').where('user_id', '=', session.user_id).execute();
      expect(memberships).toEqual([]);
      const stored = await t.db.selectFrom('tickets').select(['used_at', 'used_by']).where('id', '=', ticket).executeTakeFirstOrThrow();
      expect(stored).toEqual({ used_at: null, used_by: null });
      const redeemed = await t.call('POST', `/ticket/${ticket}`, { token: session.token, body: { visitor_id: 'v-9' } });
      expect(redeemed.status).toBe(200);
      expect(redeemed.body.project_id).toBe(project);
      const joined = await t.db.selectFrom('project_members').select('role').where('user_id', '=', session.user_id).execute();
      expect(joined).toEqual([{ role: 'project_member' }]);
    });

    it('refuses a used ticket, an unknown one and an expired one like an unknown invitation', async () => {
      const { ticket } = await ticketFor();
      await t.call('POST', '/registerbyinvite', { body: registration(ticket, 'first@example.org') });
      const first = await confirmByMail('first@example.org');
      expect((await t.call('POST', `/ticket/${ticket}`, { token: first.session.token, body: {} })).status).toBe(200);
      const used = await t.call('POST', '/registerbyinvite', { body: registration(ticket, 'second@example.org') });
      const unknown = await t.call('POST', '/registerbyinvite', { body: registration('no-such-ticket', 'third@example.org') });
      expect([used.status, unknown.status]).toEqual([404, 404]);
      expect(used.body).toEqual(unknown.body);
      const late = await ticketFor();
      await t.db
        .updateTable('tickets')
        .set({ expires_at: new Date(t.clock.now.getTime() - 1000) })
        .where('id', '=', late.ticket)
        .execute();
      expect((await t.call('POST', '/registerbyinvite', { body: registration(late.ticket, 'late@example.org') })).status).toBe(404);
      const users = await t.db
        .selectFrom('users')
        .select('id')
        .where('email', 'in', ['second@example.org', 'third@example.org', 'late@example.org'])
        .execute();
      expect(users).toEqual([]);
    });

    it('answers 422 for a registered e-mail and leaves the ticket unused', async () => {
      const { ticket } = await ticketFor();
      const user = await createUser(t.db, 'user', [org.id]);
      const { status, body } = await t.call('POST', '/registerbyinvite', { body: registration(ticket, user.email.toUpperCase()) });
      expect(status).toBe(422);
      expect(body.error).toMatchObject({ code: 'EMAIL_TAKEN', field: 'email', message: shellMessages.registrationEmailTaken });
      const stored = await t.db.selectFrom('tickets').select('used_at').where('id', '=', ticket).executeTakeFirstOrThrow();
      expect(stored.used_at).toBeNull();
    });

    it('does not make managers from a ticket', async () => {
      const { ticket } = await ticketFor();
      expect((await t.call('POST', '/registermanagerbyinvite', { body: registration(ticket, 'boss@example.org') })).status).toBe(404);
    });

    it('names the field of bad input and creates nobody', async () => {
      const { ticket } = await ticketFor();
      const { status, body } = await t.call('POST', '/registerbyinvite', {
        body: { ...registration(ticket, 'not-an-email'), fullname: 'G' },
      });
      expect(status).toBe(400);
      expect(body.error.field).toBe('email');
    });
  });

  describe('sessions', () => {
    it('signs out: the token stops working', async () => {
      const user = await createUser(t.db, 'user', [org.id]);
      const token = await signInAs(t, user.email);
      expect((await t.call('POST', '/signout', { token })).status).toBe(200);
      expect((await t.call('GET', '/current_user', { token })).status).toBe(401);
    });

    it('refreshes once per refresh token, and a failed refresh is a 401', async () => {
      const user = await createUser(t.db, 'user', [org.id]);
      const signIn = await t.call('POST', '/signin', { body: { email: user.email, password: TEST_PASSWORD } });
      t.clock.now = new Date(t.clock.now.getTime() + 2 * 60 * 60 * 1000);
      expect((await t.call('GET', '/current_user', { token: signIn.body.token })).status).toBe(401);
      const refreshed = await t.call('POST', '/auth/refresh', { body: { refresh_token: signIn.body.refresh_token } });
      expect(refreshed.status).toBe(200);
      expect((await t.call('GET', '/current_user', { token: refreshed.body.token })).status).toBe(200);
      expect((await t.call('POST', '/auth/refresh', { body: { refresh_token: signIn.body.refresh_token } })).status).toBe(401);
    });
  });

  describe('links by e-mail', () => {
    it('recovers a password: mail with link, update by token, old password refused', async () => {
      const user = await createUser(t.db, 'user', [org.id]);
      expect((await t.call('POST', '/send-password-recovery-email', { body: { email: user.email } })).status).toBe(200);
      expect((await t.call('POST', '/send-password-recovery-email', { body: { email: 'ghost@example.org' } })).status).toBe(200);
      expect(t.mail).toHaveLength(0);
      await t.drain();
      expect(t.mail).toHaveLength(1);
      const token = t.mail[0]?.link?.split('/password/new/')[1] ?? '';
      const mismatch = await t.call('POST', '/password/update', { body: { token, password: 'new password 1', password_confirm: 'other' } });
      expect(mismatch.status).toBe(422);
      const update = { token, password: 'new password 1', password_confirm: 'new password 1' };
      expect((await t.call('POST', '/password/update', { body: update })).status).toBe(200);
      expect((await t.call('POST', '/password/update', { body: update })).status).toBe(400);
      expect((await t.call('POST', '/signin', { body: { email: user.email, password: TEST_PASSWORD } })).status).toBe(401);
      expect(await signInAs(t, user.email, 'new password 1')).toBeTruthy();
    });

    it('signs in once with a magic link', async () => {
      const user = await createUser(t.db, 'user', [org.id]);
      await t.call('POST', '/magic-link/send', { body: { email: user.email } });
      await t.drain();
      const token = new URL(t.mail[0]?.link ?? 'http://x').searchParams.get('token');
      const first = await t.call('POST', '/magic-link', { body: { token } });
      expect(first.body.user_id).toBe(user.id);
      expect((await t.call('POST', '/magic-link', { body: { token } })).status).toBe(400);
    });
  });

  describe('two-factor', () => {
    it('lets a user opt in; later sign-ins wait for the code', async () => {
      const user = await createUser(t.db, 'user', [org.id]);
      const token = await signInAs(t, user.email);
      const setup = await t.call('POST', '/auth/2fa/setup', { token });
      expect(setup.body.otpauth_url).toContain(encodeURIComponent(user.email));
      expect((await t.call('POST', '/auth/2fa/enable', { token, body: { code: '000000' } })).status).toBe(422);
      const enabled = await t.call('POST', '/auth/2fa/enable', { token, body: { code: codeNow(setup.body.secret) } });
      expect(enabled.body).toMatchObject({ twofactorAuthenticationEnabled: true, is2FACompleted: true });
      // Each code is accepted once: the sign-in below waits for the next one.
      t.clock.now = new Date(t.clock.now.getTime() + 30_000);

      const next = await t.call('POST', '/signin', { body: { email: user.email, password: TEST_PASSWORD } });
      expect(next.body).toMatchObject({ is2FA: true, is2FACompleted: false, is2FASuccess: false });
      expect((await t.call('POST', '/auth/switchUser', { token: next.body.token, body: { email: user.email } })).body.error.code).toBe(
        'TWO_FACTOR_REQUIRED',
      );
      expect((await t.call('POST', '/auth/2fa/setup', { token: next.body.token })).status).toBe(403);
      const verified = await t.call('POST', '/auth/2fa/verify', { token: next.body.token, body: { code: codeNow(setup.body.secret) } });
      expect(verified.body).toMatchObject({ is2FASuccess: true, is2FACompleted: true });
      expect((await t.call('GET', '/current_user', { token: next.body.token })).body.is2FACompleted).toBe(true);
    });

    it('makes members of a forcing organization enrol before anything else', async () => {
      await t.db.updateTable('organizations').set({ force_two_factor: true }).where('id', '=', org.id).execute();
      const user = await createUser(t.db, 'user', [org.id]);
      const session = await t.call('POST', '/signin', { body: { email: user.email, password: TEST_PASSWORD } });
      expect(session.body).toMatchObject({ orgLevel2faEnabled: true, forceTwofactorAuthentication: true, is2FACompleted: false });
      const token = session.body.token;
      const setup = await t.call('POST', '/auth/2fa/setup', { token });
      await t.call('POST', '/auth/2fa/enable', { token, body: { code: codeNow(setup.body.secret) } });
      t.clock.now = new Date(t.clock.now.getTime() + 30_000);
      expect((await t.call('GET', '/current_user', { token })).body).toMatchObject({
        is2FACompleted: true,
        forceTwofactorAuthentication: false,
      });
      expect((await t.call('POST', '/auth/2fa/disable', { token, body: { code: codeNow(setup.body.secret) } })).status).toBe(403);
    });
  });

  describe('impersonation', () => {
    it('lets an admin switch to a user, answers 404 for nobody, and refuses non-admins', async () => {
      const admin = await createUser(t.db, 'admin');
      const user = await createUser(t.db, 'user', [org.id]);
      const adminToken = await signInAs(t, admin.email);
      const switched = await t.call('POST', '/auth/switchUser', { token: adminToken, body: { email: user.email } });
      expect(switched.body.user_id).toBe(user.id);
      expect((await t.call('GET', '/current_user', { token: switched.body.token })).body.impersonatedBy).toBe(admin.id);
      expect((await t.call('GET', '/current_user', { token: adminToken })).body.user_id).toBe(admin.id);
      expect((await t.call('POST', '/auth/switchUser', { token: adminToken, body: { email: 'none@example.org' } })).status).toBe(404);
      const userToken = await signInAs(t, user.email);
      expect((await t.call('POST', '/auth/switchUser', { token: userToken, body: { email: admin.email } })).status).toBe(403);
    });
  });
});
