import {
  BoxAuthorizeRequestSchema,
  BoxAuthorizeResponseSchema,
  BoxCallbackQuerySchema,
  BoxConnectionSchema,
  BoxFinishRequestSchema,
  NoQuerySchema,
} from '@storykeep/core';
import { type ApiRoute, defineRoute } from '../../http/api-route.js';
import { type BrowserBinding, bindBrowser, sameBrowser, unbindBrowser } from '../../http/browser-binding.js';
import { conflict } from '../../http/errors.js';
import {
  type BoxOAuthSettings,
  boxCallbackPage,
  boxConnected,
  disconnectBox,
  finishBoxAuthorization,
  startBoxAuthorization,
} from './box-oauth.js';

const tag = 'Upload';

/** The cookie that ties connecting Box to the browser that started it (sent only to the Box connection routes). */
const BOX_BROWSER: BrowserBinding = { name: 'storykeep_box', path: '/api/cloud/box', maxAgeSeconds: 10 * 60 };

/**
 * Connecting a person's Box account with OAuth 2.0 (authorization code): where this server has a Box app
 * (`BOX_CLIENT_ID`, `BOX_CLIENT_SECRET`). Without one, the import page asks for a pasted access token instead.
 */
export function boxConnectionRoutes(settings: BoxOAuthSettings | undefined): ApiRoute[] {
  return [
    defineRoute({
      method: 'GET',
      url: '/cloud/box/connection',
      tag,
      summary: 'Whether this server has a Box app, and whether the person has connected Box',
      access: 'member',
      query: NoQuerySchema,
      response: BoxConnectionSchema,
      handler: async ({ context, actor }) => ({
        oauth: Boolean(settings),
        connected: settings ? await boxConnected(context, actor) : false,
      }),
    }),
    defineRoute({
      method: 'POST',
      url: '/cloud/box/authorize',
      tag,
      summary: "Starts connecting Box: answers Box's consent page to send the browser to",
      access: 'member',
      query: NoQuerySchema,
      body: BoxAuthorizeRequestSchema,
      response: BoxAuthorizeResponseSchema,
      handler: async ({ context, actor, body, reply }) => {
        if (!settings) throw conflict('This server has no Box app; paste a Box access token instead');
        return startBoxAuthorization(context, settings, actor, body.project, bindBrowser(reply, BOX_BROWSER, context.publicUrl));
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/cloud/box/callback',
      tag,
      summary:
        "Box's answer (code and state): in the browser that started it, 302 to the import page with them in the address's fragment; keeps nothing",
      // The browser arrives from Box without the app's token: the page it is sent to finishes with the person's session.
      access: 'public',
      credential: 'guess',
      query: BoxCallbackQuerySchema,
      handler: async ({ context, query, request, reply }) => {
        const to = settings
          ? await boxCallbackPage(context, query, (kept) => sameBrowser(request, BOX_BROWSER, kept))
          : `${context.publicUrl.replace(/\/+$/, '')}/projects/select_cloud_files?box=failed`;
        return reply.redirect(to, 302);
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/cloud/box/finish',
      tag,
      summary:
        "Finishes connecting Box with Box's code and the state, as the person and in the browser that started (403 otherwise; the state is used up)",
      access: 'member',
      credential: 'guess',
      query: NoQuerySchema,
      body: BoxFinishRequestSchema,
      response: BoxConnectionSchema,
      handler: async ({ context, actor, body, request, reply }) => {
        if (!settings) throw conflict('This server has no Box app; paste a Box access token instead');
        try {
          await finishBoxAuthorization(context, settings, actor, body, (kept) => sameBrowser(request, BOX_BROWSER, kept), request.ip);
        } finally {
          unbindBrowser(reply, BOX_BROWSER, context.publicUrl);
        }
        return { oauth: true, connected: true };
      },
    }),
    defineRoute({
      method: 'DELETE',
      url: '/cloud/box/connection',
      tag,
      summary: "Forgets the person's Box tokens",
      access: 'member',
      query: NoQuerySchema,
      response: BoxConnectionSchema,
      handler: async ({ context, actor }) => {
        await disconnectBox(context, actor);
        return { oauth: Boolean(settings), connected: false };
      },
    }),
  ];
}
