import type { Health } from '@storykeep/core';
import type { FastifyInstance } from 'fastify';
import { type Database, databaseAnswers } from '../db/database.js';

/** `GET /health`: the server is up and its database answers. */
export function registerHealthRoute(app: FastifyInstance, database: Database, version: string): void {
  app.get('/health', async (_request, reply) => {
    if (!(await databaseAnswers(database))) {
      return reply.code(503).send({ error: { code: 'DATABASE_DOWN', message: 'The database does not answer' } });
    }
    const health: Health = { status: 'ok', version, database: database.kind };
    return health;
  });
}
