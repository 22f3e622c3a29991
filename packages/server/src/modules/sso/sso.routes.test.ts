import { randomUUID } from 'node:crypto';
import { SessionResponseSchema, SsoConfigResponseSchema } from '@storykeep/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app/build-app.js';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { FAKE_OIDC_CLIENT, type FakeOidcProvider, startFakeOidcProvider } from '../../testing/fake-oidc-provider.js';
import { createOrganization, createUser, raisedCredentialLimits } from '../../testing/test-app.js';
import { testDatabases } from '../../testing/test-databases.js';

const PUBLIC_URL = 'http://storykeep.test';

function appFor(database: Database<DB>, clock: { now: Date }, sso?: { issuer: string }): Promise<FastifyInstance> {
  return buildApp({
    config: {
      version: 'test',
      webDist: '/nonexistent',
      logLevel: 'silent',
      publicUrl: PUBLIC_URL,
      ...(sso
        ? { sso: { issuer: sso.issuer, clientId: FAKE_OIDC_CLIENT.id, clientSecret: FAKE_OIDC_CLIENT.secret, name: 'Riverbend ID' } }
        : {}),
    },
    database,
    serveWebApp: false,
    mailer: { send: async () => undefined },
    now: () => clock.now,
    credentialLimits: raisedCredentialLimits,
  });
}

