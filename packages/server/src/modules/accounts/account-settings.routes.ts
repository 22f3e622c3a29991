import {
  ChangePasswordRequestSchema,
  NoQuerySchema,
  OkResponseSchema,
  RenameAccountRequestSchema,
  RenameAccountResponseSchema,
} from '@storykeep/core';
import { type ApiRoute, defineRoute } from '../../http/api-route.js';
import { changePassword, renameAccount } from './account-settings.service.js';

const tag = 'Account';

/** The account page's calls: the person's own password and name (two-factor has its own calls under /auth/2fa). */
export const accountSettingsRoutes: ApiRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/auth/password',
    tag,
    summary:
      'Change your password with the current one; every other session and outstanding e-mailed link ends (422: wrong current password, or the same one)',
    // `session`: the forced first change of a made password is the one call such a session may make.
    access: 'session',
    // Someone holding a stolen session could guess the current password here: the account's growing waits apply.
    credential: 'guess',
    query: NoQuerySchema,
    body: ChangePasswordRequestSchema,
    response: OkResponseSchema,
    handler: async ({ context, actor, body, request }) => changePassword(context, actor, body, request.ip),
  }),
  defineRoute({
    method: 'PATCH',
    url: '/account',
    tag,
    summary: 'Change the name the app shows for you',
    access: 'account',
    query: NoQuerySchema,
    body: RenameAccountRequestSchema,
    response: RenameAccountResponseSchema,
    handler: ({ context, actor, body }) => renameAccount(context, actor, body.fullname),
  }),
];
