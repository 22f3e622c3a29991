import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built web app, and its index.html for any path the API does not own (client-side routes). */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const indexHtml = `${webDist}/index.html`;
  if (!existsSync(indexHtml)) {
    app.log.warn(`No built web app at ${webDist}; only the API is served`);
    return;
  }
  await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false });
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api' || request.method !== 'GET') {
      return reply.code(404).send({ error: { code: 'NOT_FOUND', message: `No route ${request.method} ${request.url}` } });
    }
    return reply.type('text/html').sendFile('index.html');
  });
}
