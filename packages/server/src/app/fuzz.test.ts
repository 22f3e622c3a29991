import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { ApiRoute } from '../http/api-route.js';
import { searchEngineFor } from '../search/search-engine-for.js';
import { databaseSnapshot } from '../testing/database-snapshot.js';
import { mediaRouteCases } from '../testing/media-route-cases.js';
import { buildMediaTestApp, type MediaTestApp } from '../testing/media-test-kit.js';
import { routeCases as apiRouteCases } from '../testing/route-cases.js';
import { testDatabases } from '../testing/test-databases.js';
import type { World } from '../testing/world.js';
import { apiRoutes, mediaApiRoutes } from './api-routes.js';
import { resolveAreaSettings } from './area-settings.js';

// The app is built with a data folder, so the routes that need the media services are fuzzed too.
const routeCases = [...apiRouteCases, ...mediaRouteCases];

interface Request {
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
}

const RUNS = 25;
const json = fc.jsonValue({ maxDepth: 3 });
const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ minLength: 201, maxLength: 400 }),
);

function accepts(schema: z.ZodType | undefined, value: unknown, empty: unknown): boolean {
  // Like the server: a route without a body takes nothing, an empty object or JSON null.
  if (!schema) return value === undefined || value === null || (typeof value === 'object' && Object.keys(value).length === 0);
  return schema.safeParse(value ?? empty).success;
}

/** Whether the route's own schemas would let this request through to its handler. */
function valid(route: ApiRoute, request: Request): boolean {
  return (
    accepts(route.params, request.params, {}) && accepts(route.query, request.query, {}) && accepts(route.body, request.body, undefined)
  );
}

/** Malformed variants of a well-formed request: an unknown field, a wrong value, a wrong shape, or an odd path or query. */
// Fastify reads no body on GET, so a GET is malformed through its path and query only.
function mutations(base: Request, takesBody: boolean): fc.Arbitrary<Request> {
  const body = base.body as Record<string, unknown> | undefined;
  const keys = body && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body) : [];
  const variants: fc.Arbitrary<Request>[] = [
    fc.record({ key: fc.string({ minLength: 1, maxLength: 12 }), value: text }).map(({ key, value }) => ({
      ...base,
      query: { ...base.query, [`x_${key}`]: value },
    })),
  ];
  if (takesBody) {
    variants.push(
      fc.record({ key: fc.string({ minLength: 1, maxLength: 12 }), value: json }).map(({ key, value }) => ({
        ...base,
        body: { ...(body ?? {}), [`x_${key}`]: value },
      })),
      json.map((value) => ({ ...base, body: value })),
    );
  }
  if (keys.length > 0) {
    variants.push(
      fc.record({ key: fc.constantFrom(...keys), value: json }).map(({ key, value }) => ({ ...base, body: { ...body, [key]: value } })),
    );
  }
  const queryKeys = Object.keys(base.query);
  if (queryKeys.length > 0) {
    variants.push(
      fc
        .record({ key: fc.constantFrom(...queryKeys), value: text })
        .map(({ key, value }) => ({ ...base, query: { ...base.query, [key]: value } })),
    );
  }
  const paramKeys = Object.keys(base.params);
  if (paramKeys.length > 0) {
    // An empty or dot segment would address another route (`/projects/` is the list), not a bad id.
    const segment = text.filter((v) => v !== '' && v !== '.' && v !== '..');
    variants.push(
      fc
        .record({ key: fc.constantFrom(...paramKeys), value: segment })
        .map(({ key, value }) => ({ ...base, params: { ...base.params, [key]: value } })),
    );
  }
  return fc.oneof(...variants);
}

/** Splits a concrete URL into the route's path parameters and its query. */
function decompose(route: ApiRoute, url: string, body: unknown): Request {
  const [path = '', search = ''] = url.split('?');
  const template = route.url.split('/');
  const segments = path.split('/');
  const params: Record<string, string> = {};
  template.forEach((part, i) => {
    const match = /^([^:]*):([A-Za-z]+)$/.exec(part);
    if (match?.[2]) params[match[2]] = decodeURIComponent((segments[i] ?? '').slice(match[1]?.length ?? 0));
  });
  return { params, query: Object.fromEntries(new URLSearchParams(search)), body };
}

function compose(route: ApiRoute, request: Request): string {
  const path = route.url.replace(/:([A-Za-z]+)/g, (_m, name: string) => encodeURIComponent(request.params[name] ?? ''));
  const search = new URLSearchParams(request.query).toString();
  return search ? `${path}?${search}` : path;
}

describe.each(testDatabases)('malformed input on $name', ({ open }) => {
  let t: MediaTestApp;
  let w: World;
  let routes: ApiRoute[];
  beforeAll(async () => {
    t = await buildMediaTestApp(await open());
    w = t.world;
    const settings = resolveAreaSettings(t.media, { env: {} });
    routes = [...apiRoutes, ...mediaApiRoutes({ media: t.media, search: searchEngineFor(t.db, settings.weaviate) })];
  });
  afterAll(() => t.close());

  it.each(routeCases)('$route refuses malformed requests with a 4xx and changes nothing', async (routeCase) => {
    const route = routes.find((r) => `${r.method} ${r.url}` === routeCase.route);
    if (!route) throw new Error(`No route ${routeCase.route}`);
    const cell = await routeCase.build(t.db, w, w.own, 'admin');
    const base = decompose(route, cell.url, cell.body);
    const before = await databaseSnapshot(t.db as never);
    await fc.assert(
      fc.asyncProperty(mutations(base, route.method !== 'GET'), async (request) => {
        fc.pre(!valid(route, request));
        const response = await t.app.inject({
          method: route.method,
          url: `/api${compose(route, request)}`,
          headers: { authorization: `Bearer ${w.tokens.admin}` },
          ...(request.body !== undefined
            ? {
                payload: JSON.stringify(request.body),
                headers: { authorization: `Bearer ${w.tokens.admin}`, 'content-type': 'application/json' },
              }
            : {}),
        });
        expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, response.body).toBeLessThan(500);
        // The admin's session is valid throughout, so a refusal is about the input, never a 401.
        expect(response.statusCode, response.body).not.toBe(401);
      }),
      { numRuns: RUNS },
    );
    expect(await databaseSnapshot(t.db as never)).toBe(before);
  });

  it('refuses bodies that are not JSON, and stays up', async () => {
    const before = await databaseSnapshot(t.db as never);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes.filter((r) => r.body)), fc.string({ maxLength: 60 }), async (route, raw) => {
        fc.pre(
          !(() => {
            try {
              JSON.parse(raw);
              return true;
            } catch {
              return false;
            }
          })(),
        );
        const response = await t.app.inject({
          method: route.method,
          url: `/api${route.url.replace(/:([A-Za-z]+)/g, 'x')}`,
          headers: { authorization: `Bearer ${w.tokens.admin}`, 'content-type': 'application/json' },
          payload: raw,
        });
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
      }),
      { numRuns: 100 },
    );
    expect(await databaseSnapshot(t.db as never)).toBe(before);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
