import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SsoConfigResponseSchema } from '@storykeep/core';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app/build-app.js';
import { testDatabases } from '../testing/test-databases.js';
import { CLIENT_CONFIG_ELEMENT_ID } from './client-config.js';

const webDist = mkdtempSync(join(tmpdir(), 'storykeep-web-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><html><head><title>Storykeep</title></head><body></body></html>');
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const SSO = { issuer: 'http://127.0.0.1:9/unused', clientId: 'storykeep', clientSecret: 'secret', name: 'Riverbend ID' };

/** The client config the server wrote into the page it serves at `/login`. */
function configIn(html: string): unknown {
  const match = html.match(new RegExp(`<script type="application/json" id="${CLIENT_CONFIG_ELEMENT_ID}">(.*?)</script>`));
  return match ? JSON.parse(match[1] as string) : undefined;
}

describe.each(testDatabases)('the sign-in page carries the single sign-on setup on $name', ({ open }) => {
  it('says in the page what GET /api/auth/sso/config says, with and without a provider', async () => {
    for (const sso of [SSO, undefined]) {
      const app = await buildApp({
        config: { version: 'test', webDist, logLevel: 'silent', publicUrl: 'http://storykeep.test', ...(sso ? { sso } : {}) },
        database: await open(),
        mailer: { send: async () => undefined },
      });
      try {
        const page = await app.inject({ method: 'GET', url: '/login' });
        const api = await app.inject({ method: 'GET', url: '/api/auth/sso/config' });
        const answered = SsoConfigResponseSchema.parse(api.json());
        expect(answered).toEqual(sso ? { enabled: true, name: 'Riverbend ID' } : { enabled: false, name: null });
        expect(configIn(page.body)).toMatchObject({ sso: answered });
      } finally {
        await app.close();
      }
    }
  });
});