describe.each(testDatabases)('single sign-on with OpenID Connect on $name', ({ open }) => {
  const clock = { now: new Date('2024-06-01T12:00:00Z') };
  let app: FastifyInstance;
  let provider: FakeOidcProvider;
  let user: { id: string; email: string };
  let database: Database<DB>;

  beforeAll(async () => {
    database = await open();
    provider = await startFakeOidcProvider({ now: () => clock.now, identity: { email: 'nobody@example.org', emailVerified: true } });
    app = await appFor(database, clock, provider);
    const org = await createOrganization(database.db);
    user = await createUser(database.db, 'user', [org.id]);
  });
  afterAll(async () => {
    await app?.close();
    await provider?.close();
  });
  beforeEach(() => {
    provider.identity = { email: user.email.toUpperCase(), emailVerified: true };
  });

  /** The browser's binding cookie from its last `GET /auth/sso/start` (`name=value`). */
  let browser = '';
  const cookieFrom = (setCookie: unknown) => String(Array.isArray(setCookie) ? setCookie[0] : setCookie).split(';')[0] ?? '';

  /** `GET /auth/sso/start`, then the provider's authorization page; answers the callback address it sends back to. */
  async function authorize(): Promise<URL> {
    const start = await app.inject({ method: 'GET', url: '/api/auth/sso/start' });
    expect(start.statusCode).toBe(302);
    browser = cookieFrom(start.headers['set-cookie']);
    const answer = await fetch(String(start.headers.location), { redirect: 'manual' });
    expect(answer.status).toBe(302);
    return new URL(answer.headers.get('location') ?? '');
  }

  /** Sends the provider's answer to the callback; answers the `/sso` address the browser is sent to. */
  async function callback(back: URL, cookie = browser): Promise<URL> {
    expect(`${back.origin}${back.pathname}`).toBe(`${PUBLIC_URL}/api/auth/sso/callback`);
    const answer = await app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, headers: cookie ? { cookie } : {} });
    expect(answer.statusCode).toBe(302);
    const to = new URL(String(answer.headers.location));
    expect(`${to.origin}${to.pathname}`).toBe(`${PUBLIC_URL}/sso`);
    return to;
  }

  const exchange = (code: string) => app.inject({ method: 'POST', url: '/api/auth/sso/exchange', payload: { code, visitorId: 'v-sso' } });

  it('says single sign-on is on, with the provider name', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/auth/sso/config' });
    expect(SsoConfigResponseSchema.parse(answer.json())).toEqual({ enabled: true, name: 'Riverbend ID' });
  });

  it('signs an existing account in: PKCE, nonce and state at the provider, a login code, then a session', async () => {
    const start = await app.inject({ method: 'GET', url: '/api/auth/sso/start' });
    // The attempt is tied to this browser by an HttpOnly, SameSite=Lax cookie sent only to the SSO routes.
    expect(String(start.headers['set-cookie'])).toMatch(
      /^storykeep_sso=[\w-]{40,}; Path=\/api\/auth\/sso; Max-Age=600; HttpOnly; SameSite=Lax$/,
    );
    browser = cookieFrom(start.headers['set-cookie']);
    const authorizeUrl = new URL(String(start.headers.location));
    expect(`${authorizeUrl.origin}${authorizeUrl.pathname}`).toBe(`${provider.issuer}/authorize`);
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/auth/sso/callback`);
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizeUrl.searchParams.get('state')).toMatch(/^[\w-]{40,}$/);
    expect(authorizeUrl.searchParams.get('nonce')).toMatch(/^[\w-]{40,}$/);
    const answer = await fetch(authorizeUrl, { redirect: 'manual' });
    const to = await callback(new URL(answer.headers.get('location') ?? ''));
    expect(to.searchParams.get('error')).toBeNull();
    const code = to.searchParams.get('code') ?? '';
    expect(code).toMatch(/^[\w-]{40,}$/);
    // The verifier went to the provider with the code; it never appeared in the browser's addresses.
    const verifier = provider.tokenRequests.at(-1)?.form.get('code_verifier') ?? '';
    expect(verifier.length).toBeGreaterThanOrEqual(43);
    expect(`${start.headers.location}${to}`).not.toContain(verifier);
    const session = await exchange(code);
    expect(session.statusCode).toBe(200);
    expect(SessionResponseSchema.parse(session.json())).toMatchObject({
      user_id: user.id,
      email: user.email,
      visitorId: 'v-sso',
      is2FACompleted: true,
    });
    const me = await app.inject({ method: 'GET', url: '/api/current_user', headers: { authorization: `Bearer ${session.json().token}` } });
    expect(me.json().user_id).toBe(user.id);
  });

  it('still asks an account with two-factor for its code: the session waits, as after a password', async () => {
    const org = await createOrganization(database.db);
    await database.db.updateTable('organizations').set({ force_two_factor: true }).where('id', '=', org.id).execute();
    const guarded = await createUser(database.db, 'user', [org.id]);
    provider.identity = { email: guarded.email, emailVerified: true };
    const code = (await callback(await authorize())).searchParams.get('code') ?? '';
    const session = await exchange(code);
    expect(SessionResponseSchema.parse(session.json())).toMatchObject({ user_id: guarded.id, is2FA: true, is2FACompleted: false });
    const projects = await app.inject({
      method: 'GET',
      url: '/api/projects',
      headers: { authorization: `Bearer ${session.json().token}` },
    });
    expect(projects.statusCode).toBe(401);
    expect(projects.json().error.code).toBe('TWO_FACTOR_REQUIRED');
  });

  it('refuses a login code the second time', async () => {
    const code = (await callback(await authorize())).searchParams.get('code') ?? '';
    expect((await exchange(code)).statusCode).toBe(200);
    const again = await exchange(code);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatchObject({ field: 'code', message: 'This sign-in has expired or was already used. Start again.' });
  });

  it('refuses a login code after its minute', async () => {
    const code = (await callback(await authorize())).searchParams.get('code') ?? '';
    clock.now = new Date(clock.now.getTime() + 61_000);
    expect((await exchange(code)).statusCode).toBe(400);
  });

  it('refuses an unknown login code and names the field of a malformed one', async () => {
    expect((await exchange('x'.repeat(43))).statusCode).toBe(400);
    const short = await app.inject({ method: 'POST', url: '/api/auth/sso/exchange', payload: { code: 'short' } });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.field).toContain('code');
  });

  it('sends an unknown state back with state_invalid, and the provider is not asked', async () => {
    const before = provider.tokenRequests.length;
    const to = await callback(new URL(`${PUBLIC_URL}/api/auth/sso/callback?code=code-1&state=made-up-state`));
    expect(to.searchParams.get('error')).toBe('state_invalid');
    expect(provider.tokenRequests.length).toBe(before);
  });

  it('answers a state once: the replayed callback gets state_invalid', async () => {
    const back = await authorize();
    expect((await callback(back)).searchParams.get('code')).toBeTruthy();
    expect((await callback(back)).searchParams.get('error')).toBe('state_invalid');
  });

  it('refuses a state older than ten minutes', async () => {
    const back = await authorize();
    clock.now = new Date(clock.now.getTime() + 10 * 60_000 + 1000);
    expect((await callback(back)).searchParams.get('error')).toBe('state_invalid');
  });

  it('reports the provider refusing the sign-in', async () => {
    const back = await authorize();
    back.search = new URLSearchParams({ state: back.searchParams.get('state') ?? '', error: 'access_denied' }).toString();
    expect((await callback(back)).searchParams.get('error')).toBe('provider_refused');
  });

  it('reports a code the token endpoint refuses', async () => {
    const back = await authorize();
    back.searchParams.set('code', 'code-not-issued');
    expect((await callback(back)).searchParams.get('error')).toBe('provider_refused');
  });

  it.each([
    ['a wrong nonce', { nonce: 'another-attempt' }],
    ['another audience', { audience: 'someone-else' }],
    ['another issuer', { issuer: 'http://127.0.0.1:1/impostor' }],
    ['a key not in the JWKS', { rogueKey: true }],
    ['an expired ID token', { expiresIn: -60 }],
  ])('refuses an ID token with %s', async (_, change) => {
    provider.identity = { ...provider.identity, ...change };
    const to = await callback(await authorize());
    expect(to.searchParams.get('error')).toBe('token_invalid');
    expect(to.searchParams.get('code')).toBeNull();
  });

  it('refuses an e-mail address the provider has not verified', async () => {
    provider.identity = { email: user.email, emailVerified: false };
    expect((await callback(await authorize())).searchParams.get('error')).toBe('email_unverified');
  });

  it('signs nobody up: an e-mail without an account gets unknown_account', async () => {
    provider.identity = { email: 'stranger@example.org', emailVerified: true };
    expect((await callback(await authorize())).searchParams.get('error')).toBe('unknown_account');
  });

  it("refuses a login CSRF: an attacker's own finished sign-in, opened in another browser, signs nobody in", async () => {
    const attacker = await createUser(database.db, 'user');
    provider.identity = { email: attacker.email, emailVerified: true };
    // The attacker starts in their browser and stops before following the provider's redirect back.
    const back = await authorize();
    const attackerBrowser = browser;
    // The victim is sent the callback address: their browser has no cookie, or the one of an attempt of its own.
    const before = provider.tokenRequests.length;
    expect((await callback(back, '')).searchParams.get('error')).toBe('state_invalid');
    await authorize();
    const victimBrowser = browser;
    expect(victimBrowser).not.toBe(attackerBrowser);
    const back2 = await (async () => {
      browser = attackerBrowser;
      return authorize();
    })();
    expect((await callback(back2, victimBrowser)).searchParams.get('error')).toBe('state_invalid');
    expect((await callback(back2, victimBrowser)).searchParams.get('code')).toBeNull();
    // The code was never exchanged for the attacker's identity.
    expect(provider.tokenRequests.length).toBe(before);
  });

  it("does not sign in to an account someone registered with another person's address before them", async () => {
    // The attacker holds a ticket and registers the victim's address with a password of their own.
    const org = await createOrganization(database.db);
    const project = randomUUID();
    await database.db
      .insertInto('projects')
      .values({ id: project, organization_id: org.id, name: 'Calls', join_code: `j-${project}` })
      .execute();
    const ticket = randomUUID();
    await database.db.insertInto('tickets').values({ id: ticket, project_id: project }).execute();
    const victim = `victim-${ticket.slice(0, 8)}@example.org`;
    await app.inject({
      method: 'POST',
      url: '/api/registerbyinvite',
      payload: { email: victim, fullname: 'Not the victim', password: 'attacker chose this', code: ticket },
    });
    // Later the victim signs in with their identity provider, which vouches for the address.
    provider.identity = { email: victim, emailVerified: true };
    const to = await callback(await authorize());
    expect(to.searchParams.get('code')).toBeNull();
    expect(to.searchParams.get('error')).toBe('account_unverified');
  });

  it('names the state when the callback has none', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/auth/sso/callback?code=abc' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.field).toContain('state');
  });
});

describe.each(testDatabases)('single sign-on not set up on $name', ({ open }) => {
  const clock = { now: new Date('2024-06-01T12:00:00Z') };
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appFor(await open(), clock);
  });
  afterAll(async () => app?.close());

  it('says it is off, and its redirects land on /sso with not_configured', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/auth/sso/config' })).json()).toEqual({ enabled: false, name: null });
    for (const url of ['/api/auth/sso/start', '/api/auth/sso/callback?state=abc&code=def']) {
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.statusCode).toBe(302);
      expect(answer.headers.location).toBe(`${PUBLIC_URL}/sso?error=not_configured`);
    }
  });
});

describe.each(testDatabases)('single sign-on with its provider down on $name', ({ open }) => {
  const clock = { now: new Date('2024-06-01T12:00:00Z') };
  let app: FastifyInstance;
  beforeAll(async () => {
    // A provider that ran once and stopped: nothing listens at its issuer any more.
    const gone = await startFakeOidcProvider({ now: () => clock.now, identity: { email: 'a@example.org', emailVerified: true } });
    await gone.close();
    app = await appFor(await open(), clock, gone);
  });
  afterAll(async () => app?.close());

  it('sends the browser back to /sso with provider_unreachable', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/auth/sso/start' });
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe(`${PUBLIC_URL}/sso?error=provider_unreachable`);
  });
});
