import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app/build-app.js';
import { type Database, openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { createClusterDatabase } from '../db/postgres-cluster.js';
import type { DB } from '../db/schema.js';
import { createUser, TEST_PASSWORD } from '../testing/test-app.js';

// Two servers, each with its own connection pool, on one PostgreSQL database: as a scaled-out deployment runs them.
describe('credential limits shared by the servers of one PostgreSQL database', () => {
  const databases: Database<DB>[] = [];
  const apps: FastifyInstance[] = [];
  const clock = { now: new Date('2024-06-01T12:00:00Z') };
  let email: string;

  beforeAll(async () => {
    const url = inject('postgresUrl');
    if (!url) throw new Error(`The PostgreSQL test cluster did not start: ${inject('postgresError')}`);
    const databaseUrl = await createClusterDatabase(url, `storykeep_limits_${randomBytes(6).toString('hex')}`);
    for (const _ of [1, 2]) databases.push(await openDatabase<DB>({ databaseUrl }));
    const [first] = databases;
    if (!first) throw new Error('no database');
    await migrateToLatest(first.db as never);
    ({ email } = await createUser(first.db, 'user'));
    for (const database of databases) {
      apps.push(
        await buildApp({
          config: { version: 'test', webDist: '/nonexistent', logLevel: 'silent', publicUrl: 'http://storykeep.test' },
          database,
          serveWebApp: false,
          mailer: { send: async () => {} },
          now: () => clock.now,
          credentialLimits: { windowSeconds: 60, routes: { 'POST /api/signin': { max: 3 } } },
        }),
      );
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
  });

  const signIn = (server: number, password: string, remoteAddress = '203.0.113.7') =>
    apps[server]?.inject({ method: 'POST', url: '/api/signin', remoteAddress, payload: { email, password } });

  it("counts one address's wrong passwords on either server against one limit, and forgets them after the window", async () => {
    expect((await signIn(0, 'wrong-1'))?.statusCode).toBe(401);
    expect((await signIn(1, 'wrong-2'))?.statusCode).toBe(401);
    expect((await signIn(0, 'wrong-3'))?.statusCode).toBe(401);
    // Each server alone has seen fewer than three; together they have seen three.
    const refused = await signIn(1, TEST_PASSWORD);
    expect(refused?.statusCode).toBe(429);
    expect(refused?.headers['retry-after']).toBe('60');
    expect((await signIn(0, TEST_PASSWORD))?.statusCode).toBe(429);
    // Another address is not held back by this one's guesses.
    expect((await signIn(1, TEST_PASSWORD, '198.51.100.4'))?.statusCode).toBe(200);
    clock.now = new Date(clock.now.getTime() + 61_000);
    expect((await signIn(1, TEST_PASSWORD))?.statusCode).toBe(200);
  });
});
