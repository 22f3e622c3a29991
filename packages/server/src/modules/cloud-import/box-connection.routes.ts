import {
  BoxAuthorizeRequestSchema,
  BoxAuthorizeResponseSchema,
  BoxCallbackQuerySchema,
  BoxConnectionSchema,
  NoQuerySchema,
} from '@storykeep/core';
import { type ApiRoute, defineRoute } from '../../http/api-route.js';
import { conflict } from '../../http/errors.js';
import { type BoxOAuthSettings, boxConnected, disconnectBox, finishBoxAuthorization, startBoxAuthorization } from './box-oauth.js';

const tag = 'Upload';

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
      handler: async ({ context, actor, body }) => {
        if (!settings) throw conflict('This server has no Box app; paste a Box access token instead');
        return startBoxAuthorization(context, settings, actor, body.project);
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/cloud/box/callback',
      tag,
      summary: "Box's answer (code and state): keeps the person's tokens and sends the browser back to the import page",
      // The browser arrives from Box without the app's token: the state names the person.
      access: 'public',
      credential: 'guess',
      query: BoxCallbackQuerySchema,
      handler: async ({ context, query, reply }) => {
        const to = settings
          ? await finishBoxAuthorization(context, settings, query)
          : `${context.publicUrl.replace(/\/+$/, '')}/projects/select_cloud_files?box=failed`;
        return reply.redirect(to, 302);
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
