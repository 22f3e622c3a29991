import { HealthSchema } from '@storykeep/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/database.js';
import { buildApp } from './build-app.js';

describe('health', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ inMemory: true });
  });
  afterAll(() => database.close());

  it('answers GET /api/health with the contract core defines', async () => {
    const app = await buildApp({ config: { version: '1.2.3', webDist: '/nonexistent', logLevel: 'silent' }, database, serveWebApp: false });
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(HealthSchema.parse(response.json())).toEqual({ status: 'ok', version: '1.2.3', database: 'pglite' });
    await app.close();
  });

  it('answers an unknown API path with a JSON 404, not the web app', async () => {
    const app = await buildApp({ config: { version: '1', webDist: '/nonexistent', logLevel: 'silent' }, database, serveWebApp: false });
    const response = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    await app.close();
  });
});
