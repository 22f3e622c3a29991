import { normalizeEmail } from '@storykeep/core';
import type { AppContext } from '../../context/app-context.js';
import { clearFailures } from './sign-in-delays.js';

/** Uses up every outstanding password-reset and sign-in link of the account, so none works after a password change. */
export async function revokeLinkTokens(context: Pick<AppContext, 'db' | 'now'>, userId: string): Promise<void> {
  await context.db
    .updateTable('one_time_tokens')
    .set({ used_at: context.now() })
    .where('user_id', '=', userId)
    .where('purpose', 'in', ['password_reset', 'magic_link'])
    .where('used_at', 'is', null)
    .execute();
}

/**
 * What every password change must do after the new hash is stored (a reset by e-mail, or a signed-in change with the
 * current password): outstanding reset and sign-in links stop working, every other session ends (`keepSessionId`, the
 * session that made the change, may stay), and earlier failed guesses of the account are forgotten.
 */
export async function revokeCredentialsAfterPasswordChange(
  context: Pick<AppContext, 'db' | 'now'>,
  account: { id: string; email: string },
  keepSessionId?: string,
): Promise<void> {
  await revokeLinkTokens(context, account.id);
  let sessions = context.db.deleteFrom('sessions').where('user_id', '=', account.id);
  if (keepSessionId) sessions = sessions.where('id', '!=', keepSessionId);
  await sessions.execute();
  await clearFailures(context as AppContext, `account:${normalizeEmail(account.email)}`);
}
