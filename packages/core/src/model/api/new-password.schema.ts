import { z } from 'zod';
import { accountMessages } from '../../messages/account.messages.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../util/constants.js';

/**
 * A password being set (registration, reset, change, a made administrator's first change): one rule for every route and
 * form that sets one. Sign-in does not use it, so a shorter password chosen under an older rule still signs in.
 * Every character counts (any Unicode, nothing trimmed or truncated). Whether it is common is the server's question
 * (`CommonPasswords`), asked after this.
 */
export const NewPasswordSchema = z.string().min(PASSWORD_MIN_LENGTH, accountMessages.passwordTooShort).max(PASSWORD_MAX_LENGTH);

/** A password given to prove who someone is (sign-in, the current password): any length the rule ever allowed. */
export const GivenPasswordSchema = z.string().min(1).max(PASSWORD_MAX_LENGTH);
