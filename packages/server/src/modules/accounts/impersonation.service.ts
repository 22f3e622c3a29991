import type { SessionResponse } from '@storykeep/core';
import { isAdmin, shellMessages } from '@storykeep/core';
import type { AppContext } from '../../app-context.js';
import type { Actor } from '../../http/actor.js';
import { forbidden, HttpError } from '../../http/errors.js';
import { loadAccount } from './account-view.js';
import { openSession } from './session-tokens.js';

/**
 * `POST /auth/switchUser`: an admin gets a session as another user (404 when there is none). The
 * client keeps the admin's own token as superToken to return to.
 */
export async function switchUser(context: AppContext, actor: Actor, email: string): Promise<SessionResponse> {
  if (!isAdmin(actor) || actor.impersonatorId) throw forbidden('Only an admin can switch to another user');
  const target = await loadAccount(context, { email });
  if (!target) throw new HttpError(404, 'NOT_FOUND', shellMessages.impersonationUserNotFound, 'email');
  return openSession(context, target, { twoFactorPending: false, impersonatorId: actor.userId });
}
