import type { Health, ObjectStore } from '@storykeep/core';
import type { FastifyInstance } from 'fastify';
import { type Database, databaseAnswers } from '../db/database.js';

/** A key that is never written: asking for it proves the store answers without touching any media. */
const PROBE_KEY = 'health/readiness-probe';

async function answers(check: () => Promise<unknown>): Promise<boolean> {
  try {
    await check();
    return true;
  } catch {
    return false;
  }
}

/**
 * `GET /health`: the server is up and its database answers. `GET /health/live`: the process serves requests (a
 * restart is the cure when it does not). `GET /health/ready`: the database and the object store answer, so a proxy
 * may send traffic here.
 */
export function registerHealthRoute(app: FastifyInstance, database: Database, version: string, store?: ObjectStore): void {
  app.get('/health', async (_request, reply) => {
    if (!(await answers(() => databaseAnswers(database).then((ok) => ok || Promise.reject())))) {
      return reply.code(503).send({ error: { code: 'DATABASE_DOWN', message: 'The database does not answer' } });
    }
    const health: Health = { status: 'ok', version, database: database.kind };
    return health;
  });
  app.get('/health/live', async () => ({ status: 'ok', version }));
  app.get('/health/ready', async (_request, reply) => {
    const [db, objects] = await Promise.all([
      answers(() => databaseAnswers(database).then((ok) => ok || Promise.reject())),
      store ? answers(() => store.stat(PROBE_KEY)) : Promise.resolve(true),
    ]);
    const checks = { database: db ? 'ok' : 'down', objectStore: store ? (objects ? 'ok' : 'down') : 'none' };
    return reply.code(db && objects ? 200 : 503).send({ status: db && objects ? 'ready' : 'not_ready', checks });
  });
}
