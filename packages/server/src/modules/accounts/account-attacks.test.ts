import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, createOrganization, createUser, signInAs, TEST_PASSWORD, type TestApp } from '../../testing/test-app.js';
import { testDatabases } from '../../testing/test-databases.js';
import { totpCode } from './totp.js';

// One attacker per defect of the account rules: each test plays the attack and asserts it gets nowhere.
describe.each(testDatabases)('account attacks on $name', ({ open }) => {
  let t: TestApp;
  let org: { id: string; code: string };
  beforeAll(async () => {
    t = await buildTestApp(await open());
  });
  beforeEach(async () => {
    // Notices of changes an earlier test made go out first, so each test sees only its own mail.
    await (t as Partial<TestApp>).drain?.();
    t.mail.length = 0;
    org = await createOrganization(t.db);
  });

  const VICTIM_ADDRESS = '198.51.100.20';
  const ATTACKER_ADDRESS = '203.0.113.66';
  const signInFrom = (remoteAddress: string, email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/signin', remoteAddress, payload: { email, password } });
  const codeAt = (secret: string) => totpCode(secret, Math.floor(t.clock.now.getTime() / 1000));
  const later = (seconds: number) => {
    t.clock.now = new Date(t.clock.now.getTime() + seconds * 1000);
  };
  // Mail goes through a job; where there is no queue to drain, it was sent inside the request.
  const drain = async () => {
    await (t as Partial<TestApp>).drain?.();
  };

  it("does not lock a victim out with a stranger's wrong passwords: the owner signs in from their own address", async () => {
    const victim = await createUser(t.db, 'user', [org.id]);
    expect((await signInFrom(VICTIM_ADDRESS, victim.email, TEST_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 30; i += 1) await signInFrom(ATTACKER_ADDRESS, victim.email, `guess-${i}-wrong`);
    // Strangers now wait, even with the right password (a wait is never a way to test passwords)...
    const attacker = await signInFrom(ATTACKER_ADDRESS, victim.email, TEST_PASSWORD);
    // ...but the owner, from their own address, does not.
    expect((await signInFrom(VICTIM_ADDRESS, victim.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect(attacker.statusCode).toBe(429);
    expect(Number(attacker.headers['retry-after'])).toBeGreaterThan(0);
    // After another round of guesses, from an address the account never used, the victim waits at most the
    // account's longest delay, then gets in.
    for (let i = 0; i < 30; i += 1) await signInFrom(`203.0.113.${100 + i}`, victim.email, `guess-${i}-again`);
    const elsewhere = await signInFrom('192.0.2.77', victim.email, TEST_PASSWORD);
    expect(elsewhere.statusCode).toBe(429);
    const wait = Number(elsewhere.headers['retry-after']);
    expect(wait).toBeLessThanOrEqual(5 * 60);
    later(wait + 1);
    expect((await signInFrom('192.0.2.77', victim.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a two-factor code the second time, within its window (replay)', async () => {
    const user = await createUser(t.db, 'user', [org.id]);
    const token = await signInAs(t, user.email);
    const setup = await t.call('POST', '/auth/2fa/setup', { token });
    expect((await t.call('POST', '/auth/2fa/enable', { token, body: { code: codeAt(setup.body.secret) } })).status).toBe(200);
    later(30);
    const code = codeAt(setup.body.secret);
    const first = await t.call('POST', '/signin', { body: { email: user.email, password: TEST_PASSWORD } });
    expect((await t.call('POST', '/auth/2fa/verify', { token: first.body.token, body: { code } })).status).toBe(200);
    // Someone who watched the code (and knows the password) tries it again at once.
    const second = await t.call('POST', '/signin', { body: { email: user.email, password: TEST_PASSWORD } });
    const replay = await t.call('POST', '/auth/2fa/verify', { token: second.body.token, body: { code } });
    expect(replay.status).toBe(422);
    expect((await t.call('GET', '/current_user', { token: second.body.token })).body.is2FACompleted).toBe(false);
  });

  it('does not let a stolen session swap in its own authenticator without a current code', async () => {
    const user = await createUser(t.db, 'user', [org.id]);
    const token = await signInAs(t, user.email);
    const setup = await t.call('POST', '/auth/2fa/setup', { token });
    await t.call('POST', '/auth/2fa/enable', { token, body: { code: codeAt(setup.body.secret) } });
    later(30);
    const stolen = await t.call('POST', '/auth/2fa/setup', { token });
    expect(stolen.status).toBe(422);
    const stored = await t.db.selectFrom('users').select('totp_pending_secret').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(stored.totp_pending_secret).toBeNull();
    // With a code of the current authenticator, its owner may replace it.
    const owner = await t.call('POST', '/auth/2fa/setup', { token, body: { code: codeAt(setup.body.secret) } });
    expect(owner.status).toBe(200);
  });

  it('registers exactly one account from one invitation, however many use it at once', async () => {
    const code = `race-${randomUUID()}`;
    await t.db.insertInto('invites').values({ code, organization_id: org.id, role: 'user', email: null }).execute();
    const emails = Array.from({ length: 6 }, (_, i) => `racer-${i}-${code.slice(5, 13)}@example.org`);
    const answers = await Promise.all(
      emails.map((email) =>
        t.app.inject({
          method: 'POST',
          url: '/api/registerbyinvite',
          payload: { email, fullname: 'Racer', password: 'long enough pw', code },
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    const made = await t.db.selectFrom('users').select('id').where('email', 'in', emails).execute();
    expect(made).toHaveLength(1);
  });

  it('makes an account of a registration unusable until its own mailbox confirms it (no pre-registered address)', async () => {
    const project = randomUUID();
    await t.db
      .insertInto('projects')
      .values({ id: project, organization_id: org.id, name: 'Calls', join_code: `j-${project}` })
      .execute();
    const ticket = randomUUID();
    await t.db.insertInto('tickets').values({ id: ticket, project_id: project }).execute();
    const registered = await t.call('POST', '/registerbyinvite', {
      body: { email: 'victim@company.example', fullname: 'Not the victim', password: 'attacker chose this', code: ticket },
    });
    expect(registered.status).toBe(201);
    expect(registered.body.token).toBeUndefined();
    expect((await t.call('POST', '/signin', { body: { email: 'victim@company.example', password: 'attacker chose this' } })).status).toBe(
      403,
    );
  });

  it('makes every outstanding reset and sign-in link useless once the password is changed', async () => {
    const user = await createUser(t.db, 'user', [org.id]);
    await t.call('POST', '/send-password-recovery-email', { body: { email: user.email } });
    await drain();
    await t.call('POST', '/magic-link/send', { body: { email: user.email } });
    await drain();
    const mine = () => t.mail.filter((m) => m.to === user.email);
    const reset =
      mine()
        .find((m) => m.link?.includes('/password/new/'))
        ?.link?.split('/password/new/')[1] ?? '';
    const magic = new URL(mine().find((m) => m.link?.includes('/magic-link'))?.link ?? 'http://x').searchParams.get('token');
    expect(reset).not.toBe('');
    // An older reset link, asked for by whoever (a copy of the mail in other hands).
    later(1);
    await t.call('POST', '/send-password-recovery-email', { body: { email: user.email } });
    await drain();
    const older =
      mine()
        .filter((m) => m.link?.includes('/password/new/'))
        .at(-1)
        ?.link?.split('/password/new/')[1] ?? '';
    expect(older).not.toBe(reset);
    const changed = await t.call('POST', '/password/update', {
      body: { token: reset, password: 'a brand new one', password_confirm: 'a brand new one' },
    });
    expect(changed.status).toBe(200);
    const again = await t.call('POST', '/password/update', {
      body: { token: older, password: 'attacker 123', password_confirm: 'attacker 123' },
    });
    expect(again.status).toBe(400);
    expect((await t.call('POST', '/magic-link', { body: { token: magic } })).status).toBe(400);
  });

  it('ends the whole session when a refresh token is used twice (a stolen copy)', async () => {
    const user = await createUser(t.db, 'user', [org.id]);
    const signedIn = await t.call('POST', '/signin', { body: { email: user.email, password: TEST_PASSWORD } });
    const owner = await t.call('POST', '/auth/refresh', { body: { refresh_token: signedIn.body.refresh_token } });
    expect(owner.status).toBe(200);
    // The thief replays the copy they took: refused, and the owner's newer tokens stop working too.
    expect((await t.call('POST', '/auth/refresh', { body: { refresh_token: signedIn.body.refresh_token } })).status).toBe(401);
    expect((await t.call('POST', '/auth/refresh', { body: { refresh_token: owner.body.refresh_token } })).status).toBe(401);
    expect((await t.call('GET', '/current_user', { token: owner.body.token })).status).toBe(401);
  });

  it('answers known and unknown addresses alike and sends no mail inside the request', async () => {
    const user = await createUser(t.db, 'user', [org.id]);
    const jobsBefore = await t.db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const known = await t.app.inject({ method: 'POST', url: '/api/send-password-recovery-email', payload: { email: user.email } });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/send-password-recovery-email',
      payload: { email: `nobody-${randomUUID()}@example.org` },
    });
    expect([known.statusCode, known.body]).toEqual([unknown.statusCode, unknown.body]);
    expect(t.mail).toHaveLength(0);
    // Both took the same path: one job each, whatever the address.
    const jobsAfter = await t.db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(jobsAfter.n) - Number(jobsBefore.n)).toBe(2);
    await drain();
    expect(t.mail.map((m) => m.to)).toEqual([user.email]);
  });

  it("does not flood one person's mailbox however many addresses ask", async () => {
    const user = await createUser(t.db, 'user', [org.id]);
    for (let i = 0; i < 12; i += 1) {
      await t.app.inject({
        method: 'POST',
        url: '/api/send-password-recovery-email',
        remoteAddress: `203.0.113.${i + 1}`,
        payload: { email: user.email },
      });
      await drain();
    }
    expect(t.mail.filter((m) => m.to === user.email).length).toBeLessThanOrEqual(5);
  });
});
