import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../ports/mailer.port.js';
import { createAdministrator } from '../../seed/administrator.seed.js';
import { buildTestApp, createUser, signInAs, TEST_PASSWORD, type TestApp } from '../../testing/test-app.js';
import { testDatabases } from '../../testing/test-databases.js';
import { ACCOUNT_NOTICE_JOB, type AccountNoticePayload, noticeKey } from './account-notice.jobs.js';
import { totpCode } from './totp.js';

const RECOVERY_PAGE = 'http://storykeep.test/password_recovery';

// ASVS 2.2.3 and 2.5.5: a change of a password or of two-factor is told to the account's holder, by a queued mail that
// carries no secret and goes out once per change.
describe.each(testDatabases)('notices of account changes on $name', ({ open }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(await open());
  });
  beforeEach(() => {
    t.mail.length = 0;
  });

  const later = (seconds: number) => {
    t.clock.now = new Date(t.clock.now.getTime() + seconds * 1000);
  };
  const codeAt = (secret: string) => totpCode(secret, Math.floor(t.clock.now.getTime() / 1000));

  /** The notice jobs queued for one account, oldest first. */
  const noticeJobs = async (userId: string) => {
    const rows = await t.db
      .selectFrom('jobs')
      .select(['payload', 'dedupe_key', 'created_at'])
      .where('type', '=', ACCOUNT_NOTICE_JOB)
      .orderBy('created_at')
      .execute();
    return rows
      .map((row) => ({
        payload: (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as AccountNoticePayload,
        dedupeKey: row.dedupe_key,
      }))
      .filter((job) => job.payload.userId === userId);
  };
  const noticesTo = (email: string) => t.mail.filter((m) => m.to === email && m.link === RECOVERY_PAGE);

  /** A notice holds no secret: its job names only the change, and its mail links to the page that asks for a reset. */
  const expectNoSecret = (jobs: { payload: AccountNoticePayload; dedupeKey: string | null }[], mails: MailMessage[], secrets: string[]) => {
    for (const job of jobs) {
      expect(Object.keys(job.payload).sort()).toEqual(['at', 'eventId', 'kind', 'userId']);
      expect(job.dedupeKey).toBe(noticeKey(job.payload));
    }
    for (const mail of mails) {
      expect(mail.text).toContain(RECOVERY_PAGE);
      expect(mail.text).not.toMatch(/token|\/password\/new\/|magic-link/i);
      for (const secret of secrets) expect(mail.text).not.toContain(secret);
    }
  };

  it('tells the holder once when they change their password, and after the forced first change of a made password', async () => {
    const user = await createUser(t.db, 'user');
    const token = await signInAs(t, user.email);
    const wrong = await t.call('POST', '/auth/password', {
      token,
      body: { currentPassword: 'not it at all', newPassword: 'brand new pass' },
    });
    expect(wrong.status).toBe(422);
    expect(await noticeJobs(user.id)).toEqual([]);
    const changed = await t.call('POST', '/auth/password', {
      token,
      body: { currentPassword: TEST_PASSWORD, newPassword: 'brand new pass' },
    });
    expect(changed.status).toBe(200);
    // Queued, not sent inside the request.
    expect(t.mail).toEqual([]);
    const jobs = await noticeJobs(user.id);
    expect(jobs.map((job) => job.payload.kind)).toEqual(['password_change']);
    await t.drain();
    const mails = noticesTo(user.email);
    expect(mails.map((m) => m.subject)).toEqual(['Your Storykeep password was changed']);
    expect(mails[0]?.text).toContain(`was changed on ${t.clock.now.toISOString().slice(0, 10)} `);
    expectNoSecret(jobs, mails, ['brand new pass', TEST_PASSWORD, token]);

    const email = `first-${randomUUID()}@example.org`;
    expect(await createAdministrator(t.db, { email, name: 'First', password: 'made-for-you-0123456789', mustChange: true })).toBe(true);
    const admin = await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const adminToken = await signInAs(t, email, 'made-for-you-0123456789');
    const chosen = await t.call('POST', '/auth/password', {
      token: adminToken,
      body: { currentPassword: 'made-for-you-0123456789', newPassword: 'my own long password' },
    });
    expect(chosen.status).toBe(200);
    expect((await noticeJobs(admin.id)).map((job) => job.payload.kind)).toEqual(['password_change']);
    await t.drain();
    expect(noticesTo(email)).toHaveLength(1);
  });

  it('tells the holder once when a recovery link resets their password, without the link in the notice', async () => {
    const user = await createUser(t.db, 'user');
    await t.call('POST', '/send-password-recovery-email', { body: { email: user.email } });
    await t.drain();
    const reset = t.mail.find((m) => m.to === user.email)?.link?.split('/password/new/')[1] ?? '';
    expect(reset).not.toBe('');
    t.mail.length = 0;
    const updated = await t.call('POST', '/password/update', {
      body: { token: reset, password: 'a brand new one', password_confirm: 'a brand new one' },
    });
    expect(updated.status).toBe(200);
    expect(t.mail).toEqual([]);
    const jobs = await noticeJobs(user.id);
    expect(jobs.map((job) => job.payload.kind)).toEqual(['password_reset']);
    const linksBefore = await t.db.selectFrom('one_time_tokens').select('token_hash').where('user_id', '=', user.id).execute();
    await t.drain();
    const mails = noticesTo(user.email);
    expect(mails.map((m) => m.subject)).toEqual(['Your Storykeep password was reset']);
    expect(t.mail).toHaveLength(1);
    // The notice made no link of its own either.
    expect(await t.db.selectFrom('one_time_tokens').select('token_hash').where('user_id', '=', user.id).execute()).toHaveLength(
      linksBefore.length,
    );
    expectNoSecret(jobs, mails, [reset, 'a brand new one', updated.body.token, updated.body.refresh_token]);
  });

  it('tells the holder once each when two-factor is turned on, its authenticator replaced, and turned off', async () => {
    const user = await createUser(t.db, 'user');
    const token = await signInAs(t, user.email);
    const first = await t.call('POST', '/auth/2fa/setup', { token });
    const firstCode = codeAt(first.body.secret);
    expect((await t.call('POST', '/auth/2fa/enable', { token, body: { code: firstCode } })).status).toBe(200);
    later(30);
    const replacingCode = codeAt(first.body.secret);
    const second = await t.call('POST', '/auth/2fa/setup', { token, body: { code: replacingCode } });
    expect(second.status).toBe(200);
    // Starting a replacement changes nothing yet; only its confirmation does.
    expect((await noticeJobs(user.id)).map((job) => job.payload.kind)).toEqual(['two_factor_enable']);
    later(30);
    const secondCode = codeAt(second.body.secret);
    expect((await t.call('POST', '/auth/2fa/enable', { token, body: { code: secondCode } })).status).toBe(200);
    later(30);
    const offCode = codeAt(second.body.secret);
    expect((await t.call('POST', '/auth/2fa/disable', { token, body: { code: offCode } })).status).toBe(200);
    expect(t.mail).toEqual([]);
    const jobs = await noticeJobs(user.id);
    expect(jobs.map((job) => job.payload.kind)).toEqual(['two_factor_enable', 'two_factor_replace', 'two_factor_disable']);
    await t.drain();
    const mails = noticesTo(user.email);
    expect(mails.map((m) => m.subject)).toEqual([
      'Two-factor authentication is on for your Storykeep account',
      'A new authenticator app for your Storykeep account',
      'Two-factor authentication is off for your Storykeep account',
    ]);
    expect(t.mail).toHaveLength(3);
    expectNoSecret(jobs, mails, [first.body.secret, second.body.secret, firstCode, replacingCode, secondCode, offCode]);
  });

  it('tells the account, not the administrator, when an administrator acting as the account turns two-factor on', async () => {
    const admin = await createUser(t.db, 'admin');
    const user = await createUser(t.db, 'user');
    const adminToken = await signInAs(t, admin.email);
    const switched = await t.call('POST', '/auth/switchUser', { token: adminToken, body: { email: user.email } });
    expect(switched.status).toBe(200);
    const setup = await t.call('POST', '/auth/2fa/setup', { token: switched.body.token });
    const enabled = await t.call('POST', '/auth/2fa/enable', { token: switched.body.token, body: { code: codeAt(setup.body.secret) } });
    expect(enabled.status).toBe(200);
    expect((await noticeJobs(user.id)).map((job) => job.payload.kind)).toEqual(['two_factor_enable']);
    expect(await noticeJobs(admin.id)).toEqual([]);
    await t.drain();
    expect(t.mail.filter((m) => [user.email, admin.email].includes(m.to)).map((m) => m.to)).toEqual([user.email]);
  });
});
