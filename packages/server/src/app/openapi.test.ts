import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/database.js';
import { apiRoutes } from './api-routes.js';
import { buildApp } from './build-app.js';

interface Operation {
  parameters: { name: string; in: string; required: boolean }[];
  requestBody?: { content: { 'application/json': { schema: { required?: string[]; additionalProperties?: unknown } } } };
  responses: Record<string, unknown>;
}

// The document is generated from route definitions only; no query runs, so one engine is enough.
describe('OpenAPI document', () => {
  let database: Database;
  let doc: { openapi: string; paths: Record<string, Record<string, Operation>> };
  beforeAll(async () => {
    database = await openDatabase({ inMemory: true });
    const app = await buildApp({ config: { version: '9.9.9', webDist: '/nonexistent', logLevel: 'silent' }, database, serveWebApp: false });
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    doc = response.json();
    await app.close();
  });
  afterAll(() => database.close());

  it('lists every route with its method', () => {
    expect(doc.openapi).toBe('3.1.0');
    for (const route of apiRoutes) {
      const path = route.url.replace(/:([A-Za-z_]+)/g, '{$1}');
      expect(doc.paths[path]?.[route.method.toLowerCase()], `${route.method} ${route.url}`).toBeDefined();
    }
  });

  it('describes bodies from the zod schemas, unknown fields refused', () => {
    const signIn = doc.paths['/signin']?.post;
    const body = signIn?.requestBody?.content['application/json'].schema;
    expect(body?.required).toEqual(expect.arrayContaining(['email', 'password']));
    expect(body?.additionalProperties).toBe(false);
    expect(Object.keys(signIn?.responses ?? {})).toContain('200');
  });

  it('describes path and query parameters', () => {
    const stories = doc.paths['/projects/{id}/stories']?.get;
    expect(stories?.parameters.filter((p) => p.in === 'path').map((p) => p.name)).toEqual(['id']);
    expect(stories?.parameters.filter((p) => p.in === 'query').map((p) => p.name)).toEqual(
      expect.arrayContaining(['pageSize', 'page', 'search', 'sort', 'direction', 'deedOfGift']),
    );
  });
});
