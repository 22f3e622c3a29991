import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { type ClientConfig, withClientConfig } from './client-config.js';

/**
 * Markup for a page's head, by its path (without the query), or null to serve the page as it is. Lets a public page
 * carry its metadata in the HTML itself, for crawlers and link previews that run no script.
 */
export type PageHead = (path: string) => Promise<string | null>;

/** The head the first of `heads` gives for the path (each owns its own paths and answers null for the rest). */
export function firstPageHead(...heads: PageHead[]): PageHead {
  return async (path) => {
    for (const head of heads) {
      const markup = await head(path);
      if (markup) return markup;
    }
    return null;
  };
}

/**
 * Serves the built web app, and its index.html (with the client config written in) for any path the API does not
 * own (client-side routes).
 */
export async function registerWebApp(app: FastifyInstance, webDist: string, client: ClientConfig = {}, pageHead?: PageHead): Promise<void> {
  const indexHtml = `${webDist}/index.html`;
  if (!existsSync(indexHtml)) {
    app.log.warn(`No built web app at ${webDist}; only the API is served`);
    return;
  }
  // No route for /index.html itself: it reaches the not-found handler like every client route, with the config in.
  await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false, globIgnore: ['index.html'] });
  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api' || request.method !== 'GET') {
      return reply.code(404).send({ error: { code: 'NOT_FOUND', message: `No route ${request.method} ${request.url}` } });
    }
    // Read on each request, as sendFile did, so a rebuilt app is served without a restart.
    let page = withClientConfig(await readFile(indexHtml, 'utf8'), client);
    const head = pageHead ? await pageHead(request.url.split('?')[0] ?? '/').catch(() => null) : null;
    if (head) page = withPageHead(page, head);
    return reply.type('text/html').header('cache-control', 'no-cache').send(page);
  });
}

/** The page with its own head markup in place of the app's generic title. */
function withPageHead(html: string, head: string): string {
  const untitled = html.replace(/<title>[^<]*<\/title>/, '');
  return untitled.includes('</head>') ? untitled.replace('</head>', () => `${head}\n  </head>`) : `${head}\n${untitled}`;
}
