import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { registerHealthRoute } from './health.route.js';
import { registerWebApp } from './web-app.plugin.js';

export interface AppDependencies {
  config: Pick<Config, 'version' | 'webDist' | 'logLevel'>;
  database: Database;
  /** Serve the built web app beside the API (off in API-only tests). */
  serveWebApp?: boolean;
}

/** The HTTP server: the API under `/api`, the web app everywhere else. */
export async function buildApp({ config, database, serveWebApp = true }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: config.logLevel } });
  await app.register(
    async (api) => {
      registerHealthRoute(api, database, config.version);
    },
    { prefix: '/api' },
  );
  if (serveWebApp) await registerWebApp(app, config.webDist);
  return app;
}
