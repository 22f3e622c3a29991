import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRoute } from '../http/api-route.js';
import { searchEngineFor } from '../search/search-engine-for.js';
import { mediaRouteCases } from '../testing/media-route-cases.js';
import { buildMediaTestApp, type MediaTestApp } from '../testing/media-test-kit.js';
import { routeCases as apiRouteCases, type Side } from '../testing/route-cases.js';
import { testDatabases } from '../testing/test-databases.js';
import { sessionFor, WORLD_ROLES, type World } from '../testing/world.js';
import { apiRoutes, mediaApiRoutes } from './api-routes.js';
import { resolveAreaSettings } from './area-settings.js';

// The app is built with a data folder, so the routes that need the media services are served and checked too.
const routeCases = [...apiRouteCases, ...mediaRouteCases];

// Every route × every role × own organization / other organization: the answer each cell must get,
// every success in the shape of the route's response schema, and, for everyone but admin, not one
// identifier or name of the other tenant in any answer.
describe.each(testDatabases)('tenant isolation on $name', ({ open }) => {
  let t: MediaTestApp;
  let w: World;
  let routes: ApiRoute[];
  let foreign: string[];
  beforeAll(async () => {
    t = await buildMediaTestApp(await open());
    w = t.world;
    const settings = resolveAreaSettings(t.media, { env: {} });
    routes = [...apiRoutes, ...mediaApiRoutes({ media: t.media, search: searchEngineFor(t.db, settings.weaviate) })];
    const o = w.other;
    foreign = [
      o.organization.id,
      o.organization.code,
      o.project,
      o.quietProject,
      o.folder,
      o.file,
      ...o.stories,
      'other stories',
      'other folder',
      'other First',
    ];
  });

  afterAll(() => t.close());

  it('covers every route of the API', () => {
    expect(routeCases.map((c) => c.route).sort()).toEqual(routes.map((r) => `${r.method} ${r.url}`).sort());
  });

  it.each(routeCases)('$route', async (routeCase) => {
    const [method] = routeCase.route.split(' ') as ['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'];
    const route = routes.find((r) => `${r.method} ${r.url}` === routeCase.route);
    const failures: string[] = [];
    for (const role of WORLD_ROLES) {
      for (const side of ['own', 'other'] as Side[]) {
        const cell = await routeCase.build(t.db, w, side === 'own' ? w.own : w.other, role);
        const token = role !== 'anonymous' && cell.freshSession ? await sessionFor(t.db, w.users[role].id) : w.tokens[role];
        const answer = await t.call(method, cell.url, { token, body: cell.body });
        const expected = routeCase.expect(role, side);
        if (answer.status !== expected)
          failures.push(`${role}/${side}: ${answer.status} (expected ${expected}) ${JSON.stringify(answer.body)}`);
        // Every success answers the contract the browser validates with.
        const contract = answer.status < 300 ? route?.response?.safeParse(answer.body) : undefined;
        if (contract && !contract.success) failures.push(`${role}/${side}: answer breaks the response schema: ${contract.error.message}`);
        const text = JSON.stringify(answer.body ?? '');
        const leaked = role === 'admin' ? [] : foreign.filter((value) => text.includes(value));
        if (leaked.length > 0) failures.push(`${role}/${side}: leaked ${leaked.join(', ')}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
