import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app/build-app.js';
import type { RelayedEvent } from '../../ports/analytics-sink.port.js';
import { emptyDatabase, testDatabases } from '../../testing/test-databases.js';

describe.each(testDatabases)('the analytics relay on $name', ({ open }) => {
  const sent: RelayedEvent[] = [];
  let withProvider: FastifyInstance;
  let withoutProvider: FastifyInstance;

  beforeAll(async () => {
    const database = await open();
    await emptyDatabase(database);
    const config = { version: 'test', webDist: '/nonexistent', logLevel: 'silent' as const, publicUrl: 'http://storykeep.test' };
    withProvider = await buildApp({ config, database, serveWebApp: false, analytics: { send: async (e) => void sent.push(e) } });
    withoutProvider = await buildApp({ config, database, serveWebApp: false });
  });
  afterAll(async () => {
    await withProvider.close();
    await withoutProvider.close();
  });

  const post = (app: FastifyInstance, payload: object) =>
    app.inject({ method: 'POST', url: '/api/analytics/events', payload, headers: { 'user-agent': 'Chromium' } });

  it('passes an event on with the visitor, the browser and its address, and answers at once', async () => {
    sent.length = 0;
    const answer = await post(withProvider, {
      name: 'bulk_delete_stories',
      page: '/projects/:projectId',
      params: { count: 2 },
      visitorId: 'v-9',
    });
    expect(answer.statusCode).toBe(202);
    expect(sent).toEqual([
      {
        name: 'bulk_delete_stories',
        page: '/projects/:projectId',
        params: { count: 2 },
        visitorId: 'v-9',
        userAgent: 'Chromium',
        clientIp: '127.0.0.1',
      },
    ]);
  });

  it('accepts and drops events when no provider is configured', async () => {
    expect((await post(withoutProvider, { name: 'pageview', page: '/' })).statusCode).toBe(202);
  });

  it('refuses a malformed event with a 400 naming the field, and passes nothing on', async () => {
    sent.length = 0;
    for (const [payload, field] of [
      [{ name: '<script>', page: '/' }, 'name'],
      [{ name: 'pageview', page: 'https://elsewhere.example/' }, 'page'],
      [{ name: 'pageview', page: '/', params: { 'bad key': 1 } }, 'params'],
      [{ name: 'pageview', page: '/', extra: true }, 'extra'],
    ] as const) {
      const answer = await post(withProvider, payload);
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toContain(field);
    }
    expect(sent).toEqual([]);
  });
});
