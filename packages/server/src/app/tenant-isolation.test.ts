import { buildSchema, type GraphQLObjectType } from 'graphql';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { ApiRoute } from '../http/api-route.js';
import type { MediaServices } from '../modules/media-services.types.js';
import { TASK_SERVICE_SDL } from '../modules/tasks/task-schema.js';
import { searchEngineFor } from '../search/search-engine-for.js';
import { graphqlOperationCases } from '../testing/graphql-operation-cases.js';
import { mediaRouteCases } from '../testing/media-route-cases.js';
import { buildMediaTestApp, type MediaTestApp } from '../testing/media-test-kit.js';
import { routeCases as apiRouteCases, type Side } from '../testing/route-cases.js';
import { testDatabases } from '../testing/test-databases.js';
import { uploadRouteCases } from '../testing/upload-route-cases.js';
import { sessionFor, WORLD_ROLES, type World } from '../testing/world.js';
import { apiRoutes, mediaApiRoutes, uploadApiRoutes } from './api-routes.js';
import { resolveAreaSettings } from './area-settings.js';

// The app is built with a data folder, so the routes that need the media services are served and checked too, and
// the upload calls with their hand-written authorization (built on the app's own media store, once it exists).
let media: MediaServices | undefined;
const routeCases = [
  ...apiRouteCases,
  ...mediaRouteCases,
  ...uploadRouteCases(() => {
    if (!media) throw new Error('The app is not built yet');
    return media;
  }),
];

// Every route × every role × own organization / other organization: the answer each cell must get,
// every success in the shape of the route's response schema, and, for everyone but admin, not one
// identifier or name of the other tenant in any answer.
describe.each(testDatabases)('tenant isolation on $name', ({ open }) => {
  let t: MediaTestApp;
  let w: World;
  let routes: ApiRoute[];
  let foreign: string[];
  let socketUrl: string;
  beforeAll(async () => {
    t = await buildMediaTestApp(await open());
    media = t.media;
    socketUrl = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
    w = t.world;
    const settings = resolveAreaSettings(t.media, { env: {} });
    routes = [
      ...apiRoutes,
      ...mediaApiRoutes({ media: t.media, search: searchEngineFor(t.db, settings.weaviate) }),
      ...uploadApiRoutes(t.media),
    ];
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

  // The task service (GraphQL over HTTP and graphql-ws): every operation × every role × own / other organization.
  it('covers every operation of the task service', () => {
    const schema = buildSchema(TASK_SERVICE_SDL);
    const operations = (['Query', 'Mutation', 'Subscription'] as const).flatMap((type) =>
      Object.keys((schema.getType(type) as GraphQLObjectType).getFields()).map((field) => `${type}.${field}`),
    );
    expect(graphqlOperationCases.map((c) => c.operation).sort()).toEqual(operations.sort());
  });

  it.each(graphqlOperationCases)('$operation', async (operationCase) => {
    const failures: string[] = [];
    for (const role of WORLD_ROLES) {
      for (const side of ['own', 'other'] as Side[]) {
        const { query, variables } = await operationCase.build(t.db, side === 'own' ? w.own : w.other);
        const token = w.tokens[role];
        const answer = operationCase.operation.startsWith('Subscription.')
          ? await firstOverSocket(token, query, variables)
          : await t.app
              .inject({
                method: 'POST',
                url: '/api/graphql',
                headers: token ? { authorization: `Bearer ${token}` } : {},
                payload: { query, variables },
              })
              .then((r) => r.json() as { data?: unknown; errors?: { extensions?: { code?: string } }[] });
        const outcome = answer.errors?.length
          ? answer.errors.every((e) => e.extensions?.code === 'FORBIDDEN')
            ? 'forbidden'
            : 'error'
          : 'data';
        const expected = operationCase.expect(role, side);
        if (outcome !== expected)
          failures.push(`${role}/${side}: ${outcome} (expected ${expected}) ${JSON.stringify(answer).slice(0, 300)}`);
        const text = JSON.stringify(answer);
        const leaked = role === 'admin' ? [] : foreign.filter((value) => text.includes(value));
        if (leaked.length > 0) failures.push(`${role}/${side}: leaked ${leaked.join(', ')}`);
      }
    }
    expect(failures).toEqual([]);
  });

  /** A subscription's first answer over graphql-ws; a socket refused for want of a session counts as FORBIDDEN. */
  async function firstOverSocket(token: string | undefined, query: string, variables: Record<string, unknown>) {
    const client = createClient({
      url: `${socketUrl}/api/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: token ? { token } : {},
      retryAttempts: 0,
      lazy: true,
    });
    try {
      return await new Promise<{ data?: unknown; errors?: { extensions?: { code?: string } }[] }>((resolve) => {
        client.subscribe(
          { query, variables },
          {
            next: (value) => resolve(value as never),
            error: (error) => {
              const code = (error as { code?: number }).code;
              resolve({ errors: [{ extensions: { code: code === 4403 ? 'FORBIDDEN' : `socket ${String(code ?? error)}` } }] });
            },
            complete: () => resolve({ errors: [{ extensions: { code: 'completed without a value' } }] }),
          },
        );
      });
    } finally {
      await client.dispose();
    }
  }
});
