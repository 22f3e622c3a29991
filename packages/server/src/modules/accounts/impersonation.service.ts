import type { SessionResponse } from '@storykeep/core';
import { isAdmin, shellMessages } from '@storykeep/core';
import type { AppContext } from '../../context/app-context.js';
import type { Actor } from '../../http/actor.js';
import { forbidden, HttpError } from '../../http/errors.js';
import { recordAudit } from '../audit/audit-log.js';
import { loadAccount } from './account-view.js';
import { openSession } from './session-tokens.js';

/**
 * `POST /auth/switchUser`: an admin gets a session as another user (404 when there is none). The
 * client keeps the admin's own token as superToken to return to.
 */
export async function switchUser(context: AppContext, actor: Actor, email: string, address?: string): Promise<SessionResponse> {
  const who = { userId: actor.userId, email: actor.email, impersonatorId: actor.impersonatorId };
  if (!isAdmin(actor) || actor.impersonatorId) {
    await recordAudit(context, { kind: 'impersonation.start', outcome: 'refused', actor: who, address, details: { targetEmail: email } });
    throw forbidden('Only an admin can switch to another user');
  }
  const target = await loadAccount(context, { email });
  if (!target) throw new HttpError(404, 'NOT_FOUND', shellMessages.impersonationUserNotFound, 'email');
  await recordAudit(context, {
    kind: 'impersonation.start',
    outcome: 'success',
    actor: who,
    target: { type: 'user', id: target.id, label: target.email },
    address,
  });
  return openSession(context, target, { twoFactorPending: false, impersonatorId: actor.userId });
}
