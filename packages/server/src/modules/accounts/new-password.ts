import { accountMessages } from '@storykeep/core';
import type { AppContext } from '../../context/app-context.js';
import { HttpError } from '../../http/errors.js';

/**
 * Refuses a new password found on the list of common passwords (422 naming the field). The length rule is the request
 * schema's (core's `NewPasswordSchema`); this is the part only the server can answer, since the list stays here.
 */
export async function assertNotCommonPassword(
  context: Pick<AppContext, 'commonPasswords'>,
  password: string,
  field: string,
): Promise<void> {
  if (await context.commonPasswords.isCommon(password))
    throw new HttpError(422, 'COMMON_PASSWORD', accountMessages.passwordTooCommon, field);
}
