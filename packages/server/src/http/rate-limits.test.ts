import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app/build-app.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/database.js';
import type { DB } from '../db/schema.js';
import { createOrganization, createUser, TEST_PASSWORD } from '../testing/test-app.js';
import { testDatabases } from '../testing/test-databases.js';
import { defaultCredentialLimits } from './credential-limits.js';

const PROXY = '10.0.0.5';
// A clock that stands still, so no run straddles two windows of the limits.
const clock = { now: new Date('2024-06-01T12:00:10Z') };

function appWith(database: Database<DB>, env: Record<string, string>, routes = defaultCredentialLimits.routes): Promise<FastifyInstance> {
  const config = loadConfig({ STORYKEEP_DATA: '/nonexistent', ...env });
  return buildApp({
    config: {
      version: 'test',
      webDist: '/nonexistent',
      logLevel: 'silent',
      publicUrl: 'http://storykeep.test',
      trustProxy: config.trustProxy,
    },
    database,
    serveWebApp: false,
    mailer: { send: async () => {} },
    mediaWorkers: 0,
    now: () => clock.now,
    credentialLimits: { windowSeconds: 60, routes },
  });
}

describe('TRUST_PROXY', () => {
  it('takes a hop count or proxy addresses and ranges, and refuses "true" (every hop believed)', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 172.16.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '172.16.0.1']);
    expect(loadConfig({}).trustProxy).toBe(false);
  });
});

describe.each(testDatabases)('rate limits behind a proxy on $name', ({ open }) => {
  let behindProxy: FastifyInstance;
  let email: string;
  beforeAll(async () => {
    const database = await open();
    const org = await createOrganization(database.db);
    ({ email } = await createUser(database.db, 'user', [org.id]));
    behindProxy = await appWith(database, { TRUST_PROXY: '1' }, { 'POST /api/signin': { max: 3 } });
  });
  afterAll(async () => behindProxy?.close());

  it('counts the address the proxy saw: a client rotating its own X-Forwarded-For entry is still limited', async () => {
    const signIn = (password: string, i: number) =>
      behindProxy.inject({
        method: 'POST',
        url: '/api/signin',
        remoteAddress: PROXY,
        // The proxy appends the address it saw; everything left of it is the client's to write.
        headers: { 'x-forwarded-for': `192.0.2.${i}, 203.0.113.7` },
        payload: { email, password },
      });
    for (let i = 0; i < 3; i += 1) expect((await signIn('wrong password', i)).statusCode).toBe(401);
    expect((await signIn(TEST_PASSWORD, 99)).statusCode).toBe(429);
    // Another client behind the same proxy is counted on its own.
    const other = await behindProxy.inject({
      method: 'POST',
      url: '/api/signin',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': '198.51.100.9' },
      payload: { email, password: TEST_PASSWORD },
    });
    expect(other.statusCode).toBe(200);
  });
});

describe.each(testDatabases)('rate limits on $name', ({ open }) => {
  let direct: FastifyInstance;
  beforeAll(async () => {
    direct = await appWith(await open(), {});
  });
  afterAll(async () => direct?.close());

  it('counts before it checks: a burst of simultaneous guesses gets exactly the limit through', async () => {
    const max = defaultCredentialLimits.routes['POST /api/magic-link']?.max ?? 0;
    const answers = await Promise.all(
      Array.from({ length: max + 10 }, () =>
        direct.inject({ method: 'POST', url: '/api/magic-link', remoteAddress: '203.0.113.30', payload: { token: randomUUID() } }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(max);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(10);
  });

  it.each([
    [5, { method: 'POST', url: '/api/contact-storykeep', payload: { name: 'A', email: 'a@example.org', message: 'Hi', location: 'x' } }],
    [
      120,
      {
        method: 'POST',
        url: '/api/visits/create',
        payload: {
          visitor_id: 'v-flood',
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
        },
      },
    ],
    [30, { method: 'GET', url: '/api/auth/sso/start' }],
  ] as const)(
    'lets one address call a public route (contact 5, visits 120, SSO start 30) %i times a window, then refuses',
    async (max, request) => {
      const remoteAddress = `198.51.100.${Math.floor(Math.random() * 200) + 20}`;
      for (let i = 0; i < max; i += 1) expect((await direct.inject({ ...request, remoteAddress })).statusCode).toBeLessThan(429);
      expect((await direct.inject({ ...request, remoteAddress })).statusCode).toBe(429);
    },
  );
});
