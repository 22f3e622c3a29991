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
 * restart is the cure when it does not). `GET /health/ready`: the database and the object store answer and, on
 * PostgreSQL, the LISTEN connection that carries live updates and call signals between instances is up, so a proxy
 * may send traffic here (while it reconnects, this instance's watchers and calls would miss other instances' news).
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
    const notices = database.listener ? database.listener.listening : true;
    const checks = {
      database: db ? 'ok' : 'down',
      objectStore: store ? (objects ? 'ok' : 'down') : 'none',
      notifications: database.listener ? (notices ? 'ok' : 'down') : 'none',
    };
    const ready = db && objects && notices;
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not_ready', checks });
  });
}
