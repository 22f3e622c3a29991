import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { CLIENT_CONFIG_ELEMENT_ID } from './client-config.js';
import { registerWebApp } from './web-app.plugin.js';

function builtApp(): string {
  const dist = mkdtempSync(join(tmpdir(), 'storykeep-web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<html><head><title>Storykeep</title></head><body></body></html>');
  writeFileSync(join(dist, 'assets', 'app.js'), 'console.log("app")');
  return dist;
}

describe('the web app', () => {
  it('is served with the client config written into every copy of its page', async () => {
    const app = Fastify();
    const sentry = { dsn: 'https://k@o1.ingest.sentry.io/4', environment: 'production', release: 'storykeep@0.1.0' };
    await registerWebApp(app, builtApp(), { sentry });
    for (const url of ['/', '/stories/s1', '/index.html']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toMatch(/^text\/html/);
      expect(page.body, url).toContain(
        `<script type="application/json" id="${CLIENT_CONFIG_ELEMENT_ID}">{"sentry":${JSON.stringify(sentry)}}`,
      );
    }
    expect((await app.inject({ method: 'GET', url: '/assets/app.js' })).body).toBe('console.log("app")');
    expect((await app.inject({ method: 'GET', url: '/api/nothing' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/stories' })).statusCode).toBe(404);
    await app.close();
  });

  it('tells the app nothing without a configuration', async () => {
    const app = Fastify();
    await registerWebApp(app, builtApp());
    expect((await app.inject({ method: 'GET', url: '/' })).body).toContain(`id="${CLIENT_CONFIG_ELEMENT_ID}">{}</script>`);
    await app.close();
  });
});
