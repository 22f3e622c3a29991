import {
  NoQuerySchema,
  SessionResponseSchema,
  SsoCallbackQuerySchema,
  SsoConfigResponseSchema,
  SsoExchangeRequestSchema,
} from '@storykeep/core';
import { type ApiRoute, defineRoute } from '../../http/api-route.js';
import { type BrowserBinding, bindBrowser, sameBrowser, unbindBrowser } from '../../http/browser-binding.js';
import { exchangeSsoCode, finishSso, startSso } from './sso.service.js';

const tag = 'Account';

/** The cookie that ties a single sign-on to the browser that started it (sent only to the SSO routes). */
const SSO_BROWSER: BrowserBinding = { name: 'storykeep_sso', path: '/api/auth/sso', maxAgeSeconds: 10 * 60 };

/**
 * Single sign-on with an OpenID Connect provider (authorization code with PKCE and nonce), when the server is given one
 * (`SSO_OIDC_*`). Without it the routes still answer: the configuration says so, and the redirects land on `/sso` with
 * `error=not_configured`.
 */
export const ssoRoutes: ApiRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/auth/sso/config',
    tag,
    summary: 'Whether single sign-on is set up here, and the name of its identity provider',
    access: 'public',
    query: NoQuerySchema,
    response: SsoConfigResponseSchema,
    handler: async ({ context }) => ({ enabled: Boolean(context.sso), name: context.sso?.settings.name ?? null }),
  }),
  defineRoute({
    method: 'GET',
    url: '/auth/sso/start',
    tag,
    summary:
      "Starts a single sign-on: sets the browser's binding cookie, 302 to the identity provider's sign-in page (or to /sso?error=… when it cannot)",
    access: 'public',
    credential: 'flood',
    query: NoQuerySchema,
    handler: async ({ context, reply }) => {
      const browserHash = context.sso ? bindBrowser(reply, SSO_BROWSER, context.publicUrl) : undefined;
      return reply.redirect(await startSso(context, browserHash), 302);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/auth/sso/callback',
    tag,
    summary:
      "The identity provider's answer (code and state, in the browser that started it): 302 to /sso?code=… with a single-use login code, or /sso?error=…",
    access: 'public',
    credential: 'guess',
    query: SsoCallbackQuerySchema,
    handler: async ({ context, query, request, reply }) => {
      const to = await finishSso(context, query, (kept) => sameBrowser(request, SSO_BROWSER, kept), request.ip);
      unbindBrowser(reply, SSO_BROWSER, context.publicUrl);
      return reply.redirect(to, 302);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/auth/sso/exchange',
    tag,
    summary: 'Signs in with the login code /sso was sent back with (400: used, expired or unknown)',
    access: 'public',
    credential: 'guess',
    query: NoQuerySchema,
    body: SsoExchangeRequestSchema,
    response: SessionResponseSchema,
    handler: ({ context, body }) => exchangeSsoCode(context, body.code, body.visitorId),
  }),
];
