import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, mediaApiRoutes, uploadApiRoutes } from '../app/api-routes.js';
import { buildApp } from '../app/build-app.js';
import { type Database, openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import type { DB } from '../db/schema.js';
import { createUser, TEST_PASSWORD } from '../testing/test-app.js';
import type { ApiRoute } from './api-route.js';
import { defaultCredentialLimits } from './credential-limits.js';
import { redactedUrl } from './log-redaction.js';
import { KNOWN_SECRET_PATHS, type OpenApiPaths, PUBLIC_PATH_PARAMETERS, secretPathRequests } from './secret-paths.fixture.js';

describe('security pass', () => {
  let database: Database<DB>;
  const webDist = mkdtempSync(join(tmpdir(), 'sk-web-'));
  const logs: string[] = [];
  const clock = { now: new Date('2024-06-01T12:00:00Z') };
  let app: FastifyInstance;
  let email: string;

  beforeAll(async () => {
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><html><head><title>x</title></head><body></body></html>');
    writeFileSync(join(webDist, 'app.js'), 'console.log(1)');
    database = await openDatabase<DB>({ inMemory: true });
    await migrateToLatest(database.db as never);
    ({ email } = await createUser(database.db, 'user'));
    app = await buildApp({
      config: {
        version: 'test',
        webDist,
        logLevel: 'info',
        dataDir: mkdtempSync(join(tmpdir(), 'sk-security-data-')),
        publicUrl: 'https://archive.example.org',
        s3: { bucket: 'media', endpoint: 'https://s3.example.net', forcePathStyle: true },
        client: { sentry: { dsn: 'https://key@o1.ingest.sentry.io/42', environment: 'test', release: 'x' } },
      },
      database,
      mailer: { send: async () => {} },
      mediaWorkers: 0,
      now: () => clock.now,
      logStream: { write: (line) => void logs.push(line) },
      credentialLimits: {
        windowSeconds: 60,
        routes: { 'POST /api/signin': { max: 3 }, 'POST /api/magic-link/send': { max: 2, countAll: true } },
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('sends the security headers on API answers, errors, files and pages alike', async () => {
    for (const url of ['/api/health', '/api/nope', '/app.js', '/some/client/route']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['strict-transport-security'], url).toContain('max-age=');
      expect(response.headers['x-powered-by'], url).toBeUndefined();
      expect(String(response.headers['content-security-policy']), url).toContain("frame-ancestors 'none'");
      expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      expect(response.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(response.headers['permissions-policy'], url).toContain('camera=(self)');
      // Media on the bucket and the video SDK's hosts send no CORP header, so require-corp would block them; our own
      // media may be shown elsewhere (mail readers, shared stories), so no CORP either.
      expect(response.headers['cross-origin-embedder-policy'], url).toBeUndefined();
      expect(response.headers['cross-origin-resource-policy'], url).toBeUndefined();
    }
    const json = await app.inject({ method: 'GET', url: '/api/health' });
    expect(json.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
  });

  it("gives pages a policy that runs only the app's own scripts and reaches only its bucket, Sentry and socket", async () => {
    const page = await app.inject({ method: 'GET', url: '/stories/1' });
    expect(page.headers['content-type']).toContain('text/html');
    const policy = Object.fromEntries(
      String(page.headers['content-security-policy'])
        .split('; ')
        .map((d) => [d.split(' ')[0], d.split(' ').slice(1)]),
    );
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['media-src']).toContain('https://s3.example.net');
    expect(policy['connect-src']).toEqual(
      expect.arrayContaining(["'self'", 'wss://archive.example.org', 'https://s3.example.net', 'https://o1.ingest.sentry.io']),
    );
    expect(policy['default-src']).toEqual(["'self'"]);
  });

  it('refuses a JSON body over the limit with 413 before any handler sees it', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/signin',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x@example.org', password: 'p'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
  });

  it('limits wrong sign-ins per address, counts no successes, and forgets after the window', async () => {
    const signIn = (password: string) =>
      app.inject({ method: 'POST', url: '/api/signin', remoteAddress: '203.0.113.7', payload: { email, password } });
    for (let i = 0; i < 5; i += 1) expect((await signIn(TEST_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await signIn('wrong password')).statusCode).toBe(401);
    const limited = await signIn(TEST_PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('TOO_MANY_ATTEMPTS');
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/api/signin',
      remoteAddress: '198.51.100.1',
      payload: { email, password: TEST_PASSWORD },
    });
    expect(elsewhere.statusCode).toBe(200);
    clock.now = new Date(clock.now.getTime() + 61_000);
    expect((await signIn(TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('limits every credential route of the registry, and only routes the app serves', () => {
    const limited = defaultCredentialLimits.routes;
    const declared = everyRoute().filter((route) => route.credential);
    const problems: string[] = [];
    for (const route of declared) {
      const limit = limited[`${route.method} /api${route.url}`];
      if (!limit) problems.push(`${route.method} ${route.url} is a credential route without a limit`);
      else if ((limit.countAll === true) !== (route.credential === 'flood'))
        problems.push(`${route.method} ${route.url}: ${route.credential} counts ${limit.countAll ? 'every call' : 'refusals'}`);
    }
    for (const key of Object.keys(limited)) {
      const [method, url] = key.split(' ') as ['POST', string];
      if (!app.hasRoute({ method, url })) problems.push(`${key} is limited but not served`);
      if (!declared.some((route) => `${route.method} /api${route.url}` === key))
        problems.push(`${key} is limited but not declared a credential route`);
    }
    expect(problems).toEqual([]);
  });

  it('declares a credential route wherever an outsider sends a password, code, token or key', () => {
    const undeclared = everyRoute()
      .filter((route) => (route.access === 'public' || route.access === 'session') && !route.credential)
      .filter((route) => secretFields(route).length > 0 && !NOT_SECRETS.has(`${route.method} ${route.url}`))
      .map((route) => `${route.method} ${route.url} (${secretFields(route).join(', ')})`);
    expect(undeclared).toEqual([]);
  });

  it('counts every call of a route that sends mail', async () => {
    const send = () => app.inject({ method: 'POST', url: '/api/magic-link/send', remoteAddress: '203.0.113.9', payload: { email } });
    expect((await send()).statusCode).toBeLessThan(300);
    expect((await send()).statusCode).toBeLessThan(300);
    expect((await send()).statusCode).toBe(429);
  });

  it('never writes a token, password or signature to the log', async () => {
    logs.length = 0;
    await app.inject({
      method: 'POST',
      url: '/api/signin',
      remoteAddress: '192.0.2.50',
      payload: { email, password: 'hunter2-password-in-body' },
    });
    await app.inject({ method: 'GET', url: '/api/current_user', headers: { authorization: 'Bearer bearer-token-in-header' } });
    await app.inject({ method: 'GET', url: '/api/media/stories/a/original.mp4?expires=1&signature=signature-in-query' });
    await app.inject({ method: 'GET', url: '/api/nope?token=token-in-query&page=2' });
    const text = logs.join('\n');
    expect(text).toContain('/api/nope?token=[redacted]&page=2');
    expect(text).toContain('/api/current_user');
    for (const secret of ['hunter2-password-in-body', 'bearer-token-in-header', 'signature-in-query', 'token-in-query']) {
      expect(text).not.toContain(secret);
    }
  });

  it('never writes a secret path parameter to the log, on any route or page that carries one', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenApiPaths;
    const requests = secretPathRequests(document);
    // The capabilities the server is known to take in a path are all declared (dropping one fails here).
    const declared = new Set(requests.map((request) => request.pattern));
    for (const pattern of KNOWN_SECRET_PATHS) expect(declared.has(pattern), pattern).toBe(true);
    // A path parameter named like a credential is a secret unless it is listed here as a public name.
    for (const [path, item] of Object.entries(document.paths))
      for (const operation of Object.values(item))
        for (const parameter of operation.parameters ?? [])
          if (parameter.in === 'path' && /token|key|secret|ticket|code/i.test(parameter.name) && !parameter['x-secret'])
            expect(PUBLIC_PATH_PARAMETERS, `${path} {${parameter.name}}`).toContain(`${path} ${parameter.name}`);

    logs.length = 0;
    for (const request of requests) await app.inject({ method: request.method, url: request.url, payload: request.body });
    const text = logs.join('\n');
    for (const request of requests) {
      for (const secret of request.secrets) expect(text, `${request.method} ${request.pattern}`).not.toContain(secret);
      expect(text, `${request.method} ${request.pattern}`).toContain(request.logged);
    }
    expect(requests.length).toBeGreaterThanOrEqual(KNOWN_SECRET_PATHS.length + 10);
  });

  it('redacts secret query values and keeps the rest', () => {
    expect(redactedUrl('/a?password=x&code=1&sort=name')).toBe('/a?password=[redacted]&code=[redacted]&sort=name');
    expect(redactedUrl('/plain')).toBe('/plain');
  });
});

/** Every route of the registry (the media and upload routes are declared without their services: none is called). */
function everyRoute(): ApiRoute[] {
  const none = {} as never;
  return [...apiRoutes, ...mediaApiRoutes({ media: none, search: none }), ...uploadApiRoutes(none)];
}

/** The fields of a route's path, query and body whose names say they carry a secret. */
function secretFields(route: ApiRoute): string[] {
  return (['params', 'query', 'body'] as const).flatMap((part) =>
    Object.keys((route[part] as { shape?: Record<string, unknown> } | undefined)?.shape ?? {})
      .filter((name) => /(password|token|code|secret|key)$/i.test(name))
      .map((name) => `${part}.${name}`),
  );
}

/** Public routes whose "key" is not a secret to guess, and why. */
const NOT_SECRETS = new Map([
  // The object's storage key; the caller proves itself with a session or the upload's 256-bit token in a header.
  ['GET /stories/:id/media/upload/parts', 'object key'],
  ['POST /stories/:id/media/upload/completion', 'object key'],
  ['POST /stories/:id/media/upload/abort', 'object key'],
  ['GET /stories/:id/media/upload/next', 'object key'],
]);
